import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const width = () => window.innerWidth;

/** The window's width in CSS pixels, for the core's breakpoint rules (800 px, 980 px). */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, width, width);
}
