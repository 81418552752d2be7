import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../config/app-config';
import { AppError } from '../errors/error-codes';
import { PLAN_TIERS } from '../plans/plan-level';
import { checkoutLocaleOf, checkoutReturnOf, checkoutReturnUrl, checkoutSessionRequest, isPriceId, tierOfPriceId } from './checkout-request';

const PRICES = DEFAULT_APP_CONFIG.planPriceIds;

describe('checkout session request', () => {
  it('asks for the plan\'s price, in the member\'s language, returning to the subscription page', () => {
    expect(checkoutSessionRequest('Elite', 'ES', 'http://127.0.0.1:5173', PRICES)).toEqual({
      price: 'price_elite',
      success_url: 'http://127.0.0.1:5173/dashboard/settings/subscription?checkout=success',
      cancel_url: 'http://127.0.0.1:5173/dashboard/settings/subscription?checkout=cancelled',
      mode: 'subscription',
      locale: 'es',
    });
    expect(checkoutSessionRequest('Basic', 'EN', 'https://sitio.app/some/page?x=1', PRICES)).toMatchObject({
      price: 'price_basic',
      success_url: 'https://sitio.app/dashboard/settings/subscription?checkout=success',
      locale: 'en',
    });
  });

  it('uses the deployment\'s price ids', () => {
    const prices = { Basic: 'price_1Abc', Professional: 'price_2Def', Elite: 'price_3Ghi' };
    for (const tier of PLAN_TIERS) {
      expect(checkoutSessionRequest(tier, 'EN', 'https://sitio.app', prices).price).toBe(prices[tier]);
      expect(tierOfPriceId(prices, prices[tier])).toBe(tier);
    }
    expect(tierOfPriceId(prices, 'price_other')).toBeNull();
    expect(tierOfPriceId(prices, null)).toBeNull();
  });

  it('refuses a price id the security rules would refuse, as a checkout failure', () => {
    const bad = { ...PRICES, Elite: 'price_elite_monthly' };
    expect(() => checkoutSessionRequest('Elite', 'EN', 'https://sitio.app', bad)).toThrow(AppError);
    try {
      checkoutSessionRequest('Elite', 'EN', 'https://sitio.app', bad);
    } catch (error) {
      expect((error as AppError).code).toBe('checkout-failed');
    }
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'not a url', ''])('refuses a non-http origin %j', (origin) => {
    expect(() => checkoutReturnUrl(origin, 'success')).toThrow(AppError);
  });

  it('always produces a document the security rules accept', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAN_TIERS),
        fc.constantFrom('EN' as const, 'ES' as const),
        fc.webUrl(),
        fc.stringMatching(/^[A-Za-z0-9]{1,40}$/),
        (tier, language, origin, suffix) => {
          const request = checkoutSessionRequest(tier, language, origin, { ...PRICES, [tier]: `price_${suffix}` });
          expect(Object.keys(request).sort()).toEqual(['cancel_url', 'locale', 'mode', 'price', 'success_url']);
          expect(isPriceId(request.price)).toBe(true);
          expect(request.success_url).toMatch(/^https?:\/\/[^/]+\/dashboard\/settings\/subscription\?checkout=success$/);
          expect(request.cancel_url).toMatch(/\?checkout=cancelled$/);
          expect(request.mode).toBe('subscription');
          expect(request.locale).toBe(checkoutLocaleOf(language));
        },
      ),
      { numRuns: 60 },
    );
    // Generating web URLs is slow: about 1 s on an idle 2-core machine, several when it is busy.
  }, 20_000);
});

describe('price ids and the return query', () => {
  it.each([
    ['price_1MoBy5LkdIwHu7ixZhnattbh', true],
    ['price_basic', true],
    ['price_', false],
    ['price_a_b', false],
    ['prod_123', false],
    [42, false],
  ])('isPriceId(%j) is %s', (value, expected) => {
    expect(isPriceId(value)).toBe(expected);
  });

  it('reads only the two known outcomes back', () => {
    expect(checkoutReturnOf('?checkout=success')).toBe('success');
    expect(checkoutReturnOf('?x=1&checkout=cancelled')).toBe('cancelled');
    expect(checkoutReturnOf('?checkout=<script>')).toBeNull();
    expect(checkoutReturnOf('')).toBeNull();
  });
});
