import { createContext, useContext } from 'react';

/** Whether a navigation from one path to another must wait for the member's answer. */
export type ShouldHold = (from: string, to: string) => boolean;

/** A navigation held back by a guard: the member goes ahead or stays. */
export interface HeldNavigation {
  readonly proceed: () => void;
  readonly reset: () => void;
}

export interface NavigationControl {
  /** Adds a guard; returns its removal. */
  readonly guard: (shouldHold: ShouldHold) => () => void;
  /** The navigation a guard holds, if any. */
  readonly held: HeldNavigation | null;
  /** Runs `navigate` so that the page it opens is drawn in the caller's own task, not as a transition. */
  readonly urgently: (navigate: () => void) => void;
}

const outsideRouter: NavigationControl = { guard: () => () => undefined, held: null, urgently: (navigate) => navigate() };

export const NavigationControlContext = createContext<NavigationControl>(outsideRouter);

export function useNavigationControl(): NavigationControl {
  return useContext(NavigationControlContext);
}
