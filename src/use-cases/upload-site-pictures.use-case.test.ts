import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createMemoryContainer } from '../../test/support/memory-container';
import { batchProgress } from '../core/storage/picture-batch.machine';
import { STORAGE_QUOTA } from '../core/storage/storage-quota';
import { STORAGE_USAGE } from '../ports/stored-images.port';
import { UploadSiteImageUseCase } from './upload-site-image.use-case';
import { UploadSitePicturesUseCase, type PictureToSend } from './upload-site-pictures.use-case';
import { webUseCasesModule } from './web-use-cases.module';

const MEMBER = 'member-1';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const png = (name: string): PictureToSend => ({ id: name, file: { name, type: 'image/png', bytes: new Blob([PNG]) } });
const html = (name: string): PictureToSend => ({ id: name, file: { name, type: 'image/png', bytes: new Blob(['<html><script>x</script></html>']) } });

function setup() {
  const memory = createMemoryContainer({ now: Date.UTC(2026, 0, 10) });
  memory.db.setDocument(['vMember', MEMBER], { id: MEMBER, username: 'member1', domain: 'member1.sitio.app', published: true, namePublico: 'Ana' });
  memory.container.bind(UploadSiteImageUseCase).toSelf();
  memory.container.bind(UploadSitePicturesUseCase).toSelf();
  return memory;
}

/** Waits until the batch has nothing left on its way. */
function settled(actor: Awaited<ReturnType<UploadSitePicturesUseCase['start']>>): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (actor.getSnapshot().value === 'settled') {
        sub.unsubscribe();
        resolve();
      }
    };
    const sub = actor.subscribe(check);
    check();
  });
}

/** Makes every random part drawn for a file name `parts` in turn (the last one again after that). */
function drawnParts(...parts: number[]): void {
  let next = 0;
  vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
    if (array instanceof Uint32Array) array.fill(parts[Math.min(next++, parts.length - 1)] ?? 0);
    return array;
  });
}

/** The file name in a stored picture's URL. */
const fileNameOf = (url: string) => url.split('/').at(-1)?.split('#')[0];

describe('UploadSitePicturesUseCase', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stores each picture, hands each one over as it lands and refuses a file that is not a picture', async () => {
    const memory = setup();
    const landed: string[] = [];
    const actor = await memory.container.get(UploadSitePicturesUseCase).start(MEMBER, [png('a.png'), html('b.png'), png('c.png')], {
      room: 10,
      landed: (id, url) => landed.push(`${id} ${url}`),
      clock: new SimulatedClock(),
    });
    await settled(actor);
    expect(landed).toHaveLength(2);
    expect(landed[0]).toMatch(/^a\.png https:\/\/files\.memory\.test\/vMember\/member-1\/site\//);
    const pictures = actor.getSnapshot().context.pictures;
    expect(pictures.find((p) => p.id === 'b.png')).toMatchObject({ status: 'failed', failure: 'content-mismatch' });
    expect(batchProgress(actor.getSnapshot().context)).toMatchObject({ done: 2, total: 3, failed: 1 });
  });

  it('stores every picture of a batch in a file of its own, even all in the same millisecond', async () => {
    const memory = setup();
    const landed: string[] = [];
    const names = ['a.png', 'b.png', 'c.png', 'd.png'];
    const actor = await memory.container.get(UploadSitePicturesUseCase).start(MEMBER, names.map(png), { room: 10, landed: (_, url) => landed.push(url), clock: new SimulatedClock() });
    await settled(actor);
    // The memory clock stands still: every picture is ready at the same time.
    expect(landed).toHaveLength(4);
    expect(new Set(landed).size).toBe(4);
  });

  it('converts a file first when asked (an iPhone picture), and lists one that cannot be converted', async () => {
    const memory = setup();
    const landed: string[] = [];
    const heic: PictureToSend = { id: 'h', file: { name: 'IMG_1.HEIC', type: 'image/heic', bytes: new Blob(['heic']) } };
    const broken: PictureToSend = { id: 'x', file: { name: 'IMG_2.HEIC', type: 'image/heic', bytes: new Blob(['??']) } };
    const actor = await memory.container.get(UploadSitePicturesUseCase).start(MEMBER, [heic, broken], {
      room: 10,
      convert: async (file) => (file.name === 'IMG_1.HEIC' ? { name: 'IMG_1.png', type: 'image/png', bytes: new Blob([PNG]) } : null),
      landed: (id) => landed.push(id),
      clock: new SimulatedClock(),
    });
    await settled(actor);
    expect(landed).toEqual(['h']);
    expect(actor.getSnapshot().context.pictures.find((p) => p.id === 'x')?.failure).toBe('content-mismatch');
  });

  it("reads the member's storage before sending, and refuses the part over the quota", async () => {
    const memory = setup();
    memory.db.setDocument(['storageUsage', MEMBER], { files: STORAGE_QUOTA.files - 4, bytes: 0 });
    expect((await memory.get(STORAGE_USAGE).usage(MEMBER)).files).toBe(STORAGE_QUOTA.files - 4);
    const landed: string[] = [];
    const actor = await memory.container.get(UploadSitePicturesUseCase).start(MEMBER, [png('a.png'), png('b.png'), png('c.png')], {
      room: 10,
      landed: (id) => landed.push(id),
      clock: new SimulatedClock(),
    });
    await settled(actor);
    expect(landed).toEqual(['a.png']);
    expect(actor.getSnapshot().context.pictures.map((p) => p.failure)).toEqual([null, 'quota-exceeded', 'quota-exceeded']);
  });

  it("never names a single picture and a batch's picture alike, sent in the same millisecond from one app", async () => {
    const memory = setup();
    // As the web app composes it: a container that makes a new instance on each request, unless the module says otherwise.
    const app = new Container({ parent: memory.container });
    app.load(webUseCasesModule());
    // Both uploaders draw the same random part on a clock that stands still: only one shared uploader tells them apart.
    drawnParts(7);
    const single = await app.get(UploadSiteImageUseCase).execute(MEMBER, png('single.png').file);
    const landed: string[] = [];
    const actor = await app.get(UploadSitePicturesUseCase).start(MEMBER, [png('a.png')], { room: 10, landed: (_, url) => landed.push(url), clock: new SimulatedClock() });
    await settled(actor);
    expect(single.ok).toBe(true);
    expect(landed).toHaveLength(1);
    expect(fileNameOf(landed[0] ?? '')).not.toBe(fileNameOf(single.ok ? single.url : ''));
  });

  it('names pictures sent in the same millisecond by two apps (two tabs, two devices) apart by their random part', async () => {
    const memory = setup();
    const tab = (): UploadSiteImageUseCase => {
      const app = new Container({ parent: memory.container });
      app.load(webUseCasesModule());
      return app.get(UploadSiteImageUseCase);
    };
    drawnParts(11, 12);
    const first = await tab().execute(MEMBER, png('a.png').file);
    const second = await tab().execute(MEMBER, png('b.png').file);
    const now = Date.UTC(2026, 0, 10);
    expect([first, second].map((r) => (r.ok ? fileNameOf(r.url) : r.error))).toEqual([`${now}011`, `${now}012`]);
  });
});
