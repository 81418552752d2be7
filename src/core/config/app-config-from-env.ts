import type { AppConfig } from './app-config';
import { DEFAULT_APP_CONFIG } from './app-config.ts';

/** Environment variables as every runtime has them: Vite's `import.meta.env`, `process.env`. */
export type ConfigEnv = Readonly<Record<string, string | boolean | undefined>>;

/**
 * A setting by its name: `SITIO_<NAME>` (the server's and the CLI's own), else `VITE_<NAME>` (the
 * web build's, which is all a browser bundle has). One `.env` serves the web build, the CLI, the
 * site function and the triggers, so they cannot disagree about who is privileged or which
 * domain is a member's site.
 */
function setting(env: ConfigEnv, name: string): string | undefined {
  for (const key of [`SITIO_${name}`, `VITE_${name}`]) {
    const value = env[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

function list(value: string | undefined): readonly string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/** A domain suffix starts with a dot: "sitio.app" is read as ".sitio.app". */
function domainSuffix(value: string | undefined): string {
  if (value === undefined) return DEFAULT_APP_CONFIG.appDomainSuffix;
  const lower = value.toLowerCase();
  return lower.startsWith('.') ? lower : `.${lower}`;
}

function trialDays(value: string | undefined): number {
  const days = Number(value ?? DEFAULT_APP_CONFIG.trialDays);
  return Number.isInteger(days) && days >= 0 ? days : DEFAULT_APP_CONFIG.trialDays;
}

/** An absolute http(s) origin without its trailing slash; anything else is no address at all. */
function appUrl(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * The deployment's settings from its environment: the only place that reads them. The web
 * app, the admin CLI, the site function, the triggers and the local stack all call it.
 */
export function appConfigFrom(env: ConfigEnv): AppConfig {
  return {
    ...DEFAULT_APP_CONFIG,
    appDomainSuffix: domainSuffix(setting(env, 'APP_DOMAIN_SUFFIX')),
    adminIds: list(setting(env, 'ADMIN_IDS')),
    fullAccessIds: list(setting(env, 'FULL_ACCESS_IDS')),
    trialDays: trialDays(setting(env, 'TRIAL_DAYS')),
    supportEmail: setting(env, 'SUPPORT_EMAIL') ?? DEFAULT_APP_CONFIG.supportEmail,
    planPriceIds: {
      Basic: setting(env, 'PRICE_BASIC') ?? DEFAULT_APP_CONFIG.planPriceIds.Basic,
      Professional: setting(env, 'PRICE_PROFESSIONAL') ?? DEFAULT_APP_CONFIG.planPriceIds.Professional,
      Elite: setting(env, 'PRICE_ELITE') ?? DEFAULT_APP_CONFIG.planPriceIds.Elite,
    },
    appUrl: appUrl(setting(env, 'APP_URL')),
  };
}

/** The settings' names, without their prefix: what a deployment copies to the server's environment. */
export const APP_CONFIG_SETTINGS = ['APP_DOMAIN_SUFFIX', 'ADMIN_IDS', 'FULL_ACCESS_IDS', 'TRIAL_DAYS', 'SUPPORT_EMAIL', 'PRICE_BASIC', 'PRICE_PROFESSIONAL', 'PRICE_ELITE', 'APP_URL'] as const;
