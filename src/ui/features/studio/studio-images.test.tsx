import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteLanguage } from '../../../core/member/member-record';
import { projectedSectionOf } from '../../../core/site/projected-sections';
import { publicMemberFields } from '../../../core/site/public-projection';
import { DAY_MS } from '../../../core/time/time';
import { MAX_IMAGE_BYTES } from '../../../core/validation/image-upload';
import { renderDashboard, type RenderedDashboard } from '../../testing/render-dashboard';
import { pauseTyping } from '../../testing/timers';

// The compression library needs a real canvas, which jsdom has not: it is replaced by one that
// records what it was asked and returns a small PNG.
const compression = vi.hoisted(() => ({ calls: [] as { name: string; options: Record<string, unknown> }[], output: null as Blob | null }));
vi.mock('browser-image-compression', () => ({
  default: (file: File, options: Record<string, unknown>) => {
    compression.calls.push({ name: file.name, options });
    return Promise.resolve(compression.output ?? file);
  },
}));

// Saves wait on the simulated clock, not here: this only covers the editor's lazy first import,
// which takes seconds on a busy machine.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82];
const SAVED_COVER = 'https://files.memory.test/vMember/owner/site/1';

function png(extraBytes = 0): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(PNG_SIGNATURE.length + extraBytes);
  bytes.set(PNG_SIGNATURE);
  return bytes;
}

const elite = () => ({ activeUntil: Date.now() + 10 * DAY_MS, domain: 'ana1234.sitio.app', username: 'ana1234' });

/** The styles editor with a cover picture already saved. */
async function stylesWithSavedCover(language: SiteLanguage = 'EN'): Promise<RenderedDashboard> {
  return renderDashboard({
    path: '/dashboard/website-studio/styles',
    member: elite(),
    language,
    arrange: async (app, id) => {
      const saved = await app.backend.useCases.saveSiteSection.execute(id, 'styles', { themeColor: '#1F6FEB', font: 'Lato', coverTemplate: 1, coverPicture: SAVED_COVER });
      if (saved.outcome !== 'saved') throw new Error(`arranging the saved styles failed: ${saved.outcome}`);
    },
  });
}

/** The cover is offered to be cropped to its template's shape; these keep it whole. */
async function keepWhole(user: ReturnType<typeof userEvent.setup>, language: SiteLanguage = 'EN'): Promise<void> {
  await user.click(await screen.findByRole('button', { name: language === 'ES' ? 'Subirla entera' : 'Upload it whole' }));
}

function coverField(label: string) {
  return screen.getByLabelText(label).closest('.image-field') as HTMLElement;
}

