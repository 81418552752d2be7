/** The time zones a business can keep its hours in (the product's buyers: the Americas and Spain). */
export const SITE_TIME_ZONES = [
  'America/Chicago',
  'America/New_York',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/Mexico_City',
  'America/Cancun',
  'America/Tijuana',
  'America/Monterrey',
  'America/Bogota',
  'America/Lima',
  'America/Santiago',
  'America/Argentina/Buenos_Aires',
  'Europe/Madrid',
] as const;
export type SiteTimeZone = (typeof SITE_TIME_ZONES)[number];
export const DEFAULT_SITE_TIME_ZONE: SiteTimeZone = 'America/Chicago';

export function isSiteTimeZone(value: unknown): value is SiteTimeZone {
  return typeof value === 'string' && (SITE_TIME_ZONES as readonly string[]).includes(value);
}
