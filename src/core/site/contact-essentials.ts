import { isValidEmail, phoneError } from '../validation/sign-up-validation';
import type { BusinessCategory } from './business-category';
import { readBusinessCategory } from './business-category';
import type { MapPin, PostalAddress } from './postal-address';
import { NO_ADDRESS, isLocatable, readMapPin, readPostalAddress } from './postal-address';
import type { FieldReader } from './site-fields';
import { isRecord } from './site-fields';

/*
 * The ways a visitor reaches the business from its site: the address (with a link that opens
 * their maps app, and a map pin for search engines), a phone to call, a WhatsApp chat and a
 * public e-mail. The member keeps each in the studio and turns each on or off; only what is on
 * ever leaves the core for a page. The business's category sits with them: it is what search
 * engines read the address as (a bakery, a plumber).
 */

export const CONTACT_LIMITS = { phone: 40, email: 254 } as const;

export interface ContactEssentials {
  readonly address: PostalAddress;
  readonly showAddress: boolean;
  /** Where the door is on a map; shown with the address only. */
  readonly pin: MapPin | null;
  readonly category: BusinessCategory | '';
  readonly phone: string;
  readonly showPhone: boolean;
  readonly email: string;
  readonly showEmail: boolean;
  /** A chat button from the WhatsApp link among the profiles, with a greeting typed for the visitor. */
  readonly whatsappButton: boolean;
}

export const NO_CONTACT: ContactEssentials = {
  address: NO_ADDRESS,
  showAddress: false,
  pin: null,
  category: '',
  phone: '',
  showPhone: false,
  email: '',
  showEmail: false,
  whatsappButton: false,
};

/** Reads the studio's contact group; turning on an item with nothing in it is an error on that item. */
export function readContactEssentials(raw: unknown, r: FieldReader): ContactEssentials {
  if (raw === undefined || raw === null) return NO_CONTACT;
  if (!isRecord(raw)) {
    r.fail('', 'invalid');
    return NO_CONTACT;
  }
  const on = (key: string) => raw[key] === true;
  const address = readPostalAddress(raw.address, r.child('address'));
  const pin = readMapPin(raw.pin, r.child('pin'));
  const category = readBusinessCategory(raw.category, 'category', r);
  const phone = r.line(raw.phone, 'phone', CONTACT_LIMITS.phone);
  if (phone !== '' && phoneError(phone) !== null) r.fail('phone', 'invalid-phone');
  const email = r.line(raw.email, 'email', CONTACT_LIMITS.email);
  if (email !== '' && !isValidEmail(email)) r.fail('email', 'invalid-email');
  const contact = { address, showAddress: on('showAddress'), pin, category, phone, showPhone: on('showPhone'), email, showEmail: on('showEmail'), whatsappButton: on('whatsappButton') };
  // An address shown needs at least its street or its town; the other items, their text.
  if (contact.showAddress && !isLocatable(contact.address)) r.fail('address.street', 'required');
  for (const [key, show] of [['phone', 'showPhone'], ['email', 'showEmail']] as const) {
    if (contact[show] && contact[key] === '') r.fail(key, 'required');
  }
  return contact;
}

/** What a visitor may see: every item that is off is emptied here, so no page can show it. */
export function publishedContact(contact: ContactEssentials): ContactEssentials {
  return {
    address: contact.showAddress ? contact.address : NO_ADDRESS,
    showAddress: contact.showAddress && isLocatable(contact.address),
    pin: contact.showAddress ? contact.pin : null,
    category: contact.category,
    phone: contact.showPhone ? contact.phone : '',
    showPhone: contact.showPhone && contact.phone !== '',
    email: contact.showEmail ? contact.email : '',
    showEmail: contact.showEmail && contact.email !== '',
    whatsappButton: contact.whatsappButton,
  };
}

/** A link the visitor's phone dials: '+' and digits only. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^0-9]/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * A search link that phones open in their maps app (Google Maps' cross-platform URL), with no
 * map script on the page.
 */
export function mapsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.replace(/\s*\n\s*/g, ', '))}`;
}

/**
 * The chat link for a WhatsApp profile link with the greeting typed in: a wa.me/<number> or
 * api.whatsapp.com/send?phone=<number> link gets it; other WhatsApp links (a catalogue, a short
 * link) open as they are.
 */
export function whatsappChatHref(link: string, greeting: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  const host = url.hostname.toLowerCase();
  const number = host === 'wa.me' ? /^\/(\d{7,15})\/?$/.exec(url.pathname)?.[1] : host.endsWith('whatsapp.com') && url.pathname === '/send' ? url.searchParams.get('phone')?.replace(/\D/g, '') : undefined;
  return number !== undefined && /^\d{7,15}$/.test(number) ? `https://wa.me/${number}?text=${encodeURIComponent(greeting)}` : link;
}
