import { useEffect, useRef } from 'react';
import { useNavigationControl, type HeldNavigation, type ShouldHold } from './navigation-guard';

/**
 * While `active`, navigations that `shouldHold` names wait for the member's answer. Returns the
 * one held, to go ahead with or drop, or null; it stays held when `active` ends, for the caller
 * to let go.
 */
export function useHeldNavigation(active: boolean, shouldHold: ShouldHold): HeldNavigation | null {
  const { guard, held } = useNavigationControl();
  const latest = useRef(shouldHold);
  useEffect(() => {
    latest.current = shouldHold;
  });
  useEffect(() => (active ? guard((from, to) => latest.current(from, to)) : undefined), [active, guard]);
  return held;
}
