/*
 * Limits and value lists every section shares. Every limit keeps a section document well under
 * Firestore's 1 MiB and the public page small.
 */

export const SITE_LIMITS = {
  name: 100,
  shortText: 120,
  description: 1000,
  alt: 200,
  gallery: 60,
  videos: 20,
  articles: 20,
  products: 100,
  services: 100,
  events: 50,
  team: 50,
  albums: 20,
  albumImages: 60,
  paymentLinks: 20,
  logos: 30,
  testimonials: 30,
  testimonial: 600,
  holidayExceptions: 60,
  maxPrice: 10_000_000,
} as const;

/** Fonts the public site knows how to set; names end up in CSS, so nothing else is accepted. */
export const SITE_FONTS = ['Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Poppins', 'Playfair Display', 'Merriweather', 'Nunito'] as const;
export type SiteFont = (typeof SITE_FONTS)[number];

export const COVER_TEMPLATES = [1, 2, 3] as const;
export type CoverTemplate = (typeof COVER_TEMPLATES)[number];

export const CURRENCIES = ['USD', 'MXN', 'EUR', 'CAD', 'GBP', 'COP', 'ARS', 'CLP', 'PEN', 'GTQ', 'HNL', 'DOP', 'CRC', 'BOB', 'UYU', 'PYG', 'NIO', 'PAB', 'BRL'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const DEFAULT_THEME_COLOR = '#0D0D0D';
export const DEFAULT_FONT: SiteFont = 'Roboto';
