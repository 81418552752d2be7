import { createLanguagePreference } from '../../../adapters/browser/browser-adapters';
import { localizedPath, marketingPageOf } from '../../../core/dashboard/route-paths';
import { APP_ENTRY_META } from '../../prerender/prerender-guard';
import type { PageScriptDeps } from '../../prerender/page-behaviour';

/** What the marketing pages' script works with, in the browser (src/ui/prerender/page-script.ts). */
export function createPageScriptDeps(document: Document): PageScriptDeps {
  return {
    location: window.location,
    languagePreference: createLanguagePreference(),
    alternateOf: (path, language) => localizedPath(path, language),
    pageLanguageOf: (path) => marketingPageOf(path)?.language ?? null,
    appEntry: document.querySelector<HTMLMetaElement>(`meta[name="${APP_ENTRY_META}"]`)?.content ?? null,
    // Left to the browser: the entry's address is only known from the page.
    startApp: (entry) => import(/* @vite-ignore */ entry),
  };
}
