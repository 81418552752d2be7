import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryContainer } from '../../test/support/memory-container';
import { FILE_STORAGE } from '../ports/file-storage.port';
import { STORAGE_USAGE } from '../ports/stored-images.port';
import { STORAGE_QUOTA } from '../core/storage/storage-quota';
import { MEMBER_RECORDS } from '../ports/member-records.port';
import { SITE_CONTENT } from '../ports/site-content.port';
import type { SiteContent } from '../core/site/site-content';
import { SaveSiteLayoutUseCase, SaveSiteSectionUseCase } from './save-site-section.use-case';
import { SetSitePublishedUseCase } from './set-site-published.use-case';
import { UploadSiteImageUseCase } from './upload-site-image.use-case';

const MEMBER = 'member-1';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

function setup() {
  const memory = createMemoryContainer({ now: Date.UTC(2026, 0, 10) });
  memory.db.setDocument(['vMember', MEMBER], { id: MEMBER, username: 'member1', domain: 'member1.sitio.app', published: true, namePublico: 'Ana' });
  memory.container.bind(SaveSiteSectionUseCase).toSelf();
  memory.container.bind(SaveSiteLayoutUseCase).toSelf();
  memory.container.bind(SetSitePublishedUseCase).toSelf();
  memory.container.bind(UploadSiteImageUseCase).toSelf();
  return memory;
}

function latestContent(memory: ReturnType<typeof setup>): Promise<SiteContent> {
  return new Promise((resolve) => {
    const stop = memory.get(SITE_CONTENT).watchSiteContent(MEMBER, (content) => {
      queueMicrotask(() => stop());
      resolve(content);
    });
  });
}

describe('SaveSiteSectionUseCase', () => {
  it('saves the normalised section', async () => {
    const memory = setup();
    const result = await memory.container.get(SaveSiteSectionUseCase).execute(MEMBER, 'styles', { themeColor: '#1f6feb', font: 'Lato', coverTemplate: 2, coverPicture: '' });
    expect(result).toEqual({ outcome: 'saved' });
    const gallery = await memory.container.get(SaveSiteSectionUseCase).execute(MEMBER, 'gallery', { images: [{ url: ' https://cdn.example/a.jpg ', alt: 'Bread' }] });
    expect(gallery).toEqual({ outcome: 'saved' });
    expect((await latestContent(memory)).sections.gallery).toEqual({ images: [{ id: 'item-0', url: 'https://cdn.example/a.jpg', alt: 'Bread' }] });
  });

  it('stores the name and styles as public member fields, in the record and its projection only', async () => {
    const memory = setup();
    const save = memory.container.get(SaveSiteSectionUseCase);
    expect(await save.execute(MEMBER, 'styles', { themeColor: '#1f6feb', font: 'Lato', coverTemplate: 2, coverPicture: '' })).toEqual({ outcome: 'saved' });
    expect(await save.execute(MEMBER, 'name', { publicName: ' Panadería  Sol ', businessName: '' })).toEqual({ outcome: 'saved' });
    expect(memory.db.getDocument(['vMember', MEMBER])).toMatchObject({ namePublico: 'Panadería Sol', businessName: null, themeColor: '#1F6FEB', font: 'Lato', coverTemplate: 2 });
    expect(memory.db.getDocument(['publicSites', 'member1'])).toMatchObject({ memberId: MEMBER, namePublico: 'Panadería Sol', themeColor: '#1F6FEB', font: 'Lato', published: true });
    expect(memory.db.getDocument(['vMember', MEMBER, 'site', 'name'])).toBeNull();
    expect(memory.db.getDocument(['vMember', MEMBER, 'site', 'styles'])).toBeNull();
  });

  it.each([
    ['styles', { themeColor: 'red;}body{display:none' }, 'themeColor', 'invalid-color'],
    ['social-links', { links: { facebook: 'JaVaScRiPt:alert(1)' } }, 'links.facebook', 'unsafe-url'],
    ['payment-links', { links: [{ label: 'Pay', url: 'http://pay.example' }] }, 'links.0.url', 'unsafe-url'],
    ['name', { publicName: 'x'.repeat(10 * 1024 * 1024) }, 'publicName', 'too-long'],
    ['about-us', { body: { blocks: [{ type: 'paragraph', runs: [{ text: 'x', href: 'javascript:alert(1)' }] }] } }, 'body.blocks.0.runs.0.href', 'unsafe-url'],
  ] as const)('refuses bad %s input without writing anything', async (section, content, field, code) => {
    const memory = setup();
    const result = await memory.container.get(SaveSiteSectionUseCase).execute(MEMBER, section, content);
    expect(result).toEqual({ outcome: 'invalid', errors: { [field]: code } });
    expect(memory.db.getDocument(['vMember', MEMBER, 'site', section])).toBeNull();
  });

  it('reports an unreachable backend as unavailable, keeping nothing half-written', async () => {
    const memory = setup();
    memory.db.setOffline(true);
    const result = await memory.container.get(SaveSiteSectionUseCase).execute(MEMBER, 'name', { publicName: 'Sol' });
    expect(result).toEqual({ outcome: 'failed', code: 'unavailable' });
    memory.db.setOffline(false);
    expect(memory.db.getDocument(['vMember', MEMBER, 'site', 'name'])).toBeNull();
  });
});

