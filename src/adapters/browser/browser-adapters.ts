import type { DashboardSnapshotPort } from '../../ports/dashboard-snapshot.port';
import type { ClockPort } from '../../ports/clock.port';
import type { LanguagePreferencePort } from '../../ports/language-preference.port';
import type { LoggerPort } from '../../ports/logger.port';
import type { SharePort } from '../../ports/share.port';
import { SystemClock } from './clock.system';
import { LocalStorageDashboardSnapshot } from './dashboard-snapshot.local-storage';
import { LocalStorageLanguagePreference } from './language-preference.local-storage';
import { ConsoleLogger } from './logger.console';
import { BrowserShare } from './share.browser';

/** The ports a browser provides by itself, without any backend. */
export interface BrowserAdapters {
  readonly clock: ClockPort;
  readonly logger: LoggerPort;
  readonly languagePreference: LanguagePreferencePort;
  readonly share: SharePort;
  readonly dashboardSnapshot: DashboardSnapshotPort;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The interface language kept on this device, alone: what the marketing pages' script needs. */
export function createLanguagePreference(): LanguagePreferencePort {
  return new LocalStorageLanguagePreference(safeLocalStorage());
}

/**
 * Plain constructors, no container: the shell builds these before the first paint of public
 * pages, and none of them has a dependency to inject.
 */
export function createBrowserAdapters(): BrowserAdapters {
  const storage = safeLocalStorage();
  return {
    clock: new SystemClock(),
    logger: new ConsoleLogger(),
    languagePreference: new LocalStorageLanguagePreference(storage),
    share: new BrowserShare(typeof navigator === 'undefined' ? null : navigator),
    dashboardSnapshot: new LocalStorageDashboardSnapshot(storage),
  };
}
