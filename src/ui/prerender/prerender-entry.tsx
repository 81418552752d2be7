import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter } from 'react-router-dom';
import type { LanguagePreferencePort } from '../../ports/language-preference.port';
import { App } from '../app/app';
import { createShellServices } from '../app/composition/shell.composition';
import { routes } from '../app/router';
import { createI18n } from '../i18n/i18n';
import { PRERENDERED_PAGES } from './prerendered-pages';

export { PRERENDERED_PAGES };

/** English, the default: a visitor who chose Spanish has it in storage, which the build cannot see. */
const englishOnly: LanguagePreferencePort = {
  get: () => 'EN',
  set: () => undefined,
};

/**
 * The markup of #root for one public page, rendered at build time by the app's own routes,
 * layout and pages, as a first-time visitor sees it before the app starts: English, the
 * visitor's header, nothing from the backend.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status}); only pages can be prerendered`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  // The browser's RouterProvider renders a static router's state as it is (it subscribes only in
  // an effect), so the page goes through exactly the App the browser runs. No hydration data:
  // the app starts afresh with createRoot.
  const router = createStaticRouter(handler.dataRoutes, context);
  const env = import.meta.env as Record<string, string | undefined>;
  const shell = { ...createShellServices(env), languagePreference: englishOnly };
  return renderToString(
    <StrictMode>
      <App i18n={createI18n('EN')} shell={shell} router={router} />
    </StrictMode>,
  );
}
