import { describe, expect, it } from 'vitest';
import { memoryUrlPath } from '../../src/adapters/memory/file-storage.memory';
import { FILE_STORAGE } from '../../src/ports/file-storage.port';
import { createMemoryContainer } from '../support/memory-container';
import { uniqueMemberId } from '../support/test-ids';
import { describeFileStorageContract, pngBytes } from './file-storage.contract';

describeFileStorageContract('memory', async () => {
  const { get, db } = createMemoryContainer();
  return {
    port: get(FILE_STORAGE),
    fixtures: {
      readFile: async (url) => {
        const path = memoryUrlPath(url);
        return path === null ? null : db.readFile(path);
      },
    },
  };
});

describe('MemoryFileStorage beyond the contract', () => {
  it("returns a memory:// URL and rejects a member id that would escape its folder", async () => {
    const { get } = createMemoryContainer();
    const file = { bytes: new Blob([pngBytes() as Uint8Array<ArrayBuffer>]), contentType: 'image/png' as const };
    const url = await get(FILE_STORAGE).uploadProfilePicture(uniqueMemberId(), file, 5);
    expect(url.startsWith('memory://vMember/')).toBe(true);
    await expect(get(FILE_STORAGE).uploadProfilePicture('../other', file, 5)).rejects.toMatchObject({ code: 'invalid-input' });
  });

  it("fails with 'unavailable' while offline", async () => {
    const { get, db } = createMemoryContainer();
    db.setOffline(true);
    const file = { bytes: new Blob([pngBytes() as Uint8Array<ArrayBuffer>]), contentType: 'image/png' as const };
    await expect(get(FILE_STORAGE).uploadProfilePicture(uniqueMemberId(), file, 5)).rejects.toMatchObject({ code: 'unavailable' });
  });
});
