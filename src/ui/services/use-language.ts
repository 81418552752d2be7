import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteLanguage } from '../../core/member/member-record';
import { languageCode, siteLanguageOf } from '../i18n/i18n';
import { switchLanguage } from '../i18n/lazy-namespaces';
import { useShell } from './services-context';

/** The interface language: switchable everywhere, persisted on the device (spec section 1). */
export function useLanguage(): { language: SiteLanguage; setLanguage: (language: SiteLanguage) => void } {
  const { i18n } = useTranslation();
  const { languagePreference, logger } = useShell();
  const setLanguage = useCallback(
    (language: SiteLanguage) => {
      languagePreference.set(language);
      // The screens loaded so far have their translations in the language shown only: the other
      // one is fetched first (at once from the service worker once the app is installed).
      const code = languageCode(language);
      const switched = switchLanguage(i18n, code);
      if (i18n.language === code) document.documentElement.lang = code;
      void switched
        .then(() => {
          document.documentElement.lang = code;
        })
        .catch((error: unknown) => logger.warn('Language not switched', error));
    },
    [i18n, languagePreference, logger],
  );
  return { language: siteLanguageOf(i18n.language), setLanguage };
}
