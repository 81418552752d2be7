import { useEffect, useState } from 'react';
import type { BatchPicture, PictureBatchActor } from '../../../../core/storage/picture-batch.machine';

const sameStatuses = (a: readonly BatchPicture[], b: readonly BatchPicture[]) =>
  a.length === b.length && a.every((p, i) => p.id === b[i]?.id && p.status === b[i]?.status && p.attempts === b[i]?.attempts);

/**
 * The batch's pictures as the panel lists them, drawn again when one changes status (added,
 * failed, cancelled, sent again), never for bytes sent alone: an upload reports its progress many
 * times a second, and each redraw of the panel by React costs a slow phone more than a frame.
 * The bytes are drawn by each row's bar itself (useSentBytes).
 */
export function usePictureStatuses(actor: PictureBatchActor): readonly BatchPicture[] {
  const [pictures, setPictures] = useState(() => actor.getSnapshot().context.pictures);
  useEffect(() => {
    let shown = actor.getSnapshot().context.pictures;
    setPictures(shown);
    const subscription = actor.subscribe((snapshot) => {
      const latest = snapshot.context.pictures;
      if (latest === shown || sameStatuses(latest, shown)) return;
      shown = latest;
      setPictures(latest);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return pictures;
}
