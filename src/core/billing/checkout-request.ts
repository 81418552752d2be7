import { AppError } from '../errors/error-codes';
import type { SiteLanguage } from '../member/member-record';
import { ROUTES } from '../dashboard/route-paths';
import type { PlanTier } from '../plans/plan-level';
import { PLAN_TIERS } from '../plans/plan-level';

export type PlanPriceIds = Readonly<Record<PlanTier, string>>;

export type CheckoutLocale = 'en' | 'es';

/**
 * The document a member adds to vMember/{id}/checkout_sessions: exactly the fields the payment
 * extension reads and the security rules accept (snake_case is the extension's).
 */
export interface CheckoutSessionRequest {
  readonly price: string;
  readonly success_url: string;
  readonly cancel_url: string;
  readonly mode: 'subscription';
  readonly locale: CheckoutLocale;
}

/** The query the subscription page reads when the member comes back from the checkout page. */
export const CHECKOUT_RETURN_PARAM = 'checkout';
export type CheckoutReturn = 'success' | 'cancelled';

/** Longest id after 'price_' that firestore.rules lets a checkout session name. */
export const PRICE_ID_MAX_LENGTH = 120;
/** Same pattern as firestore.rules, so a misconfigured price fails here and not as "permission denied". */
const PRICE_ID = new RegExp(`^price_[A-Za-z0-9]{1,${PRICE_ID_MAX_LENGTH}}$`);

export function isPriceId(value: unknown): value is string {
  return typeof value === 'string' && PRICE_ID.test(value);
}

/** The plan a price id belongs to in this deployment, or null for any other price. */
export function tierOfPriceId(priceIds: PlanPriceIds, priceId: string | null | undefined): PlanTier | null {
  if (typeof priceId !== 'string') return null;
  return PLAN_TIERS.find((tier) => priceIds[tier] === priceId) ?? null;
}

export function checkoutLocaleOf(language: SiteLanguage): CheckoutLocale {
  return language === 'ES' ? 'es' : 'en';
}

/** The origin part of an http(s) address, or null for anything else (javascript:, data:, garbage). */
function httpOrigin(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

/** Where the checkout page sends the member back to, with the outcome in the query. */
export function checkoutReturnUrl(origin: string, outcome: CheckoutReturn): string {
  const base = httpOrigin(origin);
  if (base === null) throw new AppError('invalid-input', { detail: 'checkout return origin must be http(s)' });
  return `${base}${ROUTES.subscription}?${CHECKOUT_RETURN_PARAM}=${outcome}`;
}

/** Reads ?checkout=… back; anything else is no outcome at all. */
export function checkoutReturnOf(search: string): CheckoutReturn | null {
  const value = new URLSearchParams(search).get(CHECKOUT_RETURN_PARAM);
  return value === 'success' || value === 'cancelled' ? value : null;
}

/**
 * The checkout session to ask for when a member chooses `plan`. The checkout page speaks the
 * member's language and sends them back to the subscription page either way.
 */
export function checkoutSessionRequest(plan: PlanTier, language: SiteLanguage, origin: string, priceIds: PlanPriceIds): CheckoutSessionRequest {
  const price = priceIds[plan];
  if (!isPriceId(price)) throw new AppError('checkout-failed', { detail: `no usable price id configured for ${plan}` });
  return {
    price,
    success_url: checkoutReturnUrl(origin, 'success'),
    cancel_url: checkoutReturnUrl(origin, 'cancelled'),
    mode: 'subscription',
    locale: checkoutLocaleOf(language),
  };
}
