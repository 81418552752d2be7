import { localizedPath, marketingPageOf } from '../../core/dashboard/route-paths.ts';
import type { SiteLanguage } from '../../core/member/member-record';

/**
 * The marketing pages written to HTML at build time, in English and in Spanish, each in the file
 * that both `vite preview` and Firebase Hosting (`cleanUrls`) serve for its clean URL: '/pricing'
 * is pricing.html, '/es/pricing' es/pricing.html, '/es' es.html. `module` is the page's source,
 * so the build can link its styles. A page with a form (`startsApp`) hands over to the app once
 * the visitor turns to the form; the others need no script of the app at all.
 */
export interface PrerenderedPage {
  readonly path: string;
  readonly file: string;
  readonly module: string;
  readonly language: SiteLanguage;
  /** The same page in the other language (hreflang, and where a visitor's chosen language sends them). */
  readonly alternate: string;
  readonly startsApp: boolean;
}

const PAGES = [
  { path: '/', file: 'index.html', module: 'src/ui/features/marketing/home-page.tsx' },
  { path: '/examples', file: 'examples.html', module: 'src/ui/features/marketing/examples-page.tsx' },
  { path: '/pricing', file: 'pricing.html', module: 'src/ui/features/marketing/pricing-page.tsx' },
  { path: '/contact', file: 'contact.html', module: 'src/ui/features/marketing/contact-page.tsx', startsApp: true },
  { path: '/faqs', file: 'faqs.html', module: 'src/ui/features/marketing/faqs-page.tsx' },
  { path: '/growth-offer', file: 'growth-offer.html', module: 'src/ui/features/marketing/growth-offer-page.tsx' },
] as const;

/** The file Hosting serves for a clean URL: '/es' → es.html, '/es/faqs' → es/faqs.html. */
const fileOf = (path: string) => `${path.slice(1)}.html`;

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = PAGES.flatMap((page) => {
  const spanish = localizedPath(page.path, 'ES');
  const startsApp = 'startsApp' in page && page.startsApp;
  return [
    { path: page.path, file: page.file, module: page.module, language: 'EN' as const, alternate: spanish, startsApp },
    { path: spanish, file: fileOf(spanish), module: page.module, language: 'ES' as const, alternate: page.path, startsApp },
  ];
});

/** The app's HTML for every other address (Hosting's rewrite and the preview's fallback). */
export const APP_SHELL_FILE = 'app.html';

/** What Hosting serves, with status 404, for an address that is no page (and the preview too). */
export const NOT_FOUND_FILE = '404.html';

/** A page's address in each language: its hreflang alternates (English is also x-default). */
export function alternatesOf(page: PrerenderedPage): { readonly en: string; readonly es: string } {
  return { en: marketingPageOf(page.path)?.route ?? page.path, es: page.language === 'ES' ? page.path : page.alternate };
}
