import { useEffect, useState } from 'react';
import type { BatchPicture, PictureBatchActor } from '../../../../core/storage/picture-batch.machine';

/** How often, at most, bytes sent alone redraw the panel: a few times a second reads as live. */
export const PROGRESS_INTERVAL_MS = 250;

const sameStatuses = (a: readonly BatchPicture[], b: readonly BatchPicture[]) =>
  a.length === b.length && a.every((p, i) => p.id === b[i]?.id && p.status === b[i]?.status && p.attempts === b[i]?.attempts);

/**
 * The batch's pictures as the panel draws them. A change of status (a picture added, failed,
 * cancelled) shows at once; bytes sent show at once and then at most once per interval, the last
 * one always drawn, since an upload reports progress many times a second and each redraw costs
 * the phone a frame.
 */
export function useThrottledPictures(actor: PictureBatchActor, intervalMs = PROGRESS_INTERVAL_MS): readonly BatchPicture[] {
  const [pictures, setPictures] = useState(() => actor.getSnapshot().context.pictures);
  useEffect(() => {
    let shown = actor.getSnapshot().context.pictures;
    let latest = shown;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let quietUntil = 0;
    const show = (next: readonly BatchPicture[], bytesOnly: boolean) => {
      // Only a redraw for bytes sent starts a quiet spell: the first bytes after a change of
      // status show at once.
      if (bytesOnly) quietUntil = Date.now() + intervalMs;
      shown = next;
      setPictures(next);
    };
    const flush = () => {
      timer = null;
      if (latest !== shown) show(latest, true);
    };
    setPictures(shown);
    const subscription = actor.subscribe((snapshot) => {
      latest = snapshot.context.pictures;
      if (latest === shown) return;
      const bytesOnly = sameStatuses(latest, shown);
      if (!bytesOnly || Date.now() >= quietUntil) {
        if (timer !== null) clearTimeout(timer);
        timer = null;
        show(latest, bytesOnly);
      } else if (timer === null) {
        timer = setTimeout(flush, Math.max(0, quietUntil - Date.now()));
      }
    });
    return () => {
      subscription.unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  }, [actor, intervalMs]);
  return pictures;
}
