import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BackendServices, ShellServices } from './app-services';

interface ServicesValue {
  readonly shell: ShellServices;
  readonly backend: BackendServices | null;
  readonly backendError: unknown;
  readonly loadBackend: () => void;
  /** The backend once it has loaded (asking for it), or its loading error. */
  readonly whenBackend: () => Promise<BackendServices>;
}

const ServicesContext = createContext<ServicesValue | null>(null);

export interface ServicesProviderProps {
  readonly shell: ShellServices;
  /** Already-built backend (tests), or a loader called on first need (the browser). */
  readonly backend?: BackendServices;
  readonly loadBackend?: () => Promise<BackendServices>;
  readonly children: ReactNode;
}

/**
 * Gives screens the shell services at once and the backend when it has loaded. Components never
 * see the container: only these typed services.
 */
export function ServicesProvider({ shell, backend: given, loadBackend, children }: ServicesProviderProps) {
  const [backend, setBackend] = useState<BackendServices | null>(given ?? null);
  const [backendError, setBackendError] = useState<unknown>(null);
  const [requested, setRequested] = useState(Boolean(given));

  const load = useCallback(() => setRequested(true), []);

  // Callers waiting for the backend (an action taken before it has loaded), answered once it is there.
  const waiting = useRef<{ resolve: (backend: BackendServices) => void; reject: (error: unknown) => void }[]>([]);
  const current = useRef({ backend, backendError });
  useEffect(() => {
    current.current = { backend, backendError };
    if (backend === null && backendError === null) return;
    const callers = waiting.current;
    waiting.current = [];
    for (const caller of callers) {
      if (backend !== null) caller.resolve(backend);
      else caller.reject(backendError);
    }
  }, [backend, backendError]);
  const whenBackend = useCallback((): Promise<BackendServices> => {
    const { backend: loaded, backendError: failed } = current.current;
    if (loaded !== null) return Promise.resolve(loaded);
    if (failed !== null) return Promise.reject(failed instanceof Error ? failed : new Error(String(failed)));
    setRequested(true);
    return new Promise((resolve, reject) => waiting.current.push({ resolve, reject }));
  }, []);

  useEffect(() => {
    if (!requested || backend || !loadBackend) return;
    let cancelled = false;
    loadBackend().then(
      (loaded) => !cancelled && setBackend(loaded),
      (error: unknown) => {
        shell.logger.error('Backend failed to load', error);
        if (!cancelled) setBackendError(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [requested, backend, loadBackend, shell.logger]);

  const value = useMemo(() => ({ shell, backend, backendError, loadBackend: load, whenBackend }), [shell, backend, backendError, load, whenBackend]);
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

function useServicesValue(): ServicesValue {
  const value = useContext(ServicesContext);
  if (!value) throw new Error('ServicesProvider is missing above this component');
  return value;
}

export function useShell(): ShellServices {
  return useServicesValue().shell;
}

/**
 * The backend, loading it on first use. Null until loaded; `error` is set when it could not load
 * (the screen then shows the translated 'services-not-initialised' message). With `afterPaint`,
 * the load starts once the screen's first frame has been painted: a screen that can draw
 * without the backend is on screen before the backend's code competes for the main thread.
 */
export function useBackend({ afterPaint = false }: { readonly afterPaint?: boolean } = {}): { backend: BackendServices | null; error: unknown } {
  const { backend, backendError, loadBackend } = useServicesValue();
  const [wait] = useState(afterPaint);
  useEffect(() => {
    if (backend) return;
    if (!wait) {
      loadBackend();
      return;
    }
    return afterNextPaint(loadBackend);
  }, [backend, loadBackend, wait]);
  return { backend, error: backendError };
}

/** Runs `then` in a task after the next frame is painted; returns a cancel. */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * A way to reach the backend from an action the member takes before it has loaded: the action
 * waits for it (the screen shows it busy) instead of being dropped.
 */
export function useWhenBackend(): () => Promise<BackendServices> {
  return useServicesValue().whenBackend;
}

/** Asks for the backend without waiting on it (public pages, after the first paint). */
export function usePreloadBackend(delayMs: number): void {
  const { backend, loadBackend } = useServicesValue();
  useEffect(() => {
    if (backend) return;
    const timer = setTimeout(loadBackend, delayMs);
    return () => clearTimeout(timer);
  }, [backend, loadBackend, delayMs]);
}

/**
 * The backend if it has already loaded, without asking for it: public chrome reads the session
 * once it is there, while `usePreloadBackend` decides when it loads.
 */
export function useLoadedBackend(): BackendServices | null {
  return useServicesValue().backend;
}
