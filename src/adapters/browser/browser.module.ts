import { ContainerModule } from 'inversify';
import { CLOCK } from '../../ports/clock.port';
import { LANGUAGE_PREFERENCE } from '../../ports/language-preference.port';
import { LOGGER } from '../../ports/logger.port';
import { SHARE } from '../../ports/share.port';
import { VISIT_LOG } from '../../ports/visit-log.port';
import { SystemClock } from './clock.system';
import { LocalStorageLanguagePreference } from './language-preference.local-storage';
import { ConsoleLogger } from './logger.console';
import { BrowserShare } from './share.browser';
import { LocalStorageVisitLog } from './visit-log.local-storage';

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The ports a browser provides by itself, without any backend. */
export function browserModule(): ContainerModule {
  const storage = safeLocalStorage();
  return new ContainerModule(({ bind }) => {
    bind(CLOCK).toConstantValue(new SystemClock());
    bind(LOGGER).toConstantValue(new ConsoleLogger());
    bind(LANGUAGE_PREFERENCE).toConstantValue(new LocalStorageLanguagePreference(storage));
    bind(VISIT_LOG).toConstantValue(new LocalStorageVisitLog(storage));
    bind(SHARE).toConstantValue(new BrowserShare(typeof navigator === 'undefined' ? null : navigator));
  });
}
