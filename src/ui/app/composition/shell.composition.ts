import { createBrowserAdapters } from '../../../adapters/browser/browser-adapters';
import { DEFAULT_APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import type { ShellServices, TimerClock } from '../../services/app-services';

const browserTimers: TimerClock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

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
 * synchronous, so public pages render before any backend code is loaded. Composed by hand: the
 * shell has no dependencies to inject, and the container library would otherwise weigh on the
 * first chunk of every public page; the backend's composition roots, loaded lazily, use it.
 */
export function createShellServices(env: Record<string, string | undefined>): ShellServices {
  return { config: appConfigFromEnv(env), timers: browserTimers, ...createBrowserAdapters() };
}
