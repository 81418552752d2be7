import { describe, expect, it, vi } from 'vitest';
import type { LoggerPort } from '../../ports/logger.port';
import type { CompressImage, ImageDimensions, ResizeDeps } from './resize-image';
import { PROFILE_PICTURE_SIZE, PictureResizeError, WEBSITE_IMAGE_SIZE, oneAtATime, pictureResizer, resizeImage, websiteImageResizer } from './resize-image';

const MB = 1024 * 1024;

function blob(size: number): Blob {
  return new Blob([new Uint8Array(size)], { type: 'image/jpeg' });
}

function logger(): LoggerPort & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, error: () => undefined, info: () => undefined, warn: (message) => warnings.push(message) };
}

function deps(overrides: Partial<ResizeDeps> & { dimensions?: ImageDimensions } = {}): ResizeDeps & { compress: ReturnType<typeof vi.fn<CompressImage>> } {
  const { dimensions = { width: 4000, height: 3000 }, ...rest } = overrides;
  return {
    logger: logger(),
    decode: () => Promise.resolve(dimensions),
    canDraw: () => true,
    compress: vi.fn<CompressImage>(() => Promise.resolve(blob(200_000))),
    ...rest,
  } as ResizeDeps & { compress: ReturnType<typeof vi.fn<CompressImage>> };
}

