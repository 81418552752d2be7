import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredImagesPort, StoredObject } from '../../src/ports/stored-images.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { uniqueMemberId } from '../support/test-ids';

export interface StoredImagesFixtures {
  /** Leaves an object in the bucket, as a member's finished upload would (or replaces it). */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The time by the store's clock, the one that stamps `updatedAt`. */
  now(): number;
}

export type StoredImagesSubject = ContractSubject<StoredImagesPort, StoredImagesFixtures>;

/** How far apart the test's clock and the store's may be (the emulator runs beside the test). */
const CLOCK_TOLERANCE_MS = 5_000;

// A PNG signature and the start of its header, then bytes that tell one object from another.
const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82];
const picture = (size: number, fill = 7) => new Uint8Array(Array.from({ length: size }, (_, i) => PNG_START[i] ?? fill));

export function describeStoredImagesContract(adapterName: string, makeSubject: MakeSubject<StoredImagesPort, StoredImagesFixtures>): void {
  describe(`StoredImagesPort contract: ${adapterName}`, () => {
    let subject: StoredImagesSubject;
    let port: StoredImagesPort;
    let member: string;
    // Names no upload of the app takes (its files are named by a number): the local Storage
    // emulator reports uploads to the trigger runner, which must leave these alone.
    const sitePicture = (label: string, of = member) => `vMember/${of}/site/contract-${label}.png`;
    const byName = (objects: readonly StoredObject[]) => [...objects].sort((a, b) => (a.name < b.name ? -1 : 1));

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
      member = uniqueMemberId();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    describe('head', () => {
      it('reads the first bytes of an object, or the whole of a shorter one', async () => {
        const bytes = picture(40);
        await subject.fixtures.put(sitePicture('a'), bytes, 'image/png');
        expect(await port.head(sitePicture('a'), 12)).toEqual(bytes.slice(0, 12));
        expect(await port.head(sitePicture('a'), 4096)).toEqual(bytes);
      });

      it('reads null for an object never stored', async () => {
        expect(await port.head(sitePicture('never'), 12)).toBeNull();
      });

      it('reads no bytes of an empty object, which is still there', async () => {
        await subject.fixtures.put(sitePicture('empty'), new Uint8Array(0), 'image/png');
        expect(await port.head(sitePicture('empty'), 12)).toEqual(new Uint8Array(0));
      });

      it('reads the new bytes of an object written over', async () => {
        await subject.fixtures.put(sitePicture('a'), picture(30, 1), 'image/png');
        await subject.fixtures.put(sitePicture('a'), picture(20, 2), 'image/png');
        expect(await port.head(sitePicture('a'), 64)).toEqual(picture(20, 2));
      });
    });

    describe('remove', () => {
      it('removes an object: it reads null and is listed no more', async () => {
        await subject.fixtures.put(sitePicture('a'), picture(20), 'image/png');
        await subject.fixtures.put(sitePicture('b'), picture(20), 'image/png');
        await port.remove(sitePicture('a'));
        expect(await port.head(sitePicture('a'), 12)).toBeNull();
        expect((await port.listSite(member)).map((o) => o.name)).toEqual([sitePicture('b')]);
      });

      it('is not an error for an object already gone or never stored', async () => {
        await subject.fixtures.put(sitePicture('a'), picture(20), 'image/png');
        await port.remove(sitePicture('a'));
        await expect(port.remove(sitePicture('a'))).resolves.toBeUndefined();
        await expect(port.remove(sitePicture('never'))).resolves.toBeUndefined();
      });
    });

    describe('listSite', () => {
      it('lists nothing for a member with no site pictures', async () => {
        expect(await port.listSite(member)).toEqual([]);
      });

      it("lists every object of the member's site folder with its size and when it was written", async () => {
        const before = subject.fixtures.now();
        await subject.fixtures.put(sitePicture('a'), picture(20), 'image/png');
        await subject.fixtures.put(sitePicture('b'), picture(35), 'image/webp');
        const after = subject.fixtures.now();
        const listed = byName(await port.listSite(member));
        expect(listed.map(({ name, bytes }) => ({ name, bytes }))).toEqual([
          { name: sitePicture('a'), bytes: 20 },
          { name: sitePicture('b'), bytes: 35 },
        ]);
        for (const object of listed) {
          expect(object.updatedAt).toBeGreaterThanOrEqual(before - CLOCK_TOLERANCE_MS);
          expect(object.updatedAt).toBeLessThanOrEqual(after + CLOCK_TOLERANCE_MS);
        }
      });

      it("leaves out the member's other folders and other members' pictures, even under a longer id", async () => {
        await subject.fixtures.put(sitePicture('a'), picture(20), 'image/png');
        await subject.fixtures.put(`vMember/${member}/profilePicture/contract-a.png`, picture(20), 'image/png');
        await subject.fixtures.put(sitePicture('a', `${member}x`), picture(20), 'image/png');
        await subject.fixtures.put(sitePicture('a', uniqueMemberId()), picture(20), 'image/png');
        expect((await port.listSite(member)).map((o) => o.name)).toEqual([sitePicture('a')]);
      });

      it('lists an object written over once, by its new size', async () => {
        await subject.fixtures.put(sitePicture('a'), picture(30), 'image/png');
        await subject.fixtures.put(sitePicture('a'), picture(45), 'image/png');
        expect((await port.listSite(member)).map(({ name, bytes }) => ({ name, bytes }))).toEqual([{ name: sitePicture('a'), bytes: 45 }]);
      });
    });
  });
}
