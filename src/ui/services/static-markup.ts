import { createContext, useContext } from 'react';

/**
 * True while the tree renders markup meant to be served as a file (the marketing pages written at
 * build time, src/ui/prerender) and for the app's first render over that markup. Such markup is
 * shown before any script, to every visitor: whatever depends on the window's width or on who
 * is signed in is written in each variant, and CSS picks the one that applies.
 */
export const StaticMarkupContext = createContext(false);

export function useStaticMarkup(): boolean {
  return useContext(StaticMarkupContext);
}