describe('resizeImage', () => {
  it('brings a website picture to 1600 px and 1 MB, and a profile picture to 512 px and 1 MB', async () => {
    const website = deps();
    const resized = await resizeImage(blob(3 * MB), 'image/jpeg', WEBSITE_IMAGE_SIZE, website);
    expect(resized).toEqual({ ok: true, bytes: expect.any(Blob) as unknown });
    expect(resized.ok && resized.bytes.size).toBe(200_000);
    expect(website.compress.mock.calls[0]?.[1]).toMatchObject({ maxWidthOrHeight: 1600, maxSizeMB: 1, fileType: 'image/jpeg', useWebWorker: true });

    const profile = deps();
    await resizeImage(blob(3 * MB), 'image/jpeg', PROFILE_PICTURE_SIZE, profile);
    expect(profile.compress.mock.calls[0]?.[1]).toMatchObject({ maxWidthOrHeight: 512, maxSizeMB: 1 });
  });

  it('keeps a picture already within the limits untouched', async () => {
    const within = deps({ dimensions: { width: 1600, height: 900 } });
    const original = blob(900_000);
    expect(await resizeImage(original, 'image/jpeg', WEBSITE_IMAGE_SIZE, within)).toEqual({ ok: true, bytes: original });
    expect(within.compress).not.toHaveBeenCalled();
  });

  it('still compresses a picture of few pixels that is over the size target', async () => {
    const heavy = deps({ dimensions: { width: 800, height: 600 } });
    await resizeImage(blob(2 * MB), 'image/png', WEBSITE_IMAGE_SIZE, heavy);
    expect(heavy.compress).toHaveBeenCalledTimes(1);
  });

  it('refuses a picture the browser cannot decode, whatever its size', async () => {
    const broken = deps({ decode: () => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')) });
    expect(await resizeImage(blob(10), 'image/png', WEBSITE_IMAGE_SIZE, broken)).toEqual({ ok: false, failure: 'undecodable' });
    expect(broken.compress).not.toHaveBeenCalled();
  });

  it('without a canvas keeps what the upload rules accept for a website, but only up to 1 MB for a profile picture', async () => {
    const original = blob(3 * MB);
    const noCanvas = deps({ canDraw: () => false });
    expect(await resizeImage(original, 'image/jpeg', WEBSITE_IMAGE_SIZE, noCanvas)).toEqual({ ok: true, bytes: original });
    expect(await resizeImage(original, 'image/jpeg', PROFILE_PICTURE_SIZE, noCanvas)).toEqual({ ok: false, failure: 'too-large' });
    const small = blob(MB);
    expect(await resizeImage(small, 'image/jpeg', PROFILE_PICTURE_SIZE, noCanvas)).toEqual({ ok: true, bytes: small });
    expect(noCanvas.compress).not.toHaveBeenCalled();
  });

  it('without a decoder (older browsers) goes straight to compression', async () => {
    const noDecoder = deps({ decode: null });
    await resizeImage(blob(100), 'image/webp', WEBSITE_IMAGE_SIZE, noDecoder);
    expect(noDecoder.compress).toHaveBeenCalledTimes(1);
  });

  it('falls back to the original when compression fails or takes too long', async () => {
    const original = blob(2 * MB);
    const failing = deps({ compress: vi.fn<CompressImage>(() => Promise.reject(new Error('worker crashed'))) });
    expect(await resizeImage(original, 'image/jpeg', WEBSITE_IMAGE_SIZE, failing)).toEqual({ ok: true, bytes: original });
    expect((failing.logger as ReturnType<typeof logger>).warnings).toEqual(['Picture kept at its original size']);

    const slow = deps({ compress: vi.fn<CompressImage>(() => new Promise(() => undefined)), timeoutMs: 20 });
    expect(await resizeImage(original, 'image/jpeg', WEBSITE_IMAGE_SIZE, slow)).toEqual({ ok: true, bytes: original });
    expect(await resizeImage(original, 'image/jpeg', PROFILE_PICTURE_SIZE, slow)).toEqual({ ok: false, failure: 'too-large' });
  });

  it('treats a decoder that never answers as unable to resize, not as a broken picture', async () => {
    const stuck = deps({ decode: () => new Promise(() => undefined), timeoutMs: 20 });
    const original = blob(2 * MB);
    expect(await resizeImage(original, 'image/jpeg', WEBSITE_IMAGE_SIZE, stuck)).toEqual({ ok: true, bytes: original });
    expect(stuck.compress).not.toHaveBeenCalled();
  });
});

describe('pictureResizer', () => {
  it('rejects with the reason when a profile picture cannot be prepared', async () => {
    // jsdom has neither createImageBitmap nor a canvas: a picture over 1 MB cannot be kept.
    await expect(pictureResizer(logger())(blob(2 * MB), 'image/jpeg')).rejects.toEqual(new PictureResizeError('too-large'));
    const small = blob(1000);
    await expect(pictureResizer(logger())(small, 'image/jpeg')).resolves.toBe(small);
  });
});

describe('websiteImageResizer', () => {
  it('makes WebP copies 480 and 960 px wide of a picture wider than both, in the worker', async () => {
    // The first decode is the original (4000 px), the second what was resized (1600 × 2000, portrait).
    const sizes = [{ width: 4000, height: 5000 }, { width: 1600, height: 2000 }];
    const d = deps({ decode: () => Promise.resolve(sizes.shift() ?? { width: 1600, height: 2000 }) });
    const prepared = await websiteImageResizer(d.logger, d)(blob(3 * MB), 'image/jpeg');
    expect(prepared.ok && prepared.width).toBe(1600);
    expect(prepared.ok && prepared.copies?.map((c) => c.width)).toEqual([480, 960]);
    // Portrait: the longest side of a 480 px wide copy is 600 px.
    expect(d.compress.mock.calls.slice(1).map((call) => [call[1].maxWidthOrHeight, call[1].fileType, call[1].useWebWorker])).toEqual([
      [600, 'image/webp', true],
      [1200, 'image/webp', true],
    ]);
  });

  it('keeps the picture without copies when the browser cannot make them', async () => {
    let calls = 0;
    const d = deps({ compress: vi.fn<CompressImage>(() => (calls++ === 0 ? Promise.resolve(blob(200_000)) : Promise.reject(new Error('no webp')))) });
    const prepared = await websiteImageResizer(d.logger, d)(blob(3 * MB), 'image/jpeg');
    expect(prepared).toEqual({ ok: true, bytes: expect.any(Blob) as unknown });
  });
});

describe('oneAtATime', () => {
  it('prepares one picture at a time, in the order asked, and goes on after one that fails', async () => {
    const running: string[] = [];
    const log: string[] = [];
    let most = 0;
    const waits = new Map<string, () => void>();
    const prepare = oneAtATime(
      (name: string) =>
        new Promise<string>((resolve, reject) => {
          running.push(name);
          most = Math.max(most, running.length);
          log.push(`start ${name}`);
          waits.set(name, () => {
            running.splice(running.indexOf(name), 1);
            if (name === 'b') reject(new Error('broken'));
            else resolve(`${name} done`);
          });
        }),
    );
    const results = ['a', 'b', 'c'].map((name) => prepare(name).catch((error: Error) => error.message));
    await Promise.resolve();
    expect(log).toEqual(['start a']);
    for (const name of ['a', 'b', 'c']) {
      await vi.waitFor(() => expect(waits.has(name)).toBe(true));
      waits.get(name)?.();
    }
    expect(await Promise.all(results)).toEqual(['a done', 'broken', 'c done']);
    expect(log).toEqual(['start a', 'start b', 'start c']);
    expect(most).toBe(1);
  });
});
