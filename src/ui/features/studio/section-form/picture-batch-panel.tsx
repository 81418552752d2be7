import { useSelector } from '@xstate/react';
import { memo, useCallback, useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { batchProgress, type BatchPicture, type PictureBatchActor, type PictureFailure } from '../../../../core/storage/picture-batch.machine';
import { studioText } from '../studio-text';
import { usePictureStatuses } from './use-picture-statuses';
import { useSentBytes, type SentBytes } from './use-sent-bytes';

type Refusal = Extract<PictureFailure, 'quota-exceeded' | 'list-full' | 'too-many'>;
const NO_PICTURES: readonly BatchPicture[] = [];
const REFUSALS: readonly Refusal[] = ['quota-exceeded', 'list-full', 'too-many'];

/**
 * What happens to a pick of pictures: "7 of 30 added", each picture with its progress and a way
 * to cancel it, the ones that failed with their reason and a way to try again, and the part of
 * the pick that was refused before anything was sent, with why. Memoised: a picture landing in
 * the list beside it leaves the panel as it is.
 */
export const PictureBatchPanel = memo(function PictureBatchPanel({ actor, onDismiss }: { readonly actor: PictureBatchActor; readonly onDismiss: () => void }) {
  const { t } = useTranslation('studio');
  const pictures = usePictureStatuses(actor);
  // The rows follow in the background: a pick of thirty draws the panel and its count in the
  // pick's own task, and the thirty rows in slices after it, so no single task draws them all on
  // a slow phone. Each change of status reaches the rows the same way, right after the count.
  const rows = useDeferredValue(pictures, NO_PICTURES);
  const settled = useSelector(actor, (s) => s.value === 'settled');
  const progress = batchProgress({ pictures, parallel: 0 });
  const refused = (reason: Refusal) => pictures.filter((p) => p.status === 'refused' && p.failure === reason).length;

  return (
    <section className="picture-batch" aria-label={t('pictures.panel')}>
      <p className="picture-batch__count" role="status">
        {progress.failed > 0 ? t('pictures.countFailed', { done: progress.done, total: progress.total, failed: progress.failed }) : t('pictures.count', { done: progress.done, total: progress.total })}
      </p>
      {REFUSALS.map((reason) => {
        const count = refused(reason);
        if (count === 0) return null;
        const key = reason === 'quota-exceeded' ? 'pictures.refused.quota' : reason === 'list-full' ? 'pictures.refused.listFull' : 'pictures.refused.tooMany';
        return (
          <p key={reason} className="notice notice--error" role="alert">
            {t(key, { count })}
          </p>
        );
      })}
      <ul className="picture-batch__list">
        {rows
          .filter((p) => p.status !== 'refused')
          .map((picture) => (
            <PictureRow key={picture.id} picture={picture} actor={actor} />
          ))}
      </ul>
      {settled ? (
        <button type="button" className="button button--secondary" onClick={onDismiss}>
          {t('pictures.dismiss')}
        </button>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'CANCEL_ALL' })}>
          {t('pictures.cancelAll')}
        </button>
      )}
    </section>
  );
});

/** What a row draws from its picture's record: its bytes are the bar's own (SendingProgress). */
const sameRow = (a: { readonly picture: BatchPicture; readonly actor: PictureBatchActor }, b: { readonly picture: BatchPicture; readonly actor: PictureBatchActor }) =>
  a.actor === b.actor && a.picture.id === b.picture.id && a.picture.name === b.picture.name && a.picture.status === b.picture.status && a.picture.failure === b.picture.failure;

/**
 * One picture of the panel, drawn again only when its status changes: a change elsewhere in the
 * batch leaves it as it is.
 */
const PictureRow = memo(function PictureRow({ picture, actor }: { readonly picture: BatchPicture; readonly actor: PictureBatchActor }) {
  const { t } = useTranslation('studio');
  const text = studioText(t);
  const status = (picture: BatchPicture): string => {
    switch (picture.status) {
      case 'queued':
        return t('pictures.preparing');
      case 'uploading':
        return '';
      case 'retrying':
        return t('pictures.retrying');
      case 'done':
        return t('pictures.done');
      case 'cancelled':
        return t('pictures.cancelled');
      default:
        return picture.failure === null || picture.failure === 'list-full' || picture.failure === 'too-many' ? '' : text.uploadError(picture.failure);
    }
  };

  const active = picture.status === 'queued' || picture.status === 'uploading' || picture.status === 'retrying';
  return (
    <li className={`picture-batch__item picture-batch__item--${picture.status}`}>
      <span className="picture-batch__name">{picture.name}</span>
      {picture.status === 'uploading' ? <SendingProgress actor={actor} id={picture.id} name={picture.name} /> : <span className={picture.status === 'failed' ? 'field__error' : 'field__hint'}>{status(picture)}</span>}
      {active && (
        <button type="button" className="button button--secondary" aria-label={t('pictures.cancelName', { name: picture.name })} onClick={() => actor.send({ type: 'CANCEL', id: picture.id })}>
          {t('pictures.cancel')}
        </button>
      )}
      {picture.status === 'failed' && (
        <button type="button" className="button button--secondary" aria-label={t('pictures.retryName', { name: picture.name })} onClick={() => actor.send({ type: 'RETRY', id: picture.id })}>
          {t('pictures.retry')}
        </button>
      )}
    </li>
  );
}, sameRow);

const percentOf = ({ sentBytes, totalBytes }: SentBytes) => (totalBytes > 0 ? Math.floor((100 * sentBytes) / totalBytes) : 0);

/**
 * A picture on its way: its bar and "Sending… 25%", written by the batch's progress itself
 * (useSentBytes), which React never draws again while the picture is sent.
 */
function SendingProgress({ actor, id, name }: { readonly actor: PictureBatchActor; readonly id: string; readonly name: string }) {
  const { t } = useTranslation('studio');
  const row = useRef<HTMLSpanElement>(null);
  const draw = useCallback(
    (element: HTMLSpanElement, sent: SentBytes) => {
      const bar = element.querySelector('progress');
      const words = element.querySelector('.field__hint');
      bar?.setAttribute('max', String(Math.max(1, sent.totalBytes)));
      bar?.setAttribute('value', String(sent.sentBytes));
      if (words !== null) words.textContent = t('pictures.sending', { percent: percentOf(sent) });
    },
    [t],
  );
  useSentBytes(actor, id, row, draw);
  return (
    <span ref={row} className="picture-batch__sending">
      <progress max={1} value={0} aria-label={name} />
      <span className="field__hint" />
    </span>
  );
}
