import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router, parsePath, type Navigator, type To, type UNSAFE_createBrowserHistory } from 'react-router-dom';
import { NavigationControlContext, type HeldNavigation, type NavigationControl, type ShouldHold } from '../../services/navigation-guard';

/** The browser's history as the router keeps it (a memory history in tests and at build time). */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** Loads the code of the screens a path shows; null when it is all there already. */
export type PrepareRoute = (pathname: string) => Promise<unknown> | null;

interface AppRouterProps {
  readonly history: AppHistory;
  readonly prepare?: PrepareRoute;
  readonly children: ReactNode;
}

const pathnameOf = (to: To): string => (typeof to === 'string' ? (parsePath(to).pathname ?? '') : (to.pathname ?? ''));

/**
 * The app's router: React Router's declarative API on a history of our own, which is all the app
 * needs of a router (its data routers weigh twice as much before the first screen). On top of
 * the declarative router it keeps the two things the app asks of navigation:
 * - guards that hold a navigation until the member answers (uploads still running), also the
 *   browser's back and forward buttons, whose move is undone and kept until then;
 * - the page shown stays until the next one's code is there (`prepare`), then the next is drawn
 *   as a React transition, or in the caller's own task when the navigation is made `urgently`.
 */
export function AppRouter({ history, prepare, children }: AppRouterProps) {
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  // The first page too is drawn once its code is there (the app's start waits for it already).
  const [firstLoading] = useState(() => prepare?.(history.location.pathname) ?? null);
  const [firstThere, setFirstThere] = useState(firstLoading === null);
  useEffect(() => {
    const there = () => setFirstThere(true);
    void firstLoading?.then(there, there);
  }, [firstLoading]);
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  const guards = useRef(new Set<ShouldHold>());
  const urgent = useRef(false);
  // A move of the history the router makes itself (undoing a held back/forward, or letting it through).
  const own = useRef<'undo' | 'pass' | null>(null);
  const shownPath = useRef(history.location.pathname);
  // Only the latest navigation is drawn once its code is there.
  const latestMove = useRef(0);

  const holds = useCallback((to: string) => [...guards.current].some((shouldHold) => shouldHold(shownPath.current, to)), []);
  const hold = useCallback((go: () => void) => {
    setHeld({
      proceed: () => {
        setHeld(null);
        go();
      },
      reset: () => setHeld(null),
    });
  }, []);

  useLayoutEffect(
    () =>
      history.listen(({ action, location, delta }) => {
        if (own.current === 'undo') {
          own.current = null;
          return;
        }
        const passing = own.current === 'pass';
        own.current = null;
        if (action === 'POP' && !passing && delta !== null && delta !== 0 && holds(location.pathname)) {
          // The address has already changed: put it back, and go there once the member agrees.
          own.current = 'undo';
          history.go(-delta);
          hold(() => {
            own.current = 'pass';
            history.go(delta);
          });
          return;
        }
        shownPath.current = location.pathname;
        const move = ++latestMove.current;
        const show = () => setShown({ action, location });
        const loading = prepare?.(location.pathname) ?? null;
        if (loading === null) {
          if (urgent.current) flushSync(show);
          else startTransition(show);
          return;
        }
        // A failed load is drawn all the same: the route tries again, then shows its error.
        const showOnceThere = () => {
          if (move === latestMove.current) startTransition(show);
        };
        void loading.then(showOnceThere, showOnceThere);
      }),
    [history, prepare, holds, hold],
  );

  const navigator = useMemo<Navigator>(() => {
    const move = (to: To, go: () => void) => (holds(pathnameOf(to)) ? hold(go) : go());
    return {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state) => move(to, () => history.push(to, state)),
      replace: (to, state) => move(to, () => history.replace(to, state)),
    };
  }, [history, holds, hold]);

  const guard = useCallback((shouldHold: ShouldHold) => {
    guards.current.add(shouldHold);
    return () => void guards.current.delete(shouldHold);
  }, []);
  const urgently = useCallback((navigate: () => void) => {
    urgent.current = true;
    try {
      navigate();
    } finally {
      urgent.current = false;
    }
  }, []);
  const control = useMemo<NavigationControl>(() => ({ guard, held, urgently }), [guard, held, urgently]);

  return (
    <NavigationControlContext.Provider value={control}>
      <Router location={shown.location} navigationType={shown.action} navigator={navigator}>
        {firstThere ? children : null}
      </Router>
    </NavigationControlContext.Provider>
  );
}
