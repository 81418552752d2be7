import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PictureBatchActor } from '../../../core/storage/picture-batch.machine';
import type { MemberRecord } from '../../../core/member/member-record';
import { convertHeicPicture } from '../../components/heic-picture';
import { oneAtATime, websiteImageResizer } from '../../components/resize-image';
import { useLeaveWarning } from '../../components/use-leave-warning';
import { useHeldNavigation } from '../../services/use-held-navigation';
import { useShell } from '../../services/services-context';
import type { BackendServices } from '../../services/app-services';
import { newItemId } from './section-form/item-keys';
import type { StartPictureBatch } from './section-form/form-contexts';

/**
 * How the section page sends picks of pictures: through the use case, with the browser's resizing
 * and HEIC conversion, on the app's timers. `sending` is true while any batch still has pictures
 * on their way.
 */
export function usePictureBatches(backend: BackendServices, member: Pick<MemberRecord, 'id'>): { readonly start: StartPictureBatch; readonly sending: boolean } {
  const { logger, timers } = useShell();
  const [running, setRunning] = useState<ReadonlySet<PictureBatchActor>>(new Set());
  // Every batch of the page resizes through one queue: one picture at a time.
  const prepare = useMemo(() => oneAtATime(websiteImageResizer(logger)), [logger]);
  const start: StartPictureBatch = useCallback(
    async (files, room, landed) => {
      const picked = files.map((file) => ({ id: newItemId(), file }));
      const byId = new Map(picked.map((p) => [p.id, p.file]));
      const actor = await backend.useCases.uploadSitePictures.start(
        member.id,
        picked.map((p) => ({ id: p.id, file: { name: p.file.name, type: p.file.type, bytes: p.file } })),
        {
          room,
          prepare,
          convert: convertHeicPicture,
          landed: (id, url) => {
            const file = byId.get(id);
            if (file !== undefined) landed(url, file);
          },
          clock: timers,
        },
      );
      // Told of every snapshot (each progress event among them): the page hears only of a change.
      let wasActive: boolean | null = null;
      const follow = () => {
        const active = actor.getSnapshot().value !== 'settled' && actor.getSnapshot().status === 'active';
        if (active === wasActive) return;
        wasActive = active;
        setRunning((now) => {
          if (active === now.has(actor)) return now;
          const next = new Set(now);
          if (active) next.add(actor);
          else next.delete(actor);
          return next;
        });
        if (!active) subscription.unsubscribe();
      };
      const subscription = actor.subscribe({ next: follow, complete: follow });
      follow();
      return actor;
    },
    [backend, member.id, prepare, timers],
  );
  return { start, sending: running.size > 0 };
}

/**
 * While pictures are being sent, leaving the page asks first: closing or reloading the tab (the
 * browser's own question) and going to another screen of the app (this one).
 */
export function LeaveWhileSending({ sending }: { readonly sending: boolean }) {
  const { t } = useTranslation('studio');
  useLeaveWarning(sending);
  const held = useHeldNavigation(sending, (from, to) => from !== to);
  const stay = useRef<HTMLButtonElement>(null);
  const blocked = held !== null;
  useEffect(() => {
    if (blocked) stay.current?.focus();
  }, [blocked]);
  useEffect(() => {
    // Once the last picture lands, a navigation held back goes ahead.
    if (!sending) held?.proceed();
  }, [sending, held]);
  if (!blocked) return null;
  return (
    <div className="notice notice--error leave-while-sending" role="alertdialog" aria-labelledby="leave-while-sending">
      <p id="leave-while-sending">{t('pictures.leave')}</p>
      <button ref={stay} type="button" className="button" onClick={() => held?.reset()}>
        {t('pictures.stay')}
      </button>
      <button type="button" className="button button--secondary" onClick={() => held?.proceed()}>
        {t('pictures.leaveAnyway')}
      </button>
    </div>
  );
}
