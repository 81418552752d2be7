import { isCalendarDate, isClockTime } from '../site/site-fields';
import type { BookingLanguage, BookingVisitor } from './booking';
import { BOOKING_LIMITS } from './booking-limits';

/** A visitor's booking form, as posted. */
export interface PostedBooking {
  readonly service: string;
  readonly date: string;
  readonly time: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly note: string;
  /** The hidden field only a bot fills. */
  readonly website: string;
}

export type BookingFieldError = 'required' | 'too-long' | 'invalid' | 'contact-required';

export type BookingRequestReading =
  | { readonly kind: 'valid'; readonly service: string; readonly date: string; readonly time: string; readonly visitor: BookingVisitor }
  | { readonly kind: 'invalid'; readonly errors: Readonly<Partial<Record<keyof PostedBooking | 'contact', BookingFieldError>>> };

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]{2,}$/;
const PHONE = /^\+?[0-9 ().-]{6,}$/;

/** The visitor's fields checked against the caps; the time itself is checked against the free slots after. */
export function readBookingRequest(posted: PostedBooking, language: BookingLanguage): BookingRequestReading {
  const errors: Partial<Record<keyof PostedBooking | 'contact', BookingFieldError>> = {};
  const name = posted.name.trim();
  const email = posted.email.trim();
  const phone = posted.phone.trim();
  const note = posted.note.trim();
  if (posted.service === '') errors.service = 'required';
  if (!isCalendarDate(posted.date)) errors.date = posted.date === '' ? 'required' : 'invalid';
  if (!isClockTime(posted.time)) errors.time = posted.time === '' ? 'required' : 'invalid';
  if (name === '') errors.name = 'required';
  else if (name.length > BOOKING_LIMITS.visitorName) errors.name = 'too-long';
  if (email.length > BOOKING_LIMITS.visitorEmail) errors.email = 'too-long';
  else if (email !== '' && !EMAIL.test(email)) errors.email = 'invalid';
  if (phone.length > BOOKING_LIMITS.visitorPhone) errors.phone = 'too-long';
  else if (phone !== '' && !PHONE.test(phone)) errors.phone = 'invalid';
  if (email === '' && phone === '') errors.contact = 'contact-required';
  if (note.length > BOOKING_LIMITS.visitorNote) errors.note = 'too-long';
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return { kind: 'valid', service: posted.service, date: posted.date, time: posted.time, visitor: { name, email, phone, note, language } };
}
