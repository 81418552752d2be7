import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNavigationControl } from '../../services/navigation-guard';
import { EARLY_TAP_GLOBAL } from '../../prerender/prerender-guard';

/** A tap on the dashboard's saved screen before the app had taken over (prerender-guard.ts). */
export interface EarlyTap {
  /** The dashboard address of a tapped link; null for a button. */
  readonly href: string | null;
  /** Which of the screen's links and buttons, in document order. */
  readonly index: number;
  readonly text: string;
}

const INTERACTIVE = 'a[href],button';

function isEarlyTap(value: unknown): value is EarlyTap {
  if (typeof value !== 'object' || value === null) return false;
  const tap = value as Record<string, unknown>;
  return (tap['href'] === null || typeof tap['href'] === 'string') && typeof tap['index'] === 'number' && typeof tap['text'] === 'string';
}

/** The tap kept by the page, once: a second reader gets null. */
export function takeEarlyTap(holder: Record<string, unknown> = window as unknown as Record<string, unknown>): EarlyTap | null {
  const tap = holder[EARLY_TAP_GLOBAL];
  delete holder[EARLY_TAP_GLOBAL];
  return isEarlyTap(tap) ? tap : null;
}

/**
 * A link tapped on the saved screen before the app's router exists: its address becomes the
 * page's own, as a new history entry (as following the link would have made it), so the router
 * starts there and the app's first screen is the tapped page itself, instead of the saved screen
 * drawn again and then the tapped page. A button, or no tap, is left for the replay below.
 * Returns whether a tap was followed.
 */
export function followEarlyLinkTap(
  holder: Record<string, unknown> = window as unknown as Record<string, unknown>,
  page: { readonly location: Pick<Location, 'pathname'>; readonly history: Pick<History, 'pushState'> } = window,
): boolean {
  const tap = holder[EARLY_TAP_GLOBAL];
  if (!isEarlyTap(tap) || tap.href === null) return false;
  delete holder[EARLY_TAP_GLOBAL];
  if (tap.href !== page.location.pathname) page.history.pushState(null, '', tap.href);
  return true;
}

/**
 * Replays, once the app has drawn its first dashboard screen, the tap the member made on the
 * saved screen after the router was made (see followEarlyLinkTap) and before that screen: a link
 * is followed in the app; a button is pressed again when the same
 * one (same place among the screen's controls, same text) is there, since the app's first screen
 * is the saved one redrawn.
 */
export function useEarlyTapReplay(screen: () => ParentNode | null): void {
  const navigate = useNavigate();
  const { urgently } = useNavigationControl();
  useEffect(() => {
    const tap = takeEarlyTap();
    if (tap === null) return;
    if (tap.href !== null) {
      // Drawn at once, before the next task, rather than as a transition the backend's code
      // arriving next could hold back: the member has been waiting for this page since the tap.
      // (Not inside the effect itself, where React is still committing.)
      const href = tap.href;
      queueMicrotask(() => urgently(() => void navigate(href)));
      return;
    }
    const control = screen()?.querySelectorAll<HTMLElement>(INTERACTIVE)[tap.index];
    if (control !== undefined && control.tagName === 'BUTTON' && control.textContent === tap.text) control.click();
    // Only once, for the first screen the app draws.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
