import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useFocusTrap } from '../use-focus-trap';
import type { CropTexts } from './crop-texts';
import type { CropArea } from './crop-to-file';
import './picture-crop.css';

export interface CropDialogProps {
  /** An object URL of the picture picked. */
  readonly image: string;
  /** Width over height of the shape the site shows the picture in. */
  readonly aspect: number;
  readonly round: boolean;
  readonly texts: CropTexts;
  /** The area kept, in the picture's pixels; null to keep the picture whole. */
  readonly onDone: (area: CropArea | null) => void;
  readonly onCancel: () => void;
}

/**
 * Crops a picture to the shape the site shows it in: drag (or the arrow keys on the picture) to
 * move it, pinch, the wheel or the slider to zoom. Loaded only when a picture is picked, so the
 * cropping library stays out of the studio's and Settings' first chunks.
 */
export default function CropDialog({ image, aspect, round, texts, onDone, onCancel }: CropDialogProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  // Known once the picture has loaded: cropping before that could only keep it whole.
  const [area, setArea] = useState<Area | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog);
  useEffect(() => dialog.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);

  return (
    <div className="modal-backdrop">
      <div ref={dialog} className="modal crop-dialog" role="dialog" aria-modal="true" aria-labelledby="crop-title" aria-describedby="crop-help">
        <h2 id="crop-title">{texts.title}</h2>
        <p id="crop-help" className="field__hint">
          {texts.help}
        </p>
        <div className="crop-dialog__area">
          <Cropper
            image={image}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            cropShape={round ? 'round' : 'rect'}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_percent, pixels) => setArea(pixels)}
            keyboardStep={10}
            mediaProps={{ alt: '' }}
            cropperProps={{ 'aria-label': texts.help } as React.HTMLAttributes<HTMLDivElement>}
          />
        </div>
        <label className="crop-dialog__zoom">
          {texts.zoom}
          <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
        </label>
        <div className="crop-dialog__actions">
          <button type="button" className="button" disabled={area === null} onClick={() => onDone(area)}>
            {texts.confirm}
          </button>
          <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
            {texts.whole}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {texts.cancel}
          </button>
        </div>
      </div>
    </div>
  );
}
