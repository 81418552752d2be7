import { describe, expect, it } from 'vitest';
import { canUseBookings } from './booking-plan';
import type { PostedBooking } from './booking-request';
import { readBookingRequest } from './booking-request';
import { BOOKING_LIMITS } from './booking-limits';
import { DEFAULT_BOOKING_SETTINGS, readBookingSettings } from './booking-settings';

const posted: PostedBooking = { service: 'haircut', date: '2026-12-10', time: '10:00', name: 'Ana', email: 'ana@example.com', phone: '', note: '', website: '' };

describe('the plan rule', () => {
  it('opens bookings on Professional and Elite only', () => {
    expect([canUseBookings('Basic'), canUseBookings('Professional'), canUseBookings('Elite')]).toEqual([false, true, true]);
  });
});

describe("a visitor's request", () => {
  it('reads a complete request in the page language', () => {
    expect(readBookingRequest({ ...posted, name: '  Ana  ' }, 'es')).toEqual({ kind: 'valid', service: 'haircut', date: '2026-12-10', time: '10:00', visitor: { name: 'Ana', email: 'ana@example.com', phone: '', note: '', language: 'es' } });
  });

  it('wants a name and an e-mail or a phone, and caps every field', () => {
    const errors = (p: Partial<PostedBooking>) => {
      const r = readBookingRequest({ ...posted, ...p }, 'en');
      return r.kind === 'invalid' ? r.errors : {};
    };
    expect(errors({ name: ' ' })).toEqual({ name: 'required' });
    expect(errors({ email: '', phone: '' })).toEqual({ contact: 'contact-required' });
    expect(errors({ email: '', phone: '+1 555 010 2030' })).toEqual({});
    expect(errors({ email: 'not-mail' })).toEqual({ email: 'invalid' });
    expect(errors({ name: 'x'.repeat(BOOKING_LIMITS.visitorName + 1) })).toEqual({ name: 'too-long' });
    expect(errors({ note: 'x'.repeat(BOOKING_LIMITS.visitorNote + 1) })).toEqual({ note: 'too-long' });
    expect(errors({ phone: '1'.repeat(BOOKING_LIMITS.visitorPhone + 1) })).toEqual({ phone: 'too-long' });
    expect(errors({ date: '2026-02-30', time: '25:00' })).toEqual({ date: 'invalid', time: 'invalid' });
  });
});

describe('booking settings', () => {
  it('gives the defaults for nothing stored: closed, one at a time, needing approval', () => {
    expect(readBookingSettings(undefined)).toEqual({ value: DEFAULT_BOOKING_SETTINGS, errors: {} });
    expect(DEFAULT_BOOKING_SETTINGS).toMatchObject({ enabled: false, capacity: 1, confirmation: 'approval' });
  });

  it('reads good settings and names every bad field, keeping its default', () => {
    const { value, errors } = readBookingSettings({
      enabled: true,
      services: [
        { id: 'haircut', name: 'Haircut', durationMinutes: 45, priceNote: 'from $30' },
        { id: 'haircut', name: 'Twice', durationMinutes: 30, priceNote: '' },
        { id: 'color', name: 'Color', durationMinutes: 2 },
      ],
      stepMinutes: 7,
      capacity: 0,
      horizonDays: 60,
      confirmation: 'whenever',
      blocked: [{ date: '2026-12-24', from: '12:00', to: '18:00' }, { date: 'x', from: '1', to: '2' }],
    });
    expect(value.services).toEqual([{ id: 'haircut', name: 'Haircut', durationMinutes: 45, priceNote: 'from $30' }]);
    expect(value).toMatchObject({ enabled: true, stepMinutes: 30, capacity: 1, horizonDays: 60, confirmation: 'approval', blocked: [{ date: '2026-12-24', from: '12:00', to: '18:00' }] });
    expect(errors).toEqual({ 'services.1.id': 'invalid', 'services.2.durationMinutes': 'out-of-range', stepMinutes: 'out-of-range', capacity: 'out-of-range', confirmation: 'invalid', 'blocked.1': 'invalid' });
  });

  it('refuses more services and blocked times than the caps', () => {
    const many = Array.from({ length: BOOKING_LIMITS.services + 1 }, (_, i) => ({ id: `s${i}`, name: `S${i}`, durationMinutes: 30 }));
    const { value, errors } = readBookingSettings({ services: many });
    expect(value.services).toHaveLength(BOOKING_LIMITS.services);
    expect(errors['services']).toBe('too-many');
  });
});
