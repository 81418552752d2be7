import { useCallback, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import type { CropDialogProps } from './crop-dialog';
import type { CropTexts } from './crop-texts';

interface Request {
  readonly file: File;
  readonly image: string;
  readonly aspect: number;
  readonly round: boolean;
  readonly Dialog: ComponentType<CropDialogProps>;
  readonly resolve: (file: File | null) => void;
}

export interface PictureCrop {
  /**
   * Asks the member to crop `file` to `aspect` (width over height); the file to upload (cropped,
   * or whole when the member keeps it so), or null when they cancelled.
   */
  readonly crop: (file: File, aspect: number, round?: boolean) => Promise<File | null>;
  /** The dialog while one is open; the screen draws it. */
  readonly dialog: ReactElement | null;
}

/** Loads the dialog and its cropping library with the first picture picked, not with the screen. */
const loadDialog = () => import('./crop-dialog').then((m) => m.default);
/** What cuts the kept part out, fetched beside the dialog so the member's "Crop" waits for no download. */
const loadCut = () => import('./crop-to-file');

/** Cropping a picture before it is uploaded, for the studio and Settings. */
export function usePictureCrop(texts: CropTexts, load: () => Promise<ComponentType<CropDialogProps>> = loadDialog): PictureCrop {
  const [request, setRequest] = useState<Request | null>(null);
  useEffect(() => () => (request === null ? undefined : URL.revokeObjectURL(request.image)), [request]);

  const crop = useCallback(
    async (file: File, aspect: number, round = false) => {
      const [Dialog] = await Promise.all([load(), loadCut()]);
      return new Promise<File | null>((resolve) => setRequest({ file, image: URL.createObjectURL(file), aspect, round, Dialog, resolve }));
    },
    [load],
  );

  let dialog: ReactElement | null = null;
  if (request !== null) {
    const { Dialog, file, resolve } = request;
    const finish = (result: File | null) => {
      setRequest(null);
      resolve(result);
    };
    dialog = (
      <Dialog
        image={request.image}
        aspect={request.aspect}
        round={request.round}
        texts={texts}
        onCancel={() => finish(null)}
        onDone={(area) => {
          if (area === null) return finish(file);
          // A picture the browser cannot cut is uploaded whole, as it would be without the dialog.
          loadCut()
            .then(({ cropToFile }) => cropToFile(file, area))
            .then(finish, () => finish(file));
        }}
      />
    );
  }
  return { crop, dialog };
}
