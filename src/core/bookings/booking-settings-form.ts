import { isCalendarDate, isClockTime } from '../site/site-fields';
import type { BlockedTime, BookingSettings, BookingSettingsError, ConfirmationMode } from './booking-settings';
import { readBookingSettings } from './booking-settings';
import { BOOKING_LIMITS } from './booking-limits';

/** One service as the settings screen shows it: one of the site's Services entries, or one saved earlier. */
export interface BookingServiceDraft {
  readonly id: string;
  readonly name: string;
  readonly bookable: boolean;
  /** Minutes, as typed. */
  readonly duration: string;
  readonly priceNote: string;
  /** False for a service saved earlier that the Services section no longer lists. */
  readonly inSection: boolean;
}

/** The settings screen's form: numbers as typed, in the units the owner thinks in. */
export interface BookingSettingsDraft {
  readonly enabled: boolean;
  readonly services: readonly BookingServiceDraft[];
  readonly stepMinutes: string;
  readonly bufferMinutes: string;
  readonly noticeHours: string;
  readonly horizonDays: string;
  readonly capacity: string;
  readonly confirmation: ConfirmationMode;
  readonly cutoffHours: string;
  readonly blocked: readonly BlockedTime[];
}

/** The draft's fields an error can name; a service's as `services.<id>.<field>`. */
export type BookingDraftErrors = Readonly<Record<string, BookingSettingsError>>;

export type BookingDraftCheck = { readonly ok: true; readonly settings: BookingSettings } | { readonly ok: false; readonly errors: BookingDraftErrors };

/** The duration a service gets when the owner first makes it bookable. */
export const DEFAULT_SERVICE_MINUTES = 60;

/**
 * A service's id from its name: lower case, no accents, dashes between words ("Corte de
 * pelo" → "corte-de-pelo"), unique among `taken`. Bookings keep the id and the name they were made with.
 */
export function serviceIdOf(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 36)
      .replace(/-+$/, '') || 'service';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The form for saved settings and the names the site's Services section lists: each listed
 * service once (bookable when saved under its name), then saved services the section no longer
 * lists, so none is dropped unseen.
 */
export function bookingSettingsDraft(saved: BookingSettings, sectionServices: readonly string[]): BookingSettingsDraft {
  const rows: BookingServiceDraft[] = [];
  const used = new Set<string>();
  const savedByName = new Map(saved.services.map((s) => [s.name.trim().toLowerCase(), s]));
  for (const raw of sectionServices) {
    const name = raw.trim();
    if (name === '' || rows.some((r) => r.name.toLowerCase() === name.toLowerCase())) continue;
    const match = savedByName.get(name.toLowerCase());
    const id = match !== undefined && !used.has(match.id) ? match.id : serviceIdOf(name, new Set([...used, ...saved.services.map((s) => s.id)]));
    used.add(id);
    rows.push({ id, name, bookable: match !== undefined, duration: String(match?.durationMinutes ?? DEFAULT_SERVICE_MINUTES), priceNote: match?.priceNote ?? '', inSection: true });
  }
  for (const s of saved.services) {
    if (used.has(s.id)) continue;
    used.add(s.id);
    rows.push({ id: s.id, name: s.name, bookable: true, duration: String(s.durationMinutes), priceNote: s.priceNote, inSection: false });
  }
  return {
    enabled: saved.enabled,
    services: rows,
    stepMinutes: String(saved.stepMinutes),
    bufferMinutes: String(saved.bufferMinutes),
    noticeHours: String(saved.noticeMinutes / 60),
    horizonDays: String(saved.horizonDays),
    capacity: String(saved.capacity),
    confirmation: saved.confirmation,
    cutoffHours: String(saved.cancelCutoffMinutes / 60),
    blocked: saved.blocked,
  };
}

/** A whole number as typed, or NaN (which the reader refuses as out of range). */
function whole(typed: string): number {
  const t = typed.trim();
  return /^\d{1,7}$/.test(t) ? Number(t) : Number.NaN;
}

