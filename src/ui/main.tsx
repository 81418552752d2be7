import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadBackend } from './app/composition/backend.composition';
import { createShellServices } from './app/composition/shell.composition';
import { createAppRouter } from './app/router';
import { createI18n, languageCode } from './i18n/i18n';
import './styles/global.css';

const env = import.meta.env as Record<string, string | undefined>;
const shell = createShellServices(env);
const language = shell.languagePreference.get() ?? 'EN';
document.documentElement.lang = languageCode(language);

const container = document.getElementById('root')!;
const router = createAppRouter();

/** The app's first commit replaces the page's prerendered markup (src/ui/prerender), if any. */
function start(): void {
  createRoot(container).render(
    <StrictMode>
      <App i18n={createI18n(language)} shell={shell} router={router} loadBackend={() => loadBackend(env, shell)} />
    </StrictMode>,
  );
}

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
