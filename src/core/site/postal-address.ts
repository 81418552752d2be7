import type { SiteLanguage } from '../member/member-record';
import type { FieldReader } from './site-fields';
import { isRecord } from './site-fields';

/*
 * Where the business is, in the parts search engines and maps read: the street (one or two
 * lines), the town, the region (state, province), the postal code and the country, and an
 * optional map pin. Addresses kept as one block of text before these parts existed are read as
 * the street, so they still show as they were typed.
 */

export const ADDRESS_LIMITS = { street: 200, locality: 100, region: 100, postalCode: 20, country: 60 } as const;

/** The ranges of a map pin's coordinates, in degrees. */
export const MAP_PIN_LIMITS = { latitude: 90, longitude: 180 } as const;

export interface PostalAddress {
  /** The street and number, with a second line (a suite, a neighbourhood) when needed. */
  readonly street: string;
  /** The town or city. */
  readonly locality: string;
  readonly region: string;
  readonly postalCode: string;
  /** The country's name or its two-letter code, as the member writes it. */
  readonly country: string;
}

export interface MapPin {
  readonly latitude: number;
  readonly longitude: number;
}

export const NO_ADDRESS: PostalAddress = { street: '', locality: '', region: '', postalCode: '', country: '' };

/** Whether a visitor (or a search engine) could find the place: a street or a town at least. */
export function isLocatable(address: PostalAddress): boolean {
  return address.street !== '' || address.locality !== '';
}

/** Reads the address parts; a one-line (or multi-line) address of the old shape becomes the street. */
export function readPostalAddress(raw: unknown, r: FieldReader): PostalAddress {
  if (raw === undefined || raw === null || raw === '') return NO_ADDRESS;
  if (typeof raw === 'string') return { ...NO_ADDRESS, street: r.paragraph(raw, 'street', ADDRESS_LIMITS.street) };
  if (!isRecord(raw)) {
    r.fail('', 'invalid');
    return NO_ADDRESS;
  }
  return {
    street: r.paragraph(raw.street, 'street', ADDRESS_LIMITS.street),
    locality: r.line(raw.locality, 'locality', ADDRESS_LIMITS.locality),
    region: r.line(raw.region, 'region', ADDRESS_LIMITS.region),
    postalCode: r.line(raw.postalCode, 'postalCode', ADDRESS_LIMITS.postalCode),
    country: r.line(raw.country, 'country', ADDRESS_LIMITS.country),
  };
}

const DECIMAL = /^[+-]?(\d{1,3}(\.\d{1,12})?|\.\d{1,12})$/;

function readCoordinate(raw: unknown, key: keyof MapPin, r: FieldReader): number | null | undefined {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && DECIMAL.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isFinite(value) || Math.abs(value) > MAP_PIN_LIMITS[key]) {
    r.fail(key, key === 'latitude' ? 'invalid-latitude' : 'invalid-longitude');
    return null;
  }
  // Six decimals place a pin within 11 cm: more is noise from a maps app.
  return Math.round(value * 1e6) / 1e6;
}

/** Reads the map pin typed as two numbers (or stored as them); both or neither. */
export function readMapPin(raw: unknown, r: FieldReader): MapPin | null {
  if (raw === undefined || raw === null) return null;
  if (!isRecord(raw)) {
    r.fail('', 'invalid');
    return null;
  }
  const latitude = readCoordinate(raw.latitude, 'latitude', r);
  const longitude = readCoordinate(raw.longitude, 'longitude', r);
  if (latitude === undefined && longitude === undefined) return null;
  if (latitude === undefined) r.fail('latitude', 'required');
  if (longitude === undefined) r.fail('longitude', 'required');
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The address as a page shows it: the street's lines, then the town line in the site's
 * language's order ("Chicago, IL 60647" in English, "06600 Ciudad de México, CDMX" in Spanish),
 * with the country after it.
 */
export function addressLines(address: PostalAddress, language: SiteLanguage): string[] {
  const join = (parts: readonly string[], separator: string) => parts.filter((part) => part !== '').join(separator);
  const town =
    language === 'ES'
      ? join([join([address.postalCode, address.locality], ' '), address.region], ', ')
      : join([address.locality, join([address.region, address.postalCode], ' ')], ', ');
  return [...lines(address.street), join([town, address.country], ', ')].filter((line) => line !== '');
}

/** The address on one line, for a maps search. */
export function addressText(address: PostalAddress, language: SiteLanguage): string {
  return addressLines(address, language).join(', ');
}

/** The street on one line, as schema.org's streetAddress. */
export function streetLine(address: PostalAddress): string {
  return lines(address.street).join(', ');
}
