import { useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PictureBatchActor } from '../../../../core/storage/picture-batch.machine';
import { PictureBatchContext } from './form-contexts';
import { PictureBatchPanel } from './picture-batch-panel';

/** What the picker offers: iPhone pictures too, converted before they are sent. */
const ACCEPTED = 'image/png,image/jpeg,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * "Add several pictures" for a list whose entries each show one: many files in one pick, sent
 * as a batch whose panel shows how it goes; each picture becomes an entry as it lands. Nothing
 * is drawn where the page cannot send pictures.
 */
export function PicturePicker({ room, onLanded }: { readonly room: number; readonly onLanded: (url: string, file: File) => void }) {
  const { t } = useTranslation('studio');
  const start = useContext(PictureBatchContext);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [actor, setActor] = useState<PictureBatchActor | null>(null);
  const [busy, setBusy] = useState(false);
  const dismiss = useCallback(() => setActor(null), []);
  const landed = useRef(onLanded);
  useEffect(() => {
    landed.current = onLanded;
  });

  useEffect(() => {
    if (actor === null) return;
    // Told of every snapshot (each progress event among them): the picker hears only of a change.
    let was: boolean | null = null;
    const follow = () => {
      const busyNow = actor.getSnapshot().value !== 'settled';
      if (busyNow === was) return;
      was = busyNow;
      setBusy(busyNow);
    };
    follow();
    const subscription = actor.subscribe(follow);
    return () => {
      subscription.unsubscribe();
      // Leaving the list (the member confirmed leaving the page) stops what is still being sent.
      actor.stop();
    };
  }, [actor]);

  if (start === null) return null;
  const pick = async (files: FileList | null) => {
    if (files === null || files.length === 0) return;
    const picked = [...files];
    if (input.current !== null) input.current.value = '';
    setBusy(true);
    setActor(await start(picked, room, (url, file) => landed.current(url, file)));
  };

  return (
    <div className="picture-picker">
      <div className="field">
        <label htmlFor={id}>{t('pictures.add')}</label>
        <input ref={input} id={id} type="file" multiple accept={ACCEPTED} disabled={busy || room <= 0} aria-describedby={`${id}-hint`} onChange={(e) => void pick(e.target.files)} />
        <span className="field__hint" id={`${id}-hint`}>
          {busy ? t('pictures.busy') : t('pictures.addHint')}
        </span>
      </div>
      {actor !== null && <PictureBatchPanel actor={actor} onDismiss={dismiss} />}
    </div>
  );
}
