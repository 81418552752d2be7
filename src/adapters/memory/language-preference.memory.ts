import type { SiteLanguage } from '../../core/member/member-record';
import type { LanguagePreferencePort } from '../../ports/language-preference.port';

/** The device's saved interface language; starts empty, as on a first visit. */
export class MemoryLanguagePreference implements LanguagePreferencePort {
  private stored: SiteLanguage | null;

  constructor(initial: SiteLanguage | null = null) {
    this.stored = initial;
  }

  get(): SiteLanguage | null {
    return this.stored;
  }

  set(language: SiteLanguage): void {
    // Callers are typed, but a value from an untyped source must not be persisted as a language.
    if (language !== 'EN' && language !== 'ES') return;
    this.stored = language;
  }
}
