import { ContainerModule } from 'inversify';
import { CLOCK } from '../../ports/clock.port';
import { DASHBOARD_SNAPSHOT } from '../../ports/dashboard-snapshot.port';
import { LANGUAGE_PREFERENCE } from '../../ports/language-preference.port';
import { LOGGER } from '../../ports/logger.port';
import { SHARE } from '../../ports/share.port';
import { createBrowserAdapters, type BrowserAdapters } from './browser-adapters';

/**
 * The browser's own ports for a backend container. Given the shell's adapters, the backend
 * shares them (one logger, one language preference) instead of building a second set.
 */
export function browserModule(adapters: BrowserAdapters = createBrowserAdapters()): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CLOCK).toConstantValue(adapters.clock);
    bind(LOGGER).toConstantValue(adapters.logger);
    bind(LANGUAGE_PREFERENCE).toConstantValue(adapters.languagePreference);
    bind(SHARE).toConstantValue(adapters.share);
    bind(DASHBOARD_SNAPSHOT).toConstantValue(adapters.dashboardSnapshot);
  });
}
