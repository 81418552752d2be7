import type { i18n } from 'i18next';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { BackendServices, ShellServices } from '../services/app-services';
import { AppRouter, type AppHistory, type PrepareRoute } from './routing/app-router';
import { ServicesProvider, useLoadedBackend } from '../services/services-context';
import { useToastsDemanded } from '../services/toast-demand';

const LazyToastHost = lazy(async () => ({ default: (await import('./toast-host')).ToastHost }));

/**
 * Toasts mostly follow backend actions (signing up, sharing), so their container and styles load
 * with the backend instead of weighing on the first paint of public pages, or earlier when an
 * action without the backend asks for them (demandToasts). A toast raised before the container is
 * mounted is queued by the library and shown once it mounts.
 */
function Toasts() {
  const backend = useLoadedBackend();
  const demanded = useToastsDemanded();
  if (!backend && !demanded) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastHost />
    </Suspense>
  );
}

export interface AppProps {
  readonly i18n: i18n;
  readonly shell: ShellServices;
  /** The browser's history (a memory one in tests and at build time). */
  readonly history: AppHistory;
  /** Loads a path's screens before the router draws it (the app's routes: preloadRoute). */
  readonly prepareRoute?: PrepareRoute;
  /** The screens: the app's routes (router.tsx), or fewer in a screen test. */
  readonly children: ReactNode;
  readonly backend?: BackendServices;
  readonly loadBackend?: () => Promise<BackendServices>;
}

export function App({ i18n, shell, history, prepareRoute, children, backend, loadBackend }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ServicesProvider shell={shell} backend={backend} loadBackend={loadBackend}>
        <AppRouter history={history} prepare={prepareRoute}>{children}</AppRouter>
        <Toasts />
      </ServicesProvider>
    </I18nextProvider>
  );
}
