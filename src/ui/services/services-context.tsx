import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { BackendServices, ShellServices } from './app-services';

interface ServicesValue {
  readonly shell: ShellServices;
  readonly backend: BackendServices | null;
  readonly backendError: unknown;
  readonly loadBackend: () => void;
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

  const value = useMemo(() => ({ shell, backend, backendError, loadBackend: load }), [shell, backend, backendError, load]);
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
 * (the screen then shows the translated 'services-not-initialised' message).
 */
export function useBackend(): { backend: BackendServices | null; error: unknown } {
  const { backend, backendError, loadBackend } = useServicesValue();
  useEffect(() => {
    if (!backend) loadBackend();
  }, [backend, loadBackend]);
  return { backend, error: backendError };
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
