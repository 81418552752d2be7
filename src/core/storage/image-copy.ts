/** A website picture's copy at a smaller width, always WebP (see core/site/image-widths.ts). */
export interface ImageCopy {
  readonly width: number;
  readonly bytes: Blob;
}
