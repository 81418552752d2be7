import { useId, type MouseEvent } from 'react';
import { CENTRE, focalPoint, focalPointOf, withFocalPoint } from '../../../core/site/focal-point';
import { srcsetOf } from '../../../core/site/image-widths';
import type { FocusTexts } from './crop-texts';
import './picture-crop.css';

/**
 * Where the subject of a picture is, which the site keeps in view wherever it cuts the picture to
 * a shape: tap the picture, or move the two sliders (arrow keys). The picture is shown whole here,
 * so a tap lands where it points.
 */
export function FocalPointControl({ value, texts, onChange }: { readonly value: string; readonly texts: FocusTexts; readonly onChange: (ref: string) => void }) {
  const id = useId();
  const point = focalPointOf(value) ?? CENTRE;
  const set = (x: number, y: number) => onChange(withFocalPoint(value, focalPoint(x, y)));
  const tap = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    set(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
  };
  return (
    <fieldset className="focus-pick" aria-describedby={`${id}-help`}>
      <legend>{texts.legend}</legend>
      <span className="field__hint" id={`${id}-help`}>
        {texts.help}
      </span>
      {/* The sliders below are the keyboard's way to the same point; a tap is a shortcut. */}
      <div className="focus-pick__picture" onClick={tap} data-testid="focus-picture">
        <img src={value} srcSet={srcsetOf(value) ?? undefined} sizes="240px" alt="" />
        <span className="focus-pick__dot" style={{ left: `${point.x}%`, top: `${point.y}%` }} />
      </div>
      <div className="focus-pick__inputs">
        <label>
          {texts.across}
          <input type="range" min={0} max={100} step={1} value={point.x} aria-valuetext={`${point.x}%`} onChange={(event) => set(Number(event.target.value), point.y)} />
        </label>
        <label>
          {texts.down}
          <input type="range" min={0} max={100} step={1} value={point.y} aria-valuetext={`${point.y}%`} onChange={(event) => set(point.x, Number(event.target.value))} />
        </label>
        <button type="button" className="button button--secondary" disabled={focalPointOf(value) === null} onClick={() => onChange(withFocalPoint(value, null))}>
          {texts.reset}
        </button>
      </div>
    </fieldset>
  );
}
