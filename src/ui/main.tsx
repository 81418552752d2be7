import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadBackend } from './app/composition/backend.composition';
import { createShellServices } from './app/composition/shell.composition';
import { startAppSpeedReporting } from './app/composition/speed.composition';
import { createAppRouter } from './app/router';
import { createI18n, languageCode } from './i18n/i18n';
import { PRERENDERED_MARKUP_ID, PRERENDERED_PATH_ATTRIBUTE, STALE_ATTRIBUTE } from './prerender/prerender-guard';
import './styles/global.css';

const env = import.meta.env as Record<string, string | undefined>;
const shell = createShellServices(env);
const language = shell.languagePreference.get() ?? 'EN';
document.documentElement.lang = languageCode(language);

const container = document.getElementById('root')!;
const router = createAppRouter();

/**
 * Where the page holds prerendered markup that fits this visitor (src/ui/prerender: this path,
 * English), the app adopts it (hydration), so what was painted first stays on screen; anywhere
 * else its first commit replaces whatever #root holds. The Examples page is always redrawn: its
 * frames address pictures by the app's own origin, unknown at build time.
 */
function start(): void {
  const app = (
    <StrictMode>
      <App i18n={createI18n(language)} shell={shell} router={router} loadBackend={() => loadBackend(env, shell)} />
    </StrictMode>
  );
  const html = document.documentElement;
  const prerendered = document.getElementById(PRERENDERED_MARKUP_ID);
  const fits = prerendered !== null && !html.hasAttribute(STALE_ATTRIBUTE) && html.getAttribute(PRERENDERED_PATH_ATTRIBUTE) !== '/examples';
  if (fits) {
    hydrateRoot(prerendered, app, {
      // A mismatch is redrawn by React; it is worth a log line, not an error screen.
      onRecoverableError: (error) => shell.logger.warn('Prerendered page redrawn', error),
    });
  } else {
    createRoot(container).render(app);
  }
}

// Repeat and offline visits open from the device (src/ui/service-worker). Registered after the
// page has loaded, so installing it never competes with the first visit's own requests.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => shell.logger.warn('Service worker not registered', error));
  });
}

startAppSpeedReporting(env);

// Until a lazy route's code has loaded the router has nothing to draw: starting once it has
// keeps the page's prerendered markup on screen meanwhile, instead of a blank page.
if (router.state.initialized) {
  start();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start();
  });
}
