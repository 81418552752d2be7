import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from './plan-gates';
import { PLAN_TIERS } from './plan-level';
import { PLAN_PRICES_USD_MONTHLY, monthlyPriceUsd } from './plan-prices';

describe('plan prices', () => {
  it('quotes Basic 12, Professional 24 and Elite 48 dollars a month', () => {
    expect(PLAN_PRICES_USD_MONTHLY).toEqual({ Basic: 12, Professional: 24, Elite: 48 });
  });

  it('prices every plan of the catalogue, a higher plan costing more', () => {
    const prices = PLAN_CATALOGUE.map((plan) => monthlyPriceUsd(plan.tier));
    expect(prices).toHaveLength(PLAN_TIERS.length);
    for (let i = 1; i < prices.length; i += 1) expect(prices[i]).toBeGreaterThan(prices[i - 1] ?? Infinity);
  });
});
