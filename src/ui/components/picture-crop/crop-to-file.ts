/** A part of a picture, in its own pixels. */
export interface CropArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The cut is drawn no larger than this a side: the picture is then resized to the site's widths
 * (at most 1600 px) as any other, and a phone's 48-megapixel photo never becomes a canvas of its size.
 */
export const CROP_MAX_SIDE_PX = 3200;

export interface CropDeps {
  readonly decode?: (file: Blob) => Promise<ImageBitmap>;
  readonly canvas?: (width: number, height: number) => HTMLCanvasElement;
}

/**
 * The part `area` of `file`, as a file of the same type and name: what is then checked, resized
 * and uploaded exactly as a picture picked without cropping.
 */
export async function cropToFile(file: File, area: CropArea, deps: CropDeps = {}): Promise<File> {
  const scale = Math.min(1, CROP_MAX_SIDE_PX / Math.max(area.width, area.height));
  const width = Math.max(1, Math.round(area.width * scale));
  const height = Math.max(1, Math.round(area.height * scale));
  const bitmap = await (deps.decode ?? ((blob) => createImageBitmap(blob, { imageOrientation: 'from-image' })))(file);
  const canvas =
    deps.canvas?.(width, height) ??
    Object.assign(document.createElement('canvas'), {
      width,
      height,
    });
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no 2d canvas to crop on');
  context.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, width, height);
  bitmap.close();
  const type = file.type === 'image/png' || file.type === 'image/webp' ? file.type : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
  if (blob === null) throw new Error('the cropped picture could not be encoded');
  return new File([blob], file.name, { type });
}
