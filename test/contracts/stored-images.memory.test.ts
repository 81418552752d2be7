import { STORED_IMAGES } from '../../src/ports/stored-images.port';
import { createMemoryContainer } from '../support/memory-container';
import { describeStoredImagesContract } from './stored-images.contract';

describeStoredImagesContract('memory', async () => {
  const { get, db, clock } = createMemoryContainer();
  return {
    port: get(STORED_IMAGES),
    fixtures: {
      put: async (name, bytes, contentType) => db.putFile({ path: name, bytes, contentType }),
      now: () => clock.now(),
    },
  };
});
