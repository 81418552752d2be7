import { useLayoutEffect, type RefObject } from 'react';
import type { BatchPicture, PictureBatchActor } from '../../../../core/storage/picture-batch.machine';

/** How often, at most, bytes sent are drawn: a few times a second reads as live. */
export const PROGRESS_INTERVAL_MS = 250;

/** What one picture has sent, as its bar shows it. */
export interface SentBytes {
  readonly sentBytes: number;
  readonly totalBytes: number;
}

/**
 * Keeps `target` showing how much of picture `id` is sent, straight from the batch and without
 * React: `draw` writes the bar and its words. Bytes show at once, then at most once per interval,
 * the last always, so many progress events a second cost a few small writes, not a redraw of the
 * panel each.
 */
export function useSentBytes<T extends Element>(actor: PictureBatchActor, id: string, target: RefObject<T | null>, draw: (element: T, sent: SentBytes) => void, intervalMs = PROGRESS_INTERVAL_MS): void {
  useLayoutEffect(() => {
    const find = (pictures: readonly BatchPicture[]) => pictures.find((p) => p.id === id);
    let shown: SentBytes | null = null;
    let latest: SentBytes | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let quietUntil = 0;
    // `quiet`: whether this drawing starts a quiet spell; the first, as the bar appears, does not.
    const show = (quiet = true) => {
      timer = null;
      const element = target.current;
      if (latest === null || element === null || (shown !== null && shown.sentBytes === latest.sentBytes && shown.totalBytes === latest.totalBytes)) return;
      shown = latest;
      if (quiet) quietUntil = Date.now() + intervalMs;
      draw(element, latest);
    };
    const follow = (pictures: readonly BatchPicture[], quiet = true) => {
      const picture = find(pictures);
      if (picture === undefined) return;
      latest = { sentBytes: picture.sentBytes, totalBytes: picture.totalBytes };
      if (Date.now() >= quietUntil) show(quiet);
      else timer ??= setTimeout(show, Math.max(0, quietUntil - Date.now()));
    };
    // Drawn before the first paint, then as the batch goes.
    follow(actor.getSnapshot().context.pictures, false);
    const subscription = actor.subscribe((snapshot) => follow(snapshot.context.pictures));
    return () => {
      subscription.unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  }, [actor, id, target, draw, intervalMs]);
}
