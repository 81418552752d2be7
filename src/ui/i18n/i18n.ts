import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { SiteLanguage } from '../../core/member/member-record';
import { NAMESPACES, resources } from './resources';

export function languageCode(language: SiteLanguage): 'en' | 'es' {
  return language === 'ES' ? 'es' : 'en';
}

export function siteLanguageOf(code: string): SiteLanguage {
  return code.startsWith('es') ? 'ES' : 'EN';
}

/** A fresh i18next instance (tests create their own; the app creates one at start). */
export function createI18n(language: SiteLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: languageCode(language),
    fallbackLng: false,
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
