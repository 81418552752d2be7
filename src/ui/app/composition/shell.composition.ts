import { Container } from 'inversify';
import { browserModule } from '../../../adapters/browser/browser.module';
import { DEFAULT_APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { CLOCK } from '../../../ports/clock.port';
import { LANGUAGE_PREFERENCE } from '../../../ports/language-preference.port';
import { LOGGER } from '../../../ports/logger.port';
import { SHARE } from '../../../ports/share.port';
import { VISIT_LOG } from '../../../ports/visit-log.port';
import type { ShellServices } from '../app-services';
import { resolve } from './resolve';

/** Deployment settings from Vite's env (fixed privileged ids are configuration, not code). */
export function appConfigFromEnv(env: Record<string, string | undefined>): AppConfig {
  const list = (value: string | undefined) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const trialDays = Number(env['VITE_TRIAL_DAYS'] ?? DEFAULT_APP_CONFIG.trialDays);
  return {
    ...DEFAULT_APP_CONFIG,
    appDomainSuffix: env['VITE_APP_DOMAIN_SUFFIX'] || DEFAULT_APP_CONFIG.appDomainSuffix,
    adminIds: list(env['VITE_ADMIN_IDS']),
    fullAccessIds: list(env['VITE_FULL_ACCESS_IDS']),
    trialDays: Number.isFinite(trialDays) && trialDays >= 0 ? trialDays : DEFAULT_APP_CONFIG.trialDays,
    supportEmail: env['VITE_SUPPORT_EMAIL'] || DEFAULT_APP_CONFIG.supportEmail,
    planPriceIds: {
      Basic: env['VITE_PRICE_BASIC'] || DEFAULT_APP_CONFIG.planPriceIds.Basic,
      Professional: env['VITE_PRICE_PROFESSIONAL'] || DEFAULT_APP_CONFIG.planPriceIds.Professional,
      Elite: env['VITE_PRICE_ELITE'] || DEFAULT_APP_CONFIG.planPriceIds.Elite,
    },
  };
}

/**
 * Composition root of the browser's shell: the ports a browser provides by itself. Cheap and
 * synchronous, so public pages render before any backend code is loaded.
 */
export function createShellServices(env: Record<string, string | undefined>): ShellServices {
  const container = new Container();
  container.load(browserModule());
  return {
    config: appConfigFromEnv(env),
    clock: resolve(container, CLOCK),
    logger: resolve(container, LOGGER),
    languagePreference: resolve(container, LANGUAGE_PREFERENCE),
    share: resolve(container, SHARE),
    visitLog: resolve(container, VISIT_LOG),
  };
}
