import { createUserWithEmailAndPassword } from 'firebase/auth';
import { connectStorageEmulator } from 'firebase/storage';
import { afterAll, describe, expect, it } from 'vitest';
import { FirebaseFileStorage } from '../../src/adapters/firebase/file-storage.firebase';
import { connectFreshClient, sharedContractBackend, storageEmulatorEndpoint } from '../support/firebase-contract-env';
import { uniqueEmail, uniqueMemberId } from '../support/test-ids';
import { describeFileStorageContract, pngBytes } from './file-storage.contract';

const backend = sharedContractBackend('file-storage');
afterAll(() => backend.dispose());

// Storage runs as its own emulator process; without its address these tests cannot run at all,
// and say so in the summary instead of failing on a connection error.
const storageEmulatorSet = process.env.FIREBASE_STORAGE_EMULATOR_HOST !== undefined;
// Skipped with its reason in the title: without a Storage emulator there is nothing to test against.
if (!storageEmulatorSet) describe.skip('FileStoragePort contract: firebase (FIREBASE_STORAGE_EMULATOR_HOST is not set)', () => it('needs the Storage emulator', () => {}));

if (storageEmulatorSet) describeFileStorageContract('firebase', async () => {
  const { client } = await backend.get();
  // 'owner' is the emulator's privileged token: the suite checks what the adapter stores and
  // refuses by itself; who may upload is the storage policy's tests' business.
  const { host, port } = storageEmulatorEndpoint();
  connectStorageEmulator(await client.storage(), host, port, { mockUserToken: 'owner' });
  return {
    port: new FirebaseFileStorage(client.storage),
    fixtures: {
      readFile: async (url) => {
        const response = await fetch(url);
        if (response.status === 404) return null;
        if (!response.ok) throw new Error(`download failed: ${response.status}`);
        return { bytes: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? '' };
      },
    },
  };
});

describe.skipIf(!storageEmulatorSet)('FirebaseFileStorage through the storage policy', () => {
  it('uploads as the signed-in member, and maps a refused upload to permission-denied', async () => {
    const device = await connectFreshClient('file-storage-member');
    try {
      const { user } = await createUserWithEmailAndPassword(device.auth, uniqueEmail('picture'), 'correct horse battery');
      const storage = new FirebaseFileStorage(device.storage);
      const image = { bytes: new Blob([pngBytes(128) as Uint8Array<ArrayBuffer>], { type: 'image/png' }), contentType: 'image/png' } as const;
      const url = await storage.uploadProfilePicture(user.uid, image, 42);
      expect(decodeURIComponent(url)).toContain(`vMember/${user.uid}/profilePicture/42`);
      await expect(storage.uploadProfilePicture(uniqueMemberId(), image, 42)).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await device.dispose();
    }
  });
});