/** Where the memory file storage keeps the file behind a site image URL. */
function storagePath(url: string): string {
  return url.replace(/^https:\/\/[^/]+\//, '');
}

/** The saved picture's thumbnail (decorative: its label is the field's). */
function thumb(field: HTMLElement): HTMLImageElement {
  const img = field.querySelector('img');
  if (img === null) throw new Error('no thumbnail');
  return img;
}

/** The saved styles: public member fields, kept in the member record (and its projection). */
function storedStyles(rendered: RenderedDashboard): Record<string, unknown> | null {
  const record = rendered.app.db.getDocument(['vMember', rendered.memberId]);
  return record === null ? null : { ...projectedSectionOf('styles', publicMemberFields(record)) };
}

/** The browser decodes the picture as `width` × `height`, or cannot decode it at all. */
function browserDecodes(size: { width: number; height: number } | 'nothing') {
  const decode = vi.fn((bytes: Blob) => {
    void bytes;
    return size === 'nothing' ? Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')) : Promise.resolve({ ...size, close: () => undefined });
  });
  vi.stubGlobal('createImageBitmap', decode);
  // A canvas to draw on, which jsdom does not provide.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never);
  return decode;
}

beforeEach(() => {
  compression.calls = [];
  compression.output = null;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('website studio image fields', { timeout: 30_000 }, () => {
  it.each<[SiteLanguage, string, string]>([
    ['EN', 'Cover picture', 'This image is larger than 5 MB.'],
    ['ES', 'Imagen de portada', 'Esta imagen pesa más de 5 MB.'],
  ])('refuses a picture over 5 MB with the upload check’s message and keeps the saved cover (%s)', async (language, label, message) => {
    const decode = browserDecodes({ width: 4000, height: 3000 });
    const user = userEvent.setup();
    const rendered = await stylesWithSavedCover(language);
    const field = await waitFor(() => coverField(label));
    expect(thumb(field)).toHaveAttribute('src', SAVED_COVER);

    await user.upload(screen.getByLabelText(label), new File([png(MAX_IMAGE_BYTES)], 'huge.png', { type: 'image/png' }));

    expect(await within(field).findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    // Refused before anything was decoded, resized or sent; the saved picture is untouched.
    expect(decode).not.toHaveBeenCalled();
    expect(compression.calls).toEqual([]);
    expect(thumb(field)).toHaveAttribute('src', SAVED_COVER);
    expect(storedStyles(rendered)).toMatchObject({ coverPicture: SAVED_COVER });
    // Nothing pending on the device either: a reload shows the saved cover.
    expect(localStorage.getItem(`sitio.studioDraft.${rendered.memberId}.styles`)).toBeNull();
  });

  it.each<[SiteLanguage, string, string]>([
    ['EN', 'Cover picture', 'Your website has reached its storage limit'],
    ['ES', 'Imagen de portada', 'Tu sitio web llegó a su límite de almacenamiento'],
  ])('says when the storage is full, uploads nothing and keeps the saved cover (%s)', async (language, label, message) => {
    browserDecodes({ width: 800, height: 600 });
    const user = userEvent.setup();
    const rendered = await stylesWithSavedCover(language);
    rendered.app.db.setDocument(['storageUsage', rendered.memberId], { files: 1000, bytes: 1 });
    const field = await waitFor(() => coverField(label));

    await user.upload(screen.getByLabelText(label), new File([png(100)], 'good.png', { type: 'image/png' }));
    await keepWhole(user, language);

    expect(await within(field).findByText(new RegExp(message))).toBeInTheDocument();
    expect(rendered.app.db.listFiles(`vMember/${rendered.memberId}/`)).toEqual([]);
    expect(thumb(field)).toHaveAttribute('src', SAVED_COVER);
    expect(storedStyles(rendered)).toMatchObject({ coverPicture: SAVED_COVER });
  });

  it.each<[SiteLanguage, string, string]>([
    ['EN', 'Cover picture', 'This file is not the image it claims to be.'],
    ['ES', 'Imagen de portada', 'Este archivo no es la imagen que dice ser.'],
  ])('refuses a picture the browser cannot decode and keeps the saved cover (%s)', async (language, label, message) => {
    browserDecodes('nothing');
    const user = userEvent.setup();
    const rendered = await stylesWithSavedCover(language);
    const field = await waitFor(() => coverField(label));

    // A PNG signature followed by nothing a decoder can read.
    await user.upload(screen.getByLabelText(label), new File([png(2048)], 'broken.png', { type: 'image/png' }));
    await keepWhole(user, language);

    expect(await within(field).findByText(message)).toBeInTheDocument();
    expect(compression.calls).toEqual([]);
    expect(thumb(field)).toHaveAttribute('src', SAVED_COVER);
    expect(storedStyles(rendered)).toMatchObject({ coverPicture: SAVED_COVER });
    expect(localStorage.getItem(`sitio.studioDraft.${rendered.memberId}.styles`)).toBeNull();
    // The field still works: a good picture replaces the saved one.
    browserDecodes({ width: 800, height: 600 });
    await user.upload(screen.getByLabelText(label), new File([png(100)], 'good.png', { type: 'image/png' }));
    await keepWhole(user, language);
    await waitFor(() => expect(thumb(field).getAttribute('src')).not.toBe(SAVED_COVER));
    expect(within(field).queryByText(message)).toBeNull();
  });

  it('resizes a large picture to at most 1600 px before uploading it, and stores the smaller file', async () => {
    const decode = browserDecodes({ width: 4000, height: 3000 });
    const small = png(10);
    compression.output = new File([small], 'cover.png', { type: 'image/png' });
    const user = userEvent.setup();
    const rendered = await stylesWithSavedCover();
    const field = await waitFor(() => coverField('Cover picture'));

    await user.upload(screen.getByLabelText('Cover picture'), new File([png(3 * 1024 * 1024)], 'cover.png', { type: 'image/png' }));
    await keepWhole(user);

    // The upload is done once the field shows the new picture; the pause then saves it.
    await waitFor(() => expect(thumb(field).getAttribute('src')).not.toBe(SAVED_COVER));
    await pauseTyping(rendered.app);
    await waitFor(() => expect(storedStyles(rendered)?.coverPicture).not.toBe(SAVED_COVER));
    // Decoded once to resize, once more to make its narrower WebP copies.
    expect(decode).toHaveBeenCalledTimes(2);
    expect(compression.calls[0]).toEqual({ name: 'cover.png', options: expect.objectContaining({ maxWidthOrHeight: 1600, maxSizeMB: 1, fileType: 'image/png' }) as unknown });
    expect(compression.calls.slice(1).map((call) => call.options.fileType)).toEqual(['image/webp', 'image/webp']);
    // The worker loads the library from this app, never from a CDN.
    expect(String(compression.calls[0]?.options.libURL)).toMatch(/^http:\/\/localhost(:\d+)?\//);
    const url = String(storedStyles(rendered)?.coverPicture);
    expect(thumb(field)).toHaveAttribute('src', url);
    const stored = rendered.app.db.readFile(storagePath(url));
    expect(stored?.bytes).toEqual(small);
  });

  it('uploads a picture already within 1600 px and 1 MB as it is, without encoding it again', async () => {
    browserDecodes({ width: 1200, height: 900 });
    const original = png(50_000);
    const user = userEvent.setup();
    const rendered = await renderDashboard({ path: '/dashboard/website-studio/gallery', member: elite() });
    await user.click(await screen.findByRole('button', { name: 'Add an image' }));
    await user.upload(screen.getByLabelText('Image'), new File([original], 'bread.png', { type: 'image/png' }));
    await user.type(screen.getByLabelText('Image description'), 'Loaves');
    // The upload is done once the file field is enabled again; the pause then saves the picture.
    await waitFor(() => expect(screen.getByLabelText('Image')).toBeEnabled());
    await pauseTyping(rendered.app);

    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
    // Only its narrower WebP copies are encoded; the picture itself is stored as it came.
    expect(compression.calls.map((call) => call.options.fileType)).toEqual(['image/webp', 'image/webp']);
    const gallery = rendered.app.db.getDocument(['vMember', rendered.memberId, 'site', 'gallery']) as { images: { url: string }[] };
    expect(rendered.app.db.readFile(storagePath(gallery.images[0]?.url ?? ''))?.bytes).toEqual(original);
  });
});
