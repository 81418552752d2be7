import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'sitio-scroll-positions';
/** Entries kept in the tab's storage: the latest ones are the ones back and forward reach. */
const KEPT = 100;

function savedPositions(): Map<string, number> {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const entries: unknown = raw === null ? [] : JSON.parse(raw);
    return new Map(Array.isArray(entries) ? (entries as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function hashTarget(): HTMLElement | null {
  const { hash } = window.location;
  return hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
}

/**
 * Where the page is scrolled on each navigation, as a site of separate pages behaves: a new page
 * starts at its top (or at the element its address names after `#`); back and forward return to
 * where the member was on that entry, also after a reload (kept for the tab's session).
 */
export function ScrollRestoration() {
  const { key: entry, pathname } = useLocation();
  // The first page of a visit has no key of its own ('default'): its path tells it apart.
  const key = entry === 'default' ? `default:${pathname}` : entry;
  const action = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef(key);

  useLayoutEffect(() => {
    positions.current ??= savedPositions();
    current.current = key;
    if (action === 'POP') {
      const y = positions.current.get(key);
      if (y !== undefined) {
        window.scrollTo(0, y);
        return;
      }
    }
    const target = hashTarget();
    if (target !== null) target.scrollIntoView();
    else if (action !== 'POP') window.scrollTo(0, 0);
  }, [key, action]);

  useEffect(() => {
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const remember = () => positions.current?.set(current.current, window.scrollY);
    const save = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...(positions.current ?? [])].slice(-KEPT)));
      } catch {
        // Storage full or refused: positions are then kept for this page's life only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      save();
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      history.scrollRestoration = previous;
    };
  }, []);

  return null;
}
