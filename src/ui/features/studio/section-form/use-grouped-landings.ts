import { useEffect, useRef } from 'react';
import { useLatest } from './stable-callbacks';

/** Waits for the next frame, or for the next task where a hidden tab draws no frames. */
function nextFrame(run: () => void): () => void {
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible') {
    const frame = requestAnimationFrame(run);
    return () => cancelAnimationFrame(frame);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

/**
 * Gathers what lands before the next frame and hands it on in one call: pictures of a batch that
 * land close together become one edit of the list, so the section is saved and the preview drawn
 * once for them rather than once each.
 */
export function useGroupedLandings<T>(add: (group: readonly T[]) => void): (item: T) => void {
  const latest = useLatest(add);
  const pending = useRef<T[]>([]);
  const cancel = useRef<(() => void) | null>(null);
  const flush = () => {
    cancel.current = null;
    const group = pending.current;
    pending.current = [];
    if (group.length > 0) latest.current(group);
  };
  // Leaving the list hands on what already landed rather than dropping it.
  useEffect(
    () => () => {
      cancel.current?.();
      flush();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- flush reads refs only
    [],
  );
  const land = useRef((item: T) => {
    pending.current.push(item);
    cancel.current ??= nextFrame(flush);
  });
  return land.current;
}
