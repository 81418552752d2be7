import type { FieldReader } from './site-fields';

/*
 * What kind of business the site is for, as a schema.org LocalBusiness subtype: search engines
 * read it as the type of the page's business data. A short list of the kinds of businesses the
 * product is for; '' is none (the generic LocalBusiness).
 */
export const BUSINESS_CATEGORIES = [
  'Bakery',
  'CafeOrCoffeeShop',
  'Restaurant',
  'Store',
  'ClothingStore',
  'Florist',
  'HairSalon',
  'BeautySalon',
  'NailSalon',
  'DaySpa',
  'ExerciseGym',
  'Plumber',
  'Electrician',
  'HVACBusiness',
  'GeneralContractor',
  'HousePainter',
  'Locksmith',
  'HomeAndConstructionBusiness',
  'AutoRepair',
  'MedicalBusiness',
  'Dentist',
  'LegalService',
  'AccountingService',
  'RealEstateAgent',
  'ChildCare',
  'ProfessionalService',
] as const;

export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

export function isBusinessCategory(value: unknown): value is BusinessCategory {
  return (BUSINESS_CATEGORIES as readonly unknown[]).includes(value);
}

/** One of the list, or '' for none; anything else is an error. */
export function readBusinessCategory(raw: unknown, path: string, r: FieldReader): BusinessCategory | '' {
  if (raw === undefined || raw === null || raw === '') return '';
  if (isBusinessCategory(raw)) return raw;
  r.fail(path, 'invalid');
  return '';
}
