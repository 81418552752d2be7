import { useCallback, useEffect, useState } from 'react';

/**
 * How far beyond the screen an element still counts as near: half a screen, so what it shows is
 * ready by the time a member scrolls to it.
 */
const NEAR_MARGIN = '50% 0px';

/**
 * Whether an element is on screen or within half a screen of it. Where the browser cannot tell
 * (no IntersectionObserver), everything counts as near.
 * Returns the ref to put on the element, and the answer.
 */
export function useNearViewport<E extends Element>(): readonly [(element: E | null) => void, boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1);
        if (last !== undefined) setNear(last.isIntersecting);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((next: E | null) => setElement(next), []);
  return [ref, near] as const;
}