describe('SaveSiteLayoutUseCase', () => {
  it('saves the order and hidden flags, refusing unknown sections', async () => {
    const memory = setup();
    const useCase = memory.container.get(SaveSiteLayoutUseCase);
    expect(await useCase.execute(MEMBER, { order: ['hours', 'gallery'], hidden: ['gallery'] })).toEqual({ outcome: 'saved' });
    const { layout } = await latestContent(memory);
    expect(layout.order.slice(0, 2)).toEqual(['hours', 'gallery']);
    expect(layout.hidden).toEqual(['gallery']);
    expect(await useCase.execute(MEMBER, { order: ['__proto__'], hidden: [] })).toEqual({ outcome: 'invalid', errors: { 'order.0': 'unknown-section' } });
  });
});

describe('SetSitePublishedUseCase', () => {
  it('unpublishes and publishes the member\'s own site', async () => {
    const memory = setup();
    const useCase = memory.container.get(SetSitePublishedUseCase);
    expect(await useCase.execute(MEMBER, false)).toEqual({ outcome: 'saved' });
    expect((await memory.get(MEMBER_RECORDS).get(MEMBER))?.published).toBe(false);
    expect(await useCase.execute(MEMBER, true)).toEqual({ outcome: 'saved' });
    expect((await memory.get(MEMBER_RECORDS).get(MEMBER))?.published).toBe(true);
  });

  it('reports failure when offline', async () => {
    const memory = setup();
    memory.db.setOffline(true);
    expect(await memory.container.get(SetSitePublishedUseCase).execute(MEMBER, false)).toEqual({ outcome: 'failed', code: 'unavailable' });
  });
});

/** The random part of a file's name, fixed here: the draw itself is upload-name.test.ts's and the pictures test's. */
const RANDOM_PART = 427;
/** The stored name of the first picture uploaded at the memory clock's time. */
const NAME = `${Date.UTC(2026, 0, 10)}${RANDOM_PART}`;

