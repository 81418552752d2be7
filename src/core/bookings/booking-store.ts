import type { EpochMs } from '../time/time';
import { DAY_MS, MINUTE_MS } from '../time/time';
import type { Booking, BookingStatus, BookingVisitor } from './booking';
import { isBookingStatus } from './booking';
import type { TakenTime } from './booking-slots';

/*
 * How bookings are kept, for every adapter alike: each booking at bookings/{id}, and each UTC
 * day an appointment touches at bookingDays/{YYYY-MM-DD} with the times held on it. A request
 * reads the days its time (widened by the buffer) touches and writes the same days, so two
 * requests for overlapping times always meet on one document and a transaction lets one through.
 */

export interface HeldTime extends TakenTime {
  readonly id: string;
}

/** The UTC days [start, end) touches, as day-document ids. */
export function utcDaysOf(start: EpochMs, end: EpochMs): readonly string[] {
  const days: string[] = [];
  for (let day = Math.floor(start / DAY_MS); day * DAY_MS < Math.max(end, start + 1); day += 1) days.push(new Date(day * DAY_MS).toISOString().slice(0, 10));
  return days;
}

export function heldTimesOf(value: unknown): HeldTime[] {
  if (!Array.isArray(value)) return [];
  return value.filter((h): h is HeldTime => typeof h === 'object' && h !== null && typeof (h as HeldTime).id === 'string' && typeof (h as HeldTime).start === 'number' && typeof (h as HeldTime).end === 'number');
}

/** How many held times overlap [start, end) widened by `bufferMinutes` each side. */
export function overlapping(held: readonly TakenTime[], start: EpochMs, end: EpochMs, bufferMinutes: number): number {
  const buffer = bufferMinutes * MINUTE_MS;
  return held.filter((t) => start < t.end + buffer && t.start - buffer < end).length;
}

/** The held times of several day documents, each once. */
export function distinctHeld(days: readonly unknown[]): HeldTime[] {
  const byId = new Map<string, HeldTime>();
  for (const day of days) for (const h of heldTimesOf(day)) byId.set(h.id, h);
  return [...byId.values()];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function time(value: unknown): EpochMs {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** A stored booking read back; null when it is not one. */
export function readStoredBooking(id: string, data: Record<string, unknown> | null | undefined): Booking | null {
  if (data === null || data === undefined || !isBookingStatus(data['status'])) return null;
  const v = (typeof data['visitor'] === 'object' && data['visitor'] !== null ? data['visitor'] : {}) as Record<string, unknown>;
  const visitor: BookingVisitor = { name: text(v['name']), email: text(v['email']), phone: text(v['phone']), note: text(v['note']), language: v['language'] === 'es' ? 'es' : 'en' };
  const by = data['cancelledBy'];
  return {
    id,
    serviceId: text(data['serviceId']),
    serviceName: text(data['serviceName']),
    start: time(data['start']),
    end: time(data['end']),
    status: data['status'] as BookingStatus,
    visitor,
    createdAt: time(data['createdAt']),
    updatedAt: time(data['updatedAt']),
    reason: text(data['reason']),
    proposedStart: typeof data['proposedStart'] === 'number' ? data['proposedStart'] : null,
    cancelledBy: by === 'owner' || by === 'visitor' ? by : null,
    reminded: data['reminded'] === true,
    reminderKey: text(data['reminderKey']),
    manageKey: text(data['manageKey']),
  };
}

/** What a booking document holds: the booking without its id. */
export function storedBooking(booking: Booking): Record<string, unknown> {
  const { id: _id, ...rest } = booking;
  return { ...rest, visitor: { ...rest.visitor } };
}
