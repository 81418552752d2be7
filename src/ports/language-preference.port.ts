import type { SiteLanguage } from '../core/member/member-record';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/** The interface language chosen on this device (spec: persisted, default EN). */
export interface LanguagePreferencePort {
  get(): SiteLanguage | null;
  set(language: SiteLanguage): void;
}

export const LANGUAGE_PREFERENCE: PortToken<LanguagePreferencePort> = portToken<LanguagePreferencePort>('LanguagePreferencePort');
