/**
 * Decodes a picture off the page's main thread and answers with its size alone: a phone photo
 * decodes to about 48 MB of pixels, which the page would otherwise receive, hold and free (the
 * garbage collector pauses the page for it) just to read two numbers.
 */

export interface ImageSizeRequest {
  readonly id: number;
  readonly bytes: Blob;
}

export type ImageSizeReply = { readonly id: number; readonly width: number; readonly height: number } | { readonly id: number; readonly undecodable: string };

globalThis.addEventListener('message', (event: MessageEvent<ImageSizeRequest>) => {
  const { id, bytes } = event.data;
  createImageBitmap(bytes).then(
    (bitmap) => {
      const reply: ImageSizeReply = { id, width: bitmap.width, height: bitmap.height };
      bitmap.close();
      globalThis.postMessage(reply);
    },
    (error: unknown) => {
      const reply: ImageSizeReply = { id, undecodable: error instanceof Error ? error.message : String(error) };
      globalThis.postMessage(reply);
    },
  );
});
