import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '../../core/bookings/booking-settings';
import { bookingSettingsDraft } from '../../core/bookings/booking-settings-form';
import type { NewBooking } from '../../core/bookings/booking';
import type { HoursSection } from '../../core/site/sections/hours.content';
import { WEEKDAYS } from '../../core/site/site-limits';
import { DAY_MS, HOUR_MS } from '../../core/time/time';
import { BOOKINGS_PORT, type BookingsPort } from '../../ports/bookings.port';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { SITE_CONTENT, type SiteContentPort } from '../../ports/site-content.port';
import { useCaseContainer } from '../../../test/support/use-case-fixtures';
import type { BookingSetup } from './booking-settings.use-case';
import { SaveBookingSettingsUseCase, WatchBookingSetupUseCase } from './booking-settings.use-case';
import { WatchOwnerBookingsUseCase } from './owner-bookings.use-case';

const UID = 'memberUid00000000000000000031';

function setup() {
  const memory = useCaseContainer();
  memory.container.bind(WatchBookingSetupUseCase).toSelf();
  memory.container.bind(SaveBookingSettingsUseCase).toSelf();
  memory.container.bind(WatchOwnerBookingsUseCase).toSelf();
  return { ...memory, watch: memory.container.get(WatchBookingSetupUseCase), save: memory.container.get(SaveBookingSettingsUseCase) };
}

function latest(watch: WatchBookingSetupUseCase): { readonly value: () => BookingSetup | null; readonly stop: () => void } {
  let value: BookingSetup | null = null;
  const stop = watch.watch(UID, (next) => {
    value = next;
  });
  return { value: () => value, stop };
}

describe('booking settings (the owner’s screen)', () => {
  it("shows the site's services and hours with the settings, and saves what the site server then reads", async () => {
    const { container, watch, save } = setup();
    const content = container.get<SiteContentPort>(SITE_CONTENT);
    await content.saveSection(UID, 'services', { items: [{ name: 'Corte', description: '', price: 150, currency: 'MXN', image: '' }] });
    const hours: HoursSection = { week: Object.fromEntries(WEEKDAYS.map((d) => [d, { closed: false, open: '09:00', close: '17:00' }])) as HoursSection['week'], exceptions: [], timeZone: 'America/Mexico_City' };
    await content.saveSection(UID, 'hours', hours);
    const seen = latest(watch);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.value()).toMatchObject({ settings: DEFAULT_BOOKING_SETTINGS, serviceNames: ['Corte'], hours: { timeZone: 'America/Mexico_City' } });

    const draft = bookingSettingsDraft(DEFAULT_BOOKING_SETTINGS, ['Corte']);
    const outcome = await save.execute(UID, { ...draft, enabled: true, capacity: '2', services: draft.services.map((s) => ({ ...s, bookable: true, duration: '45' })) });
    expect(outcome).toMatchObject({ ok: true });
    const stored = await container.get<BookingsPort>(BOOKINGS_PORT).readSettings(UID);
    expect(stored).toMatchObject({ enabled: true, capacity: 2, services: [{ id: 'corte', name: 'Corte', durationMinutes: 45, priceNote: '' }] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.value()?.settings).toEqual(stored);
    seen.stop();
  });

  it('keeps what was saved when the form is wrong, and answers why', async () => {
    const { container, save } = setup();
    const bookings = container.get<BookingsPort>(BOOKINGS_PORT);
    const good = { ...DEFAULT_BOOKING_SETTINGS, enabled: true, services: [{ id: 'corte', name: 'Corte', durationMinutes: 30, priceNote: '' }] };
    await bookings.saveSettings(UID, good);
    const draft = bookingSettingsDraft(good, ['Corte']);
    expect(await save.execute(UID, { ...draft, capacity: '0', horizonDays: 'many' })).toEqual({ ok: false, errors: { capacity: 'out-of-range', horizonDays: 'out-of-range' } });
    expect(await bookings.readSettings(UID)).toEqual(good);
  });
});

describe("the Bookings link's count", () => {
  it('counts the requests whose time has not come, live', async () => {
    const { container } = setup();
    const count = container.get(WatchOwnerBookingsUseCase);
    const bookings = container.get<BookingsPort>(BOOKINGS_PORT);
    const now = container.get<ClockPort>(CLOCK).now();
    const make = (start: number, status: NewBooking['status']) =>
      bookings.book(UID, { serviceId: 'cut', serviceName: 'Corte', start, end: start + HOUR_MS, status, visitor: { name: 'Ana', email: 'a@example.com', phone: '', note: '', language: 'es' }, createdAt: now - DAY_MS, manageKey: 'k' }, { capacity: 9, bufferMinutes: 0 });
    const seen: number[] = [];
    const stop = count.awaitingCount(UID, (n) => seen.push(n));
    await make(now + DAY_MS, 'requested');
    await make(now + 2 * DAY_MS, 'requested');
    await make(now + 3 * DAY_MS, 'confirmed');
    await make(now - HOUR_MS, 'requested');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.at(-1)).toBe(2);
    stop();
  });
});
