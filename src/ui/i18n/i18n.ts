import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { SiteLanguage } from '../../core/member/member-record';
import { firstLoadResources } from './first-load-resources';
import { followLanguage } from './lazy-namespaces';
import { LIMIT_VARIABLES } from './limit-variables';

export function languageCode(language: SiteLanguage): 'en' | 'es' {
  return language === 'ES' ? 'es' : 'en';
}

export function siteLanguageOf(code: string): SiteLanguage {
  return code.startsWith('es') ? 'ES' : 'EN';
}

type Resources = { readonly en: Readonly<Record<string, object>>; readonly es: Readonly<Record<string, object>> };

/**
 * A fresh i18next instance (tests create their own; the app creates one at start). It starts
 * with the namespaces of public pages; lazy routes add theirs (lazy-namespaces.tsx). Tests that
 * render a lazy screen directly pass every namespace (resources.ts).
 */
export function createI18n(language: SiteLanguage, resources: Resources = firstLoadResources): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: languageCode(language),
    fallbackLng: false,
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    interpolation: { escapeValue: false, defaultVariables: LIMIT_VARIABLES },
    returnNull: false,
    initAsync: false,
  });
  // Lazy routes load their translations in the language this instance shows.
  followLanguage(instance.language);
  instance.on('languageChanged', followLanguage);
  return instance;
}
