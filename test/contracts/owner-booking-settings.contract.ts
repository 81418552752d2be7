import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingSettings } from '../../src/core/bookings/booking-settings';
import { DEFAULT_BOOKING_SETTINGS } from '../../src/core/bookings/booking-settings';
import type { OwnerBookingSettingsPort } from '../../src/ports/owner-booking-settings.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { eventually } from '../support/eventually';
import { ListenerRecorder, Subscriptions } from '../support/listener-recorder';
import { uniqueMemberId } from '../support/test-ids';

export interface OwnerBookingSettingsFixtures {
  /** Writes the settings document as another writer would (the seed, the calendar feed's key). */
  storeRaw(memberId: string, data: Record<string, unknown>): Promise<void>;
  /** The stored document as it is, or null. */
  readRaw(memberId: string): Promise<Record<string, unknown> | null>;
}

const settings: BookingSettings = {
  ...DEFAULT_BOOKING_SETTINGS,
  enabled: true,
  services: [{ id: 'corte', name: 'Corte', durationMinutes: 30, priceNote: 'desde $150' }],
  stepMinutes: 15,
  capacity: 2,
  confirmation: 'instant',
  blocked: [{ date: '2027-01-05', from: '22:00', to: '02:00' }],
};

export function describeOwnerBookingSettingsContract(adapterName: string, makeSubject: MakeSubject<OwnerBookingSettingsPort, OwnerBookingSettingsFixtures>): void {
  describe(`OwnerBookingSettingsPort contract: ${adapterName}`, () => {
    let subject: ContractSubject<OwnerBookingSettingsPort, OwnerBookingSettingsFixtures>;
    let member: string;
    const subscriptions = new Subscriptions();

    beforeEach(async () => {
      subject = await makeSubject();
      member = uniqueMemberId();
    });

    afterEach(async () => {
      subscriptions.stopAll();
      await subject.cleanup?.();
    });

    it('answers the defaults before anything is saved', async () => {
      const seen = new ListenerRecorder<BookingSettings>();
      subscriptions.keep(subject.port.watch(member, seen.listener));
      await eventually(() => expect(seen.latest()).toEqual(DEFAULT_BOOKING_SETTINGS));
    });

    it('saves the settings and watches every change', async () => {
      const seen = new ListenerRecorder<BookingSettings>();
      subscriptions.keep(subject.port.watch(member, seen.listener));
      await subject.port.save(member, settings);
      await eventually(() => expect(seen.latest()).toEqual(settings));
      await subject.port.save(member, { ...settings, services: [], blocked: [], enabled: false });
      await eventually(() => expect(seen.latest()).toEqual({ ...settings, services: [], blocked: [], enabled: false }));
    });

    it('keeps what else the document holds, and drops nothing it saves', async () => {
      await subject.fixtures.storeRaw(member, { feedToken: 'feed-key', capacity: 5 });
      await subject.port.save(member, settings);
      const raw = await subject.fixtures.readRaw(member);
      expect(raw).toMatchObject({ feedToken: 'feed-key', capacity: 2, services: [{ id: 'corte', name: 'Corte', durationMinutes: 30, priceNote: 'desde $150' }], blocked: [{ date: '2027-01-05', from: '22:00', to: '02:00' }] });
    });

    it('reads a stored document through the core reader: a broken entry is left out, a bad value defaulted', async () => {
      await subject.fixtures.storeRaw(member, { enabled: true, capacity: 'two', services: [{ id: 'ok', name: 'Ok', durationMinutes: 30, priceNote: '' }, { id: 'Bad Id', name: 'Bad', durationMinutes: 30 }] });
      const seen = new ListenerRecorder<BookingSettings>();
      subscriptions.keep(subject.port.watch(member, seen.listener));
      await eventually(() => expect(seen.latest()).toEqual({ ...DEFAULT_BOOKING_SETTINGS, enabled: true, services: [{ id: 'ok', name: 'Ok', durationMinutes: 30, priceNote: '' }] }));
    });

    it('stops calling back once unsubscribed', async () => {
      const seen = new ListenerRecorder<BookingSettings>();
      const stop = subject.port.watch(member, seen.listener);
      await eventually(() => expect(seen.count).toBeGreaterThan(0));
      stop();
      const before = seen.count;
      await subject.port.save(member, settings);
      await new Promise((resolve) => setTimeout(resolve, subject.quietPeriodMs ?? 400));
      expect(seen.count).toBe(before);
    });
  });
}