/** Hours as typed ("1.5", "1,5") in minutes, or NaN unless they make whole minutes. */
function hoursInMinutes(typed: string): number {
  const t = typed.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(t)) return Number.NaN;
  const minutes = Number(t) * 60;
  const whole = Math.round(minutes);
  // 1.1 × 60 is 66.00000000000001 in floating point: a whole minute all the same.
  return Math.abs(minutes - whole) < 1e-6 ? whole : Number.NaN;
}

/**
 * The form checked by the same reader the site server uses: settings to save, or every error
 * by the form's field. Taking bookings with nothing bookable is an error, as the Book page
 * would stay closed.
 */
export function checkBookingSettingsDraft(draft: BookingSettingsDraft): BookingDraftCheck {
  const bookable = draft.services.filter((s) => s.bookable);
  const raw = {
    enabled: draft.enabled,
    services: bookable.map((s) => ({ id: s.id, name: s.name, durationMinutes: whole(s.duration), priceNote: s.priceNote })),
    stepMinutes: whole(draft.stepMinutes),
    bufferMinutes: whole(draft.bufferMinutes),
    noticeMinutes: hoursInMinutes(draft.noticeHours),
    horizonDays: whole(draft.horizonDays),
    capacity: whole(draft.capacity),
    confirmation: draft.confirmation,
    cancelCutoffMinutes: hoursInMinutes(draft.cutoffHours),
    blocked: draft.blocked,
  };
  const reading = readBookingSettings(raw);
  const errors: Record<string, BookingSettingsError> = {};
  for (const [path, error] of Object.entries(reading.errors)) {
    const service = /^services\.(\d+)\.(\w+)$/.exec(path);
    const row = service === null ? undefined : bookable[Number(service[1])];
    errors[row === undefined || service === null ? path : `services.${row.id}.${service[2]}`] = error;
  }
  if (draft.enabled && bookable.length === 0 && errors['services'] === undefined) errors['services'] = 'required';
  return Object.keys(errors).length === 0 ? { ok: true, settings: reading.value } : { ok: false, errors };
}

export type BlockedTimeCheck = { readonly ok: true; readonly blocked: BlockedTime } | { readonly ok: false; readonly error: 'invalid' | 'too-many' };

/** A blocked time to add: a date, and a start and end that differ (an end before the start runs past midnight). */
export function checkBlockedTime(date: string, from: string, to: string, current: readonly BlockedTime[]): BlockedTimeCheck {
  if (!isCalendarDate(date) || !isClockTime(from) || !isClockTime(to) || from === to) return { ok: false, error: 'invalid' };
  if (current.length >= BOOKING_LIMITS.blockedTimes) return { ok: false, error: 'too-many' };
  return { ok: true, blocked: { date, from, to } };
}

/** Blocked times in order, earliest first. */
export function sortedBlocked(blocked: readonly BlockedTime[]): readonly BlockedTime[] {
  return [...blocked].sort((a, b) => (a.date === b.date ? a.from.localeCompare(b.from) : a.date.localeCompare(b.date)));
}


/** The settings as their document stores them: plain fields, each list entry a plain map. */
export function storedBookingSettings(settings: BookingSettings): Record<string, unknown> {
  return {
    enabled: settings.enabled,
    services: settings.services.map((s) => ({ id: s.id, name: s.name, durationMinutes: s.durationMinutes, priceNote: s.priceNote })),
    stepMinutes: settings.stepMinutes,
    bufferMinutes: settings.bufferMinutes,
    noticeMinutes: settings.noticeMinutes,
    horizonDays: settings.horizonDays,
    capacity: settings.capacity,
    confirmation: settings.confirmation,
    cancelCutoffMinutes: settings.cancelCutoffMinutes,
    blocked: settings.blocked.map((b) => ({ date: b.date, from: b.from, to: b.to })),
  };
}
