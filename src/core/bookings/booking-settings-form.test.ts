import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, readBookingSettings, type BookingSettings } from './booking-settings';
import { bookingSettingsDraft, checkBlockedTime, checkBookingSettingsDraft, serviceIdOf, sortedBlocked, storedBookingSettings } from './booking-settings-form';

const saved: BookingSettings = {
  ...DEFAULT_BOOKING_SETTINGS,
  enabled: true,
  services: [
    { id: 'corte', name: 'Corte', durationMinutes: 30, priceNote: 'desde $150' },
    { id: 'old-color', name: 'Tinte clásico', durationMinutes: 90, priceNote: '' },
  ],
  noticeMinutes: 90,
  cancelCutoffMinutes: 1440,
  blocked: [{ date: '2027-01-05', from: '13:00', to: '15:00' }],
};

describe('service ids', () => {
  it('come from the name without accents or spaces, and never repeat', () => {
    expect(serviceIdOf('Corte de Pelo y Barba', new Set())).toBe('corte-de-pelo-y-barba');
    expect(serviceIdOf('Depilación  ¡Láser!', new Set())).toBe('depilacion-laser');
    expect(serviceIdOf('Corte', new Set(['corte', 'corte-2']))).toBe('corte-3');
    expect(serviceIdOf('¿?', new Set())).toBe('service');
    expect(serviceIdOf('x'.repeat(100), new Set())).toHaveLength(36);
  });
});

describe('the settings form', () => {
  it("lists the Services section's entries, bookable when saved under their name, then saved ones the section lost", () => {
    const draft = bookingSettingsDraft(saved, ['Corte', 'Barba', 'corte', '  ']);
    expect(draft.services).toEqual([
      { id: 'corte', name: 'Corte', bookable: true, duration: '30', priceNote: 'desde $150', inSection: true },
      { id: 'barba', name: 'Barba', bookable: false, duration: '60', priceNote: '', inSection: true },
      { id: 'old-color', name: 'Tinte clásico', bookable: true, duration: '90', priceNote: '', inSection: false },
    ]);
    expect(draft).toMatchObject({ enabled: true, stepMinutes: '30', noticeHours: '1.5', cutoffHours: '24', capacity: '1', confirmation: 'approval' });
  });

  it('gives back the saved settings unchanged when nothing is edited', () => {
    const check = checkBookingSettingsDraft(bookingSettingsDraft(saved, ['Corte']));
    expect(check).toEqual({ ok: true, settings: saved });
  });

  it("turns hours into minutes and reads what the site server reads", () => {
    const draft = { ...bookingSettingsDraft(saved, ['Corte', 'Barba']), noticeHours: '2,5', cutoffHours: '1.1', capacity: '3', stepMinutes: '15' };
    const check = checkBookingSettingsDraft({ ...draft, services: draft.services.map((s) => (s.id === 'barba' ? { ...s, bookable: true, duration: '45', priceNote: ' $80 ' } : s)) });
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(check.settings).toMatchObject({ noticeMinutes: 150, cancelCutoffMinutes: 66, capacity: 3, stepMinutes: 15 });
    expect(check.settings.services.map((s) => [s.id, s.durationMinutes, s.priceNote])).toEqual([
      ['corte', 30, 'desde $150'],
      ['barba', 45, '$80'],
      ['old-color', 90, ''],
    ]);
    expect(readBookingSettings(storedBookingSettings(check.settings))).toEqual({ value: check.settings, errors: {} });
  });

  it("names each wrong field, a service's by its id, and saves nothing", () => {
    const draft = bookingSettingsDraft(saved, ['Corte']);
    const check = checkBookingSettingsDraft({
      ...draft,
      services: draft.services.map((s) => (s.id === 'corte' ? { ...s, duration: '4', priceNote: 'x'.repeat(61) } : s)),
      stepMinutes: '7',
      bufferMinutes: 'ten',
      noticeHours: '1.33',
      horizonDays: '0',
      capacity: '21',
      cutoffHours: '-1',
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        'services.corte.durationMinutes': 'out-of-range',
        'services.corte.priceNote': 'too-long',
        stepMinutes: 'out-of-range',
        bufferMinutes: 'out-of-range',
        noticeMinutes: 'out-of-range',
        horizonDays: 'out-of-range',
        capacity: 'out-of-range',
        cancelCutoffMinutes: 'out-of-range',
      },
    });
  });

  it('refuses taking bookings with nothing bookable, and allows it while switched off', () => {
    const none = { ...bookingSettingsDraft(saved, []), services: [] };
    expect(checkBookingSettingsDraft(none)).toEqual({ ok: false, errors: { services: 'required' } });
    expect(checkBookingSettingsDraft({ ...none, enabled: false })).toMatchObject({ ok: true });
  });
});

describe('blocked times', () => {
  it('takes a date and two different times, an end before the start running past midnight', () => {
    expect(checkBlockedTime('2027-02-01', '22:00', '02:00', [])).toEqual({ ok: true, blocked: { date: '2027-02-01', from: '22:00', to: '02:00' } });
    expect(checkBlockedTime('2027-02-30', '10:00', '11:00', [])).toEqual({ ok: false, error: 'invalid' });
    expect(checkBlockedTime('2027-02-01', '10:00', '10:00', [])).toEqual({ ok: false, error: 'invalid' });
    expect(checkBlockedTime('2027-02-01', '', '11:00', [])).toEqual({ ok: false, error: 'invalid' });
    const full = Array.from({ length: 100 }, () => ({ date: '2027-02-01', from: '10:00', to: '11:00' }));
    expect(checkBlockedTime('2027-02-02', '10:00', '11:00', full)).toEqual({ ok: false, error: 'too-many' });
  });

  it('sort by date, then start', () => {
    const sorted = sortedBlocked([
      { date: '2027-02-02', from: '09:00', to: '10:00' },
      { date: '2027-02-01', from: '15:00', to: '16:00' },
      { date: '2027-02-01', from: '08:00', to: '09:00' },
    ]);
    expect(sorted.map((b) => `${b.date} ${b.from}`)).toEqual(['2027-02-01 08:00', '2027-02-01 15:00', '2027-02-02 09:00']);
  });
});
