import { csvDocument } from '../export/csv';
import type { EpochMs } from '../time/time';
import type { Booking, BookingStatus } from './booking';

/** One day of the owner's agenda: its key (YYYY-MM-DD on the owner's clock) and its appointments, earliest first. */
export interface AgendaDay {
  readonly day: string;
  readonly bookings: readonly Booking[];
}

export interface OwnerAgenda {
  /** Requests waiting for the owner's answer, soonest first. */
  readonly requests: readonly Booking[];
  /** Confirmed appointments that have not ended, by day, today first. */
  readonly upcoming: readonly AgendaDay[];
  /** Everything else (past, declined, cancelled, no-show), latest first. */
  readonly past: readonly Booking[];
}

/** Whether the visitor's name, e-mail, phone or service matches `search` (case and accents ignored). */
export function matchesSearch(booking: Booking, search: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(search.trim());
  if (wanted === '') return true;
  return [booking.visitor.name, booking.visitor.email, booking.visitor.phone, booking.serviceName].some((field) => fold(field).includes(wanted));
}

/**
 * The owner's bookings as the page shows them. A request whose time has passed is no longer
 * answerable, so it goes with the past; `dayOf` names the day an instant falls on for the owner.
 */
export function ownerAgenda(bookings: readonly Booking[], now: EpochMs, dayOf: (at: EpochMs) => string): OwnerAgenda {
  const byStart = [...bookings].sort((a, b) => a.start - b.start);
  const requests = byStart.filter((b) => b.status === 'requested' && b.start > now);
  const confirmed = byStart.filter((b) => b.status === 'confirmed' && b.end > now);
  const days = new Map<string, Booking[]>();
  for (const booking of confirmed) {
    const day = dayOf(booking.start);
    days.set(day, [...(days.get(day) ?? []), booking]);
  }
  const shown = new Set([...requests, ...confirmed].map((b) => b.id));
  return {
    requests,
    upcoming: [...days].map(([day, list]) => ({ day, bookings: list })),
    past: byStart.filter((b) => !shown.has(b.id)).reverse(),
  };
}

/** How many requests wait for an answer: the badge on the Bookings link. */
export function pendingRequests(bookings: readonly Booking[], now: EpochMs): number {
  return bookings.filter((b) => b.status === 'requested' && b.start > now).length;
}

export interface BookingCsvHeadings {
  readonly start: string;
  readonly end: string;
  readonly service: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly note: string;
  readonly status: string;
  readonly reason: string;
}

/** The bookings as CSV, earliest first, with headings and statuses in the owner's language. */
export function bookingsCsv(bookings: readonly Booking[], headings: BookingCsvHeadings, formatTime: (at: EpochMs) => string, statusName: (status: BookingStatus) => string): string {
  const rows = [...bookings]
    .sort((a, b) => a.start - b.start)
    .map((b) => [formatTime(b.start), formatTime(b.end), b.serviceName, b.visitor.name, b.visitor.email, b.visitor.phone, b.visitor.note, statusName(b.status), b.reason]);
  const h = headings;
  return csvDocument([[h.start, h.end, h.service, h.name, h.email, h.phone, h.note, h.status, h.reason], ...rows]);
}
