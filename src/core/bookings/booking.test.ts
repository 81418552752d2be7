import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../time/time';
import type { Booking, BookingEvent } from './booking';
import { bookingFrom, holdsTime, transition } from './booking';

const START = Date.parse('2026-12-10T15:00:00Z');
const base: Booking = bookingFrom('b1', {
  serviceId: 'haircut',
  serviceName: 'Haircut',
  start: START,
  end: START + HOUR_MS,
  status: 'requested',
  visitor: { name: 'Ana', email: 'ana@example.com', phone: '', note: '', language: 'es' },
  createdAt: START - 48 * HOUR_MS,
  manageKey: 'key',
});
const confirmed: Booking = { ...base, status: 'confirmed' };
const before = START - 2 * HOUR_MS;
const cancelByVisitor = (cutoffMinutes: number): BookingEvent => ({ type: 'cancel', by: 'visitor', reason: '', cutoffMinutes });

describe('the life of a booking', () => {
  it('accepts a request, stamping the change on the injected clock', () => {
    const result = transition(base, { type: 'accept' }, before);
    expect(result).toEqual({ ok: true, booking: { ...base, status: 'confirmed', updatedAt: before } });
  });

  it('declines a request with a reason and another time', () => {
    const result = transition(base, { type: 'decline', reason: 'Fully booked', proposedStart: START + 24 * HOUR_MS }, before);
    expect(result.ok && result.booking).toMatchObject({ status: 'declined', reason: 'Fully booked', proposedStart: START + 24 * HOUR_MS });
    expect(transition(base, { type: 'decline', reason: '', proposedStart: before - 1 }, before)).toEqual({ ok: false, refusal: 'in-the-past' });
  });

  it('refuses to accept or decline anything but a request, or a request already past', () => {
    for (const status of ['confirmed', 'declined', 'cancelled', 'no-show'] as const) {
      expect(transition({ ...base, status }, { type: 'accept' }, before)).toEqual({ ok: false, refusal: 'not-allowed' });
      expect(transition({ ...base, status }, { type: 'decline', reason: '', proposedStart: null }, before)).toEqual({ ok: false, refusal: 'not-allowed' });
    }
    expect(transition(base, { type: 'accept' }, START)).toEqual({ ok: false, refusal: 'in-the-past' });
  });

  it('lets the owner cancel any time before the start, the visitor only until the cut-off', () => {
    expect(transition(confirmed, { type: 'cancel', by: 'owner', reason: 'Ill', cutoffMinutes: 24 * 60 }, START - MINUTE_MS)).toMatchObject({ ok: true, booking: { status: 'cancelled', cancelledBy: 'owner', reason: 'Ill' } });
    expect(transition(confirmed, cancelByVisitor(24 * 60), START - 24 * HOUR_MS)).toMatchObject({ ok: true, booking: { status: 'cancelled', cancelledBy: 'visitor' } });
    expect(transition(confirmed, cancelByVisitor(24 * 60), START - 24 * HOUR_MS + 1)).toEqual({ ok: false, refusal: 'past-cutoff' });
    expect(transition(base, cancelByVisitor(0), START)).toEqual({ ok: false, refusal: 'in-the-past' });
    expect(transition({ ...base, status: 'declined' }, cancelByVisitor(0), before)).toEqual({ ok: false, refusal: 'not-allowed' });
  });

  it('marks a no-show only on a confirmed appointment that has started', () => {
    expect(transition(confirmed, { type: 'no-show' }, START - 1)).toEqual({ ok: false, refusal: 'not-started' });
    expect(transition(confirmed, { type: 'no-show' }, START)).toMatchObject({ ok: true, booking: { status: 'no-show' } });
    expect(transition(base, { type: 'no-show' }, START + HOUR_MS)).toEqual({ ok: false, refusal: 'not-allowed' });
  });

  it('holds the time only while requested or confirmed', () => {
    expect(['requested', 'confirmed', 'declined', 'cancelled', 'no-show'].map((s) => holdsTime(s as Booking['status']))).toEqual([true, true, false, false, false]);
  });
});
