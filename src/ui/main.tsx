import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { localizedPath, marketingPageOf, normalizePath } from '../core/dashboard/route-paths';
import { App } from './app/app';
import { loadBackend } from './app/composition/backend.composition';
import { createShellServices } from './app/composition/shell.composition';
import { startAppSpeedReporting } from './app/composition/speed.composition';
import { followEarlyLinkTap } from './app/dashboard/early-tap';
import { AppRoutes, preloadRoute } from './app/router';
import { createI18n, languageCode } from './i18n/i18n';
import { APP_ADOPTED_EVENT, PRERENDERED_MARKUP_ID, PRERENDERED_PATH_ATTRIBUTE } from './prerender/prerender-guard';
import { StaticMarkupContext } from './services/static-markup';
import { registerServiceWorker, SERVICE_WORKER_BACKSTOP_MS } from './service-worker/register-service-worker';
import './styles/global.css';

const env = import.meta.env as Record<string, string | undefined>;
const shell = createShellServices(env);
const html = document.documentElement;
// Set by the build on the marketing pages served as files, whose page script starts the app.
const onPrerenderedPage = html.hasAttribute(PRERENDERED_PATH_ATTRIBUTE);

// A marketing page's address says its language; a language kept on this device wins (the page
// opens at its address in that language), as the page's inline guard does.
const page = marketingPageOf(location.pathname);
const chosen = shell.languagePreference.get();
if (page !== null && chosen !== null && chosen !== page.language) {
  history.replaceState(history.state, '', `${localizedPath(location.pathname, chosen)}${location.search}${location.hash}`);
}
const language = chosen ?? page?.language ?? 'EN';
html.lang = languageCode(language);

const container = document.getElementById('root')!;
// Made before the routes load: the first route loads its translations in the language it shows.
const i18n = createI18n(language);
// A link already tapped on the dashboard's saved screen: the router starts at the tapped page.
followEarlyLinkTap();
const appHistory = createBrowserHistory({ v5Compat: true });

let backendSettled: () => void = () => undefined;
const backendLoaded = new Promise<void>((resolve) => {
  backendSettled = resolve;
});
function loadAppBackend() {
  const loading = loadBackend(env, shell);
  void loading.then(backendSettled, backendSettled);
  return loading;
}

/** The first render matches the file's markup (every header variant); the app's own follows. */
function FromStaticMarkup({ children }: { readonly children: ReactNode }) {
  const [adopting, setAdopting] = useState(true);
  useEffect(() => {
    setAdopting(false);
    // The page script sends a form submitted while the app was on its way (page-behaviour.ts).
    document.dispatchEvent(new Event(APP_ADOPTED_EVENT));
  }, []);
  return <StaticMarkupContext.Provider value={adopting}>{children}</StaticMarkupContext.Provider>;
}

/**
 * Where the page holds prerendered markup of this very address (a marketing page with a form,
 * started by its page script), the app adopts it (hydration), so what was painted and typed stays
 * on screen; anywhere else its first commit fills the empty #root of the app's HTML.
 */
function start(): void {
  const app = (
    <StrictMode>
      <App i18n={i18n} shell={shell} history={appHistory} prepareRoute={preloadRoute} loadBackend={loadAppBackend}>
        <AppRoutes />
      </App>
    </StrictMode>
  );
  const prerendered = document.getElementById(PRERENDERED_MARKUP_ID);
  const fits = prerendered !== null && html.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === normalizePath(location.pathname);
  if (fits) {
    hydrateRoot(prerendered, <FromStaticMarkup>{app}</FromStaticMarkup>, {
      // A mismatch is redrawn by React; it is worth a log line, not an error screen.
      onRecoverableError: (error) => shell.logger.warn('Prerendered page redrawn', error),
    });
  } else {
    createRoot(container).render(app);
  }
}

// On a marketing page its page script registers the service worker and reports the page's speed.
// Here the worker's install (every file of the app) waits for the backend, which the dashboard
// loads after its first screen, or for the backstop on a page that does not ask for it.
if (!onPrerenderedPage) {
  const backstop = new Promise((resolve) => setTimeout(resolve, SERVICE_WORKER_BACKSTOP_MS));
  registerServiceWorker({ after: Promise.race([backendLoaded, backstop]), onError: (error) => shell.logger.warn('Service worker not registered', error) });
  startAppSpeedReporting(env);
}

// Until the first screen's code has loaded the app has nothing to draw: starting once it has
// keeps whatever the page shows meanwhile. A failed load starts the app all the same: the route
// tries again and shows the error page if it fails again.
const firstScreen = preloadRoute(appHistory.location.pathname);
if (firstScreen === null) start();
else void firstScreen.then(start, start);
