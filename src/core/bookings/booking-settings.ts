import { isCalendarDate, isClockTime } from '../site/site-fields';
import { BOOKING_LIMITS } from './booking-limits';
import { minutesOfClock } from './zoned-time';

/** A service a visitor can book, with how long it takes. */
export interface BookableService {
  /** Stable within the site: bookings name it, and the form posts it. */
  readonly id: string;
  readonly name: string;
  readonly durationMinutes: number;
  /** Shown beside the name ("from $30"); empty for none. */
  readonly priceNote: string;
}

/** A stretch the owner is away, on the business's clock; `to` earlier than `from` runs past midnight. */
export interface BlockedTime {
  readonly date: string;
  readonly from: string;
  readonly to: string;
}

export type ConfirmationMode = 'approval' | 'instant';

/** The owner's booking settings; availability itself is the site's opening hours. */
export interface BookingSettings {
  readonly enabled: boolean;
  readonly services: readonly BookableService[];
  readonly stepMinutes: number;
  readonly bufferMinutes: number;
  readonly noticeMinutes: number;
  readonly horizonDays: number;
  /** Appointments at the same time (chairs, rooms, staff). */
  readonly capacity: number;
  readonly confirmation: ConfirmationMode;
  /** A visitor may cancel until this long before the start. */
  readonly cancelCutoffMinutes: number;
  readonly blocked: readonly BlockedTime[];
}

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  enabled: false,
  services: [],
  stepMinutes: 30,
  bufferMinutes: 0,
  noticeMinutes: 120,
  horizonDays: 60,
  capacity: 1,
  confirmation: 'approval',
  cancelCutoffMinutes: 24 * 60,
  blocked: [],
};

export type BookingSettingsError = 'invalid' | 'too-long' | 'too-many' | 'required' | 'out-of-range';

export interface BookingSettingsReading {
  readonly value: BookingSettings;
  /** By field path ('services.0.name'); empty when all is well. */
  readonly errors: Readonly<Record<string, BookingSettingsError>>;
}

const SERVICE_ID = /^[a-z0-9-]{1,40}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function wholeIn(raw: unknown, min: number, max: number): boolean {
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= min && raw <= max;
}

/**
 * Untrusted settings (the owner's form, a stored document) read and checked. A bad value keeps
 * its default and names its field, so a stored document never breaks the public page.
 */
export function readBookingSettings(raw: unknown): BookingSettingsReading {
  const errors: Record<string, BookingSettingsError> = {};
  const d = DEFAULT_BOOKING_SETTINGS;
  const input = isRecord(raw) ? raw : {};
  function whole(key: keyof BookingSettings, min: number, max: number, fallback: number): number {
    const value = input[key];
    if (value === undefined) return fallback;
    if (!wholeIn(value, min, max)) {
      errors[key] = 'out-of-range';
      return fallback;
    }
    return value as number;
  }
  const services: BookableService[] = [];
  const rawServices = Array.isArray(input['services']) ? input['services'] : [];
  if (rawServices.length > BOOKING_LIMITS.services) errors['services'] = 'too-many';
  const seen = new Set<string>();
  rawServices.slice(0, BOOKING_LIMITS.services).forEach((item: unknown, i) => {
    const s = isRecord(item) ? item : {};
    const path = `services.${i}`;
    const id = typeof s['id'] === 'string' && SERVICE_ID.test(s['id']) && !seen.has(s['id']) ? s['id'] : null;
    const name = typeof s['name'] === 'string' ? s['name'].trim() : '';
    const priceNote = typeof s['priceNote'] === 'string' ? s['priceNote'].trim() : '';
    if (id === null) errors[`${path}.id`] = 'invalid';
    if (name === '') errors[`${path}.name`] = 'required';
    else if (name.length > BOOKING_LIMITS.serviceName) errors[`${path}.name`] = 'too-long';
    if (priceNote.length > BOOKING_LIMITS.priceNote) errors[`${path}.priceNote`] = 'too-long';
    const durationOk = wholeIn(s['durationMinutes'], BOOKING_LIMITS.minDurationMinutes, BOOKING_LIMITS.maxDurationMinutes);
    if (!durationOk) errors[`${path}.durationMinutes`] = 'out-of-range';
    if (id !== null && name !== '' && name.length <= BOOKING_LIMITS.serviceName && durationOk && priceNote.length <= BOOKING_LIMITS.priceNote) {
      seen.add(id);
      services.push({ id, name, durationMinutes: s['durationMinutes'] as number, priceNote });
    }
  });
  const blocked: BlockedTime[] = [];
  const rawBlocked = Array.isArray(input['blocked']) ? input['blocked'] : [];
  if (rawBlocked.length > BOOKING_LIMITS.blockedTimes) errors['blocked'] = 'too-many';
  rawBlocked.slice(0, BOOKING_LIMITS.blockedTimes).forEach((item: unknown, i) => {
    const b = isRecord(item) ? item : {};
    if (!isCalendarDate(b['date']) || !isClockTime(b['from']) || !isClockTime(b['to']) || b['from'] === b['to']) {
      errors[`blocked.${i}`] = 'invalid';
      return;
    }
    blocked.push({ date: b['date'], from: b['from'], to: b['to'] });
  });
  const step = input['stepMinutes'];
  const stepOk = step === undefined || (BOOKING_LIMITS.stepChoices as readonly unknown[]).includes(step);
  if (!stepOk) errors['stepMinutes'] = 'out-of-range';
  const confirmation = input['confirmation'] === 'instant' || input['confirmation'] === 'approval' ? input['confirmation'] : d.confirmation;
  if (input['confirmation'] !== undefined && confirmation !== input['confirmation']) errors['confirmation'] = 'invalid';
  if (input['enabled'] !== undefined && typeof input['enabled'] !== 'boolean') errors['enabled'] = 'invalid';
  return {
    value: {
      enabled: input['enabled'] === true,
      services,
      stepMinutes: stepOk && step !== undefined ? (step as number) : d.stepMinutes,
      bufferMinutes: whole('bufferMinutes', 0, BOOKING_LIMITS.maxBufferMinutes, d.bufferMinutes),
      noticeMinutes: whole('noticeMinutes', 0, BOOKING_LIMITS.maxNoticeMinutes, d.noticeMinutes),
      horizonDays: whole('horizonDays', 1, BOOKING_LIMITS.maxHorizonDays, d.horizonDays),
      capacity: whole('capacity', 1, BOOKING_LIMITS.maxCapacity, d.capacity),
      confirmation,
      cancelCutoffMinutes: whole('cancelCutoffMinutes', 0, BOOKING_LIMITS.maxCancelCutoffMinutes, d.cancelCutoffMinutes),
      blocked,
    },
    errors,
  };
}

/** A blocked time's start and end in minutes after its date's midnight (the end past the start). */
export function blockedMinutes(blocked: BlockedTime): { readonly from: number; readonly to: number } {
  const from = minutesOfClock(blocked.from);
  const to = minutesOfClock(blocked.to);
  return { from, to: to <= from ? to + 24 * 60 : to };
}
