import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// The layout viewport, as CSS media queries see it. innerWidth is the visual viewport, which a
// phone widens when it zooms out over content wider than the screen: the dashboard then took
// the phone for a desktop, drew the sidebar, and grew wider still.
const width = () => document.documentElement.clientWidth || window.innerWidth;

/**
 * The width public pages are rendered for at build time (no window there): a phone's, so the
 * prerendered header is the collapsed one most first visits need; wider screens redraw it once
 * the app starts.
 */
export const PRERENDER_VIEWPORT_WIDTH = 375;
const serverWidth = () => PRERENDER_VIEWPORT_WIDTH;

/** The window's width in CSS pixels, for the core's breakpoint rules (800 px, 980 px). */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, width, serverWidth);
}
