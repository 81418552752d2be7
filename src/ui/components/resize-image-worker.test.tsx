import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageSizeReply, ImageSizeRequest } from './image-size.worker';

/** A worker that answers each decode as `answer` says, as the page would receive it. */
function fakeWorker(answer: (request: ImageSizeRequest) => ImageSizeReply) {
  const made: string[] = [];
  class FakeWorker {
    private readonly listeners: ((event: MessageEvent<ImageSizeReply>) => void)[] = [];
    constructor(url: URL | string) {
      made.push(String(url));
    }
    addEventListener(type: string, listener: (event: MessageEvent<ImageSizeReply>) => void) {
      if (type === 'message') this.listeners.push(listener);
    }
    postMessage(request: ImageSizeRequest) {
      queueMicrotask(() => this.listeners.forEach((listener) => listener({ data: answer(request) } as MessageEvent<ImageSizeReply>)));
    }
    terminate() {}
  }
  return { FakeWorker, made };
}

const logger = { warn: () => undefined };
const photo = () => new Blob([new Uint8Array(2000)], { type: 'image/jpeg' });

describe('resizing with the browser decoder', () => {
  beforeEach(() => {
    // The decoder worker is made once per page: each test loads the module afresh.
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads a picture's size in a worker, never decoding it on the page", async () => {
    const worker = fakeWorker(({ id }) => ({ id, width: 800, height: 600 }));
    const onPage = vi.fn(() => Promise.reject(new Error('decoded on the page')));
    vi.stubGlobal('Worker', worker.FakeWorker);
    vi.stubGlobal('createImageBitmap', onPage);
    const { WEBSITE_IMAGE_SIZE, resizeImage } = await import('./resize-image');
    const bytes = photo();
    const first = await resizeImage(bytes, 'image/jpeg', WEBSITE_IMAGE_SIZE, { logger, canDraw: () => false });
    const second = await resizeImage(photo(), 'image/jpeg', WEBSITE_IMAGE_SIZE, { logger, canDraw: () => false });
    // Within the limits: kept untouched, as its size said.
    expect(first).toEqual({ ok: true, bytes });
    expect(second.ok).toBe(true);
    expect(onPage).not.toHaveBeenCalled();
    expect(worker.made).toHaveLength(1);
    expect(worker.made[0]).toMatch(/image-size\.worker/);
  });

  it('lets the page decide on a picture the worker could not decode', async () => {
    const worker = fakeWorker(({ id }) => ({ id, undecodable: 'no decoder here' }));
    vi.stubGlobal('Worker', worker.FakeWorker);
    vi.stubGlobal('createImageBitmap', vi.fn(() => Promise.resolve({ width: 640, height: 480, close: () => undefined })));
    const { WEBSITE_IMAGE_SIZE, resizeImage } = await import('./resize-image');
    const bytes = photo();
    expect(await resizeImage(bytes, 'image/jpeg', WEBSITE_IMAGE_SIZE, { logger, canDraw: () => false })).toEqual({ ok: true, bytes });

    vi.stubGlobal('createImageBitmap', vi.fn(() => Promise.reject(new Error('not an image'))));
    expect(await resizeImage(photo(), 'image/jpeg', WEBSITE_IMAGE_SIZE, { logger, canDraw: () => false })).toEqual({ ok: false, failure: 'undecodable' });
  });
});
