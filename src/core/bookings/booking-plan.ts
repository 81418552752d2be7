import type { PlanTier } from '../plans/plan-level';
import { tierAtLeast } from '../plans/plan-level';

/**
 * Bookings: Professional and Elite. Below Professional the Book page and button close and the
 * requests stop; the settings and every booking stay stored, and come back with the plan.
 */
export function canUseBookings(tier: PlanTier): boolean {
  return tierAtLeast(tier, 'Professional');
}