describe('UploadSiteImageUseCase', () => {
  beforeEach(() => {
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array) array.fill(RANDOM_PART);
      return array;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stores a checked image under site/{time and random part} and returns an https URL', async () => {
    const memory = setup();
    const result = await memory.container.get(UploadSiteImageUseCase).execute(MEMBER, { name: 'bread.png', type: 'image/png', bytes: new Blob([PNG]) });
    expect(result.ok).toBe(true);
    expect(result.ok && result.url).toBe(`https://files.memory.test/vMember/${MEMBER}/site/${NAME}`);
    expect(memory.get(FILE_STORAGE)).toBeDefined();
  });

  it.each([
    ['an HTML file named .png', { name: 'x.png', type: 'image/png', bytes: new Blob(['<html><script>alert(1)</script>']) }, 'content-mismatch'],
    ['an empty file', { name: 'x.png', type: 'image/png', bytes: new Blob([]) }, 'empty-file'],
    ['an SVG', { name: 'x.svg', type: 'image/svg+xml', bytes: new Blob(['<svg onload="alert(1)"/>']) }, 'unsupported-type'],
    ['a 50 MB file', { name: 'x.png', type: 'image/png', bytes: new Blob([PNG, new Uint8Array(50 * 1024 * 1024)]) }, 'file-too-large'],
    ['a name with ../', { name: '../x.png', type: 'image/png', bytes: new Blob([PNG]) }, 'invalid-file-name'],
  ] as const)('refuses %s', async (_what, file, error) => {
    const memory = setup();
    expect(await memory.container.get(UploadSiteImageUseCase).execute(MEMBER, file)).toEqual({ ok: false, error });
  });

  it('stores what the browser prepared, not the original', async () => {
    const memory = setup();
    const smaller = new Blob([PNG, new Uint8Array([1, 2, 3])]);
    const prepared: { bytes: Blob; mimeType: string }[] = [];
    const result = await memory.container.get(UploadSiteImageUseCase).execute(MEMBER, { name: 'bread.png', type: 'image/png', bytes: new Blob([PNG, new Uint8Array(4000)]) }, async (bytes, mimeType) => {
      prepared.push({ bytes, mimeType });
      return { ok: true, bytes: smaller };
    });
    expect(result.ok).toBe(true);
    expect(prepared.map((p) => [p.bytes.size, p.mimeType])).toEqual([[PNG.length + 4000, 'image/png']]);
    expect(memory.db.readFile(`vMember/${MEMBER}/site/${NAME}`)?.bytes).toEqual(new Uint8Array([...PNG, 1, 2, 3]));
  });

  it.each([
    ['the browser cannot decode it', { ok: false, failure: 'undecodable' }, 'content-mismatch'],
    ['it cannot be brought within the limit', { ok: false, failure: 'too-large' }, 'file-too-large'],
    ['what was prepared is not the image type', { ok: true, bytes: new Blob(['<html>']) }, 'content-mismatch'],
    ['what was prepared is over 5 MB', { ok: true, bytes: new Blob([PNG, new Uint8Array(6 * 1024 * 1024)]) }, 'file-too-large'],
  ] as const)('refuses a picture, storing nothing, when %s', async (_what, outcome, error) => {
    const memory = setup();
    const result = await memory.container.get(UploadSiteImageUseCase).execute(MEMBER, { name: 'bread.png', type: 'image/png', bytes: new Blob([PNG]) }, () => Promise.resolve(outcome));
    expect(result).toEqual({ ok: false, error });
    expect(memory.db.readFile(`vMember/${MEMBER}/site/${NAME}`)).toBeNull();
  });

  it('stores the copies the browser made beside the picture, and saves a reference that lists their widths', async () => {
    const memory = setup();
    const webp = (size: number) => new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]), new Uint8Array(size)]);
    const seen: number[] = [];
    const result = await memory.container.get(UploadSiteImageUseCase).execute(
      MEMBER,
      { name: 'bread.png', type: 'image/png', bytes: new Blob([PNG]) },
      () => Promise.resolve({ ok: true, bytes: new Blob([PNG]), width: 1200, copies: [{ width: 480, bytes: webp(10) }, { width: 960, bytes: new Blob(['<html>']) }, { width: 1600, bytes: webp(10) }] }),
      { onProgress: (p) => seen.push(p.sentBytes) },
    );
    const picture = `https://files.memory.test/vMember/${MEMBER}/site/${NAME}`;
    // The copy that is not WebP and the one wider than the picture are left out; the picture is kept.
    expect(result).toEqual({ ok: true, url: `${picture}#w=480,1200` });
    expect(memory.db.readFile(`vMember/${MEMBER}/site/${NAME}-480.webp`)?.contentType).toBe('image/webp');
    expect(memory.db.readFile(`vMember/${MEMBER}/site/${NAME}-960.webp`)).toBeNull();
    expect(seen.at(-1)).toBe(PNG.length + 22);
  });

  it('counts the copies against the quota before sending anything', async () => {
    const memory = setup();
    // One file short of the quota: room for a picture, not for a picture and its copy.
    for (let i = 0; i < STORAGE_QUOTA.files - 1; i += 1) await memory.get(STORAGE_USAGE).count(MEMBER, `vMember/member-1/site/${i}`, 1);
    const webp = new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50])]);
    const result = await memory.container.get(UploadSiteImageUseCase).execute(MEMBER, { name: 'bread.png', type: 'image/png', bytes: new Blob([PNG]) }, () =>
      Promise.resolve({ ok: true, bytes: new Blob([PNG]), width: 1600, copies: [{ width: 480, bytes: webp }] }),
    );
    expect(result).toEqual({ ok: false, error: 'quota-exceeded' });
  });

  it('never prepares a file that failed the checks', async () => {
    const memory = setup();
    let prepared = 0;
    const result = await memory.container.get(UploadSiteImageUseCase).execute(MEMBER, { name: 'x.png', type: 'image/png', bytes: new Blob(['<svg onload="alert(1)"/>']) }, (bytes) => {
      prepared += 1;
      return Promise.resolve({ ok: true, bytes });
    });
    expect(result).toEqual({ ok: false, error: 'content-mismatch' });
    expect(prepared).toBe(0);
  });
});
