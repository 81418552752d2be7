import { afterAll } from 'vitest';
import { AdminStoredImages } from '../../src/adapters/node/stored-images.admin';
import { sharedAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describeStoredImagesContract } from './stored-images.contract';

const backend = sharedAdminContractBackend('stored-images');
afterAll(() => backend.dispose());

// The default bucket, as the Storage triggers open it; the admin SDK writes the fixtures too.
describeStoredImagesContract('firebase-admin', async () => {
  const { storage } = backend.get();
  return {
    port: new AdminStoredImages(storage),
    fixtures: {
      put: async (name, bytes, contentType) => {
        await storage.bucket().file(name).save(Buffer.from(bytes), { contentType, resumable: false });
      },
      // The emulator stamps objects by this machine's clock.
      now: () => Date.now(),
    },
  };
});
