import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../src/core/validation/image-upload';
import type { FileStoragePort, ImageFile } from '../../src/ports/file-storage.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

export interface FileStorageFixtures {
  /** The stored bytes and type behind a URL the port returned, or null when nothing is there. */
  readFile(url: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
}

export type FileStorageSubject = ContractSubject<FileStoragePort, FileStorageFixtures>;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function pngBytes(size = 64): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  for (let i = PNG_SIGNATURE.length; i < size; i += 1) bytes[i] = i % 251;
  return bytes;
}

function imageFile(bytes: Uint8Array, contentType: ImageFile['contentType'] = 'image/png'): ImageFile {
  return { bytes: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType }), contentType };
}

const REFUSED = { code: expect.stringMatching(/^(invalid-input|permission-denied)$/) };

export function describeFileStorageContract(adapterName: string, makeSubject: MakeSubject<FileStoragePort, FileStorageFixtures>): void {
  describe(`FileStoragePort contract: ${adapterName}`, () => {
    let subject: FileStorageSubject;
    let port: FileStoragePort;
    let memberId: string;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
      memberId = uniqueMemberId();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('stores the picture under vMember/{id}/profilePicture/{timestamp} and returns its URL', async () => {
      const url = await port.uploadProfilePicture(memberId, imageFile(pngBytes()), 1_700_000_000_000);
      expect(decodeURIComponent(url)).toContain(`vMember/${memberId}/profilePicture/1700000000000`);
    });

    it('keeps the exact bytes and the content type', async () => {
      const bytes = pngBytes(300);
      const url = await port.uploadProfilePicture(memberId, imageFile(bytes), 1);
      const stored = await subject.fixtures.readFile(url);
      expect(stored?.contentType).toBe('image/png');
      expect(Array.from(stored?.bytes ?? [])).toEqual(Array.from(bytes));
    });

    it('gives each timestamp its own file, so an older picture stays reachable', async () => {
      const first = await port.uploadProfilePicture(memberId, imageFile(pngBytes(10)), 1);
      const second = await port.uploadProfilePicture(memberId, imageFile(pngBytes(20)), 2);
      expect(first).not.toBe(second);
      expect((await subject.fixtures.readFile(first))?.bytes.length).toBe(10);
      expect((await subject.fixtures.readFile(second))?.bytes.length).toBe(20);
    });

    it('refuses an empty file', async () => {
      await expect(port.uploadProfilePicture(memberId, imageFile(new Uint8Array(0)), 1)).rejects.toMatchObject(REFUSED);
    });

    it('refuses a file over the size limit', async () => {
      await expect(port.uploadProfilePicture(memberId, imageFile(pngBytes(MAX_IMAGE_BYTES + 1)), 1)).rejects.toMatchObject(REFUSED);
    });

    it('refuses a type that is not an image', async () => {
      const html = { bytes: new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), contentType: 'text/html' } as unknown as ImageFile;
      await expect(port.uploadProfilePicture(memberId, html, 1)).rejects.toMatchObject(REFUSED);
    });
  });
}
