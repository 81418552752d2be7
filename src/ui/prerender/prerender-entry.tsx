import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { pageIdOf } from '../../core/dashboard/app-routes';
import { marketingPageOf } from '../../core/dashboard/route-paths';
import type { SiteLanguage } from '../../core/member/member-record';
import type { LanguagePreferencePort } from '../../ports/language-preference.port';
import { App } from '../app/app';
import { createShellServices } from '../app/composition/shell.composition';
import { AppRoutes, preloadRoute } from '../app/router';
import { createI18n } from '../i18n/i18n';
import { common as commonEn } from '../i18n/en/common';
import { common as commonEs } from '../i18n/es/common';
import { StaticMarkupContext } from '../services/static-markup';
import { PRERENDERED_PAGES } from './prerendered-pages';

export { PRERENDERED_PAGES };

/** The page's language, fixed: the build cannot see what a visitor chose on their device. */
const fixedLanguage = (language: SiteLanguage): LanguagePreferencePort => ({
  get: () => language,
  set: () => undefined,
});

/**
 * The markup of #root for one public page, rendered at build time by the app's own routes,
 * layout and pages, in the language of its address, as a first-time visitor sees it before any
 * script: nothing from the backend, and the header in each variant (StaticMarkupContext).
 */
export async function renderPage(path: string): Promise<string> {
  const language = marketingPageOf(path)?.language ?? 'EN';
  // Made first: the routes load their translations in the language it shows.
  const i18n = createI18n(language);
  // The page's code is there before it is drawn, as in the browser (main.tsx), so the markup is
  // the page itself and exactly what the browser's first render adopts.
  await preloadRoute(path);
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const env = import.meta.env as Record<string, string | undefined>;
  const shell = { ...createShellServices(env), languagePreference: fixedLanguage(language) };
  return renderToString(
    <StrictMode>
      <StaticMarkupContext.Provider value={true}>
        <App i18n={i18n} shell={shell} history={history} prepareRoute={preloadRoute}>
          <AppRoutes />
        </App>
      </StaticMarkupContext.Provider>
    </StrictMode>,
  );
}

/** The document title and description of the page at `path` in `language`, as the app sets them. */
export function pageHead(path: string, language: SiteLanguage): { readonly title: string; readonly description: string } {
  return (language === 'ES' ? commonEs : commonEn).pages[pageIdOf(path)];
}
