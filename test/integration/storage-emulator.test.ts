// The local Storage emulator (scripts/lib/storage-emulator.mjs) as the web SDK sees it: a member
// uploads a profile picture and reads it back through its download URL; everything
// storage-policy.mjs refuses is refused with storage/unauthorized.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signOut, type Auth } from 'firebase/auth';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getStorage,
  listAll,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests through npm test.`);
  return value;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const MAX_BYTES = 5 * 1024 * 1024;

let app: FirebaseApp;
let auth: Auth;
let storage: FirebaseStorage;
let uid: string;

async function expectDenied(operation: Promise<unknown>): Promise<void> {
  await expect(operation).rejects.toMatchObject({ code: 'storage/unauthorized' });
}

describe('local Storage emulator', () => {
  beforeAll(async () => {
    const projectId = required('GCLOUD_PROJECT');
    const [storageHost, storagePort] = required('FIREBASE_STORAGE_EMULATOR_HOST').split(':');
    app = initializeApp({ projectId, apiKey: 'demo-key', storageBucket: `${projectId}.appspot.com` }, `storage-test-${Date.now()}`);
    auth = getAuth(app);
    connectAuthEmulator(auth, `http://${required('FIREBASE_AUTH_EMULATOR_HOST')}`, { disableWarnings: true });
    storage = getStorage(app);
    connectStorageEmulator(storage, storageHost ?? '127.0.0.1', Number(storagePort));
    const credential = await createUserWithEmailAndPassword(auth, `storage-${Date.now()}@example.test`, 'storage-password');
    uid = credential.user.uid;
  });

  afterAll(async () => {
    await deleteApp(app);
  });

  it('stores an owner upload and serves it through its download URL', async () => {
    const picture = ref(storage, `vMember/${uid}/profilePicture/${Date.now()}`);
    const result = await uploadBytes(picture, PNG, { contentType: 'image/png' });
    expect(result.metadata.size).toBe(PNG.byteLength);
    const url = await getDownloadURL(picture);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it('lets the owner replace and delete a picture', async () => {
    const picture = ref(storage, `vMember/${uid}/profilePicture/1700000000000.webp`);
    await uploadBytes(picture, PNG, { contentType: 'image/png' });
    await uploadBytes(picture, PNG, { contentType: 'image/webp' });
    await deleteObject(picture);
  });

  it("refuses uploads to another member's folder", async () => {
    await expectDenied(uploadBytes(ref(storage, 'vMember/someone-else/profilePicture/1'), PNG, { contentType: 'image/png' }));
  });

  it('refuses content types other than png, jpeg and webp', async () => {
    for (const contentType of ['text/html', 'image/svg+xml', 'application/octet-stream']) {
      await expectDenied(uploadBytes(ref(storage, `vMember/${uid}/profilePicture/1700000000001`), PNG, { contentType }));
    }
  });

  it('refuses empty files and files over 5 MB', async () => {
    await expectDenied(uploadBytes(ref(storage, `vMember/${uid}/profilePicture/1700000000002`), new Uint8Array(0), { contentType: 'image/png' }));
    await expectDenied(uploadBytes(ref(storage, `vMember/${uid}/profilePicture/1700000000003`), new Uint8Array(MAX_BYTES + 1), { contentType: 'image/png' }));
  });

  it('refuses file names other than a timestamp with an optional image extension', async () => {
    for (const name of ['picture', '1700000000000.html', '1700000000000.png.exe', '12345678901234567']) {
      await expectDenied(uploadBytes(ref(storage, `vMember/${uid}/profilePicture/${name}`), PNG, { contentType: 'image/png' }));
    }
  });

  it('refuses paths outside profilePicture and any listing', async () => {
    await expectDenied(uploadBytes(ref(storage, `vMember/${uid}/other/1`), PNG, { contentType: 'image/png' }));
    await expectDenied(uploadBytes(ref(storage, `elsewhere/${uid}.png`), PNG, { contentType: 'image/png' }));
    await expectDenied(listAll(ref(storage, `vMember/${uid}/profilePicture`)));
  });

  it('refuses uploads without a signed-in user', async () => {
    await signOut(auth);
    await expectDenied(uploadBytes(ref(storage, `vMember/${uid}/profilePicture/1700000000004`), PNG, { contentType: 'image/png' }));
  });
});
