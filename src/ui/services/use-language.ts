import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteLanguage } from '../../core/member/member-record';
import { languageCode, siteLanguageOf } from '../i18n/i18n';
import { useShell } from './services-context';

/** The interface language: switchable everywhere, persisted on the device (spec section 1). */
export function useLanguage(): { language: SiteLanguage; setLanguage: (language: SiteLanguage) => void } {
  const { i18n } = useTranslation();
  const { languagePreference } = useShell();
  const setLanguage = useCallback(
    (language: SiteLanguage) => {
      languagePreference.set(language);
      void i18n.changeLanguage(languageCode(language));
      document.documentElement.lang = languageCode(language);
    },
    [i18n, languagePreference],
  );
  return { language: siteLanguageOf(i18n.language), setLanguage };
}
