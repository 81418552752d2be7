import type { SiteLanguage } from '../../core/member/member-record';
import type { LanguagePreferencePort } from '../../ports/language-preference.port';

const KEY = 'sitio.language';

/** Keeps the interface language on this device; storage may be unavailable (private mode). */
export class LocalStorageLanguagePreference implements LanguagePreferencePort {
  constructor(private readonly storage: Storage | null) {}

  get(): SiteLanguage | null {
    try {
      const value = this.storage?.getItem(KEY);
      return value === 'EN' || value === 'ES' ? value : null;
    } catch {
      return null;
    }
  }

  set(language: SiteLanguage): void {
    try {
      this.storage?.setItem(KEY, language);
    } catch {
      // A full or blocked storage only loses the preference, never the page.
    }
  }
}
