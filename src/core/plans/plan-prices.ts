import type { PlanTier } from './plan-level';

/**
 * Monthly list prices in whole US dollars. The payment provider charges what its own product
 * catalogue says; these figures only let the marketing pages quote the same numbers.
 */
export const PLAN_PRICES_USD_MONTHLY: Readonly<Record<PlanTier, number>> = {
  Basic: 12,
  Professional: 24,
  Elite: 48,
};

export function monthlyPriceUsd(tier: PlanTier): number {
  return PLAN_PRICES_USD_MONTHLY[tier];
}
