export type PlanTier = 'Basic' | 'Professional' | 'Elite';
export type PlanLevel = 0 | 1 | 2 | 3;
export type CurrentPlanName = 'Basic Plan' | 'Professional Plan' | 'Elite Plan';
export type LegacyPlanName = 'Starter' | 'Growth Plan' | 'Scale+ Plan';
export type PlanName = CurrentPlanName | LegacyPlanName;

export const PLAN_TIERS: readonly PlanTier[] = ['Basic', 'Professional', 'Elite'];

export const PLAN_NAME_OF_TIER: Readonly<Record<PlanTier, CurrentPlanName>> = {
  Basic: 'Basic Plan',
  Professional: 'Professional Plan',
  Elite: 'Elite Plan',
};

export const LEVEL_OF_TIER: Readonly<Record<PlanTier, 1 | 2 | 3>> = {
  Basic: 1,
  Professional: 2,
  Elite: 3,
};

/**
 * Product names, normalised (lowercase, single spaces, without a trailing ' plan'), to levels.
 * Legacy and current names share levels (architecture section 4): Starter = Basic,
 * Growth = Professional, Scale+ = Elite.
 */
const LEVEL_OF_NAME: Readonly<Record<string, 1 | 2 | 3>> = {
  starter: 1,
  basic: 1,
  growth: 2,
  professional: 2,
  'scale+': 3,
  elite: 3,
};

function normalizedPlanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase().replace(/ plan$/, '');
}

/** The level a product name grants; 0 for anything that is not a known plan. */
export function planLevelOf(productName: string | null | undefined): PlanLevel {
  if (typeof productName !== 'string') return 0;
  const key = normalizedPlanName(productName);
  return Object.hasOwn(LEVEL_OF_NAME, key) ? (LEVEL_OF_NAME[key] ?? 0) : 0;
}

/** The tier a level opens; level 0 (no plan) still sees the Basic tier. */
export function tierOfLevel(level: PlanLevel): PlanTier {
  if (level >= 3) return 'Elite';
  if (level === 2) return 'Professional';
  return 'Basic';
}

export function tierAtLeast(tier: PlanTier, minimum: PlanTier): boolean {
  return LEVEL_OF_TIER[tier] >= LEVEL_OF_TIER[minimum];
}
