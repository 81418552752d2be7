import type { Firestore } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import type { Booking, BookingEvent, NewBooking } from '../../core/bookings/booking';
import { bookingFrom, holdsTime, transition } from '../../core/bookings/booking';
import type { BookingSettings } from '../../core/bookings/booking-settings';
import { readBookingSettings } from '../../core/bookings/booking-settings';
import type { TakenTime } from '../../core/bookings/booking-slots';
import { distinctHeld, heldTimesOf, overlapping, readStoredBooking, storedBooking, utcDaysOf } from '../../core/bookings/booking-store';
import type { EpochMs } from '../../core/time/time';
import { MINUTE_MS } from '../../core/time/time';
import type { AnswerOutcome, BookOutcome, BookingsPort } from '../../ports/bookings.port';
import { adminGuarded } from './admin-errors';
import { adminMemberSubcollection, adminMemberSubdocument } from './admin-paths';

/** vMember/{id}/bookings, bookingDays and bookingSettings through the admin SDK (booking-store.ts). */
export class AdminBookings implements BookingsPort {
  constructor(private readonly db: Firestore) {}

  private day(memberId: string, day: string) {
    return adminMemberSubdocument(this.db, memberId, 'bookingDays', day);
  }

  readSettings(memberId: string): Promise<BookingSettings> {
    return adminGuarded(async () => readBookingSettings((await adminMemberSubdocument(this.db, memberId, 'bookingSettings', 'current').get()).data()).value);
  }

  saveSettings(memberId: string, settings: BookingSettings): Promise<void> {
    return adminGuarded(async () => {
      await adminMemberSubdocument(this.db, memberId, 'bookingSettings', 'current').set(JSON.parse(JSON.stringify(settings)) as Record<string, unknown>);
    });
  }

  takenTimes(memberId: string, from: EpochMs, to: EpochMs): Promise<readonly TakenTime[]> {
    return adminGuarded(async () => {
      const days = utcDaysOf(from, to);
      const first = days[0];
      const last = days.at(-1);
      if (first === undefined || last === undefined) return [];
      // A range of day ids reads only the days that hold something, so a page may ask for the
      // longest horizon before it knows the site's own, at no cost for the empty days.
      const snaps = await adminMemberSubcollection(this.db, memberId, 'bookingDays').where(FieldPath.documentId(), '>=', first).where(FieldPath.documentId(), '<=', last).get();
      const held = distinctHeld(snaps.docs.map((s) => s.data()['held']));
      return held.filter((h) => h.start < to && from < h.end).map(({ start, end }) => ({ start, end }));
    });
  }

  book(memberId: string, booking: NewBooking, rule: { readonly capacity: number; readonly bufferMinutes: number }): Promise<BookOutcome> {
    return adminGuarded(() =>
      this.db.runTransaction(async (tx): Promise<BookOutcome> => {
        const buffer = rule.bufferMinutes * MINUTE_MS;
        const readDays = utcDaysOf(booking.start - buffer, booking.end + buffer);
        const snaps = await tx.getAll(...readDays.map((day) => this.day(memberId, day)));
        const byDay = new Map(readDays.map((day, i) => [day, snaps[i]?.data()?.['held']]));
        if (overlapping(distinctHeld([...byDay.values()]), booking.start, booking.end, rule.bufferMinutes) >= rule.capacity) return { kind: 'taken' };
        const ref = adminMemberSubcollection(this.db, memberId, 'bookings').doc();
        const stored = bookingFrom(ref.id, booking);
        tx.set(ref, storedBooking(stored));
        for (const day of utcDaysOf(booking.start, booking.end)) {
          tx.set(this.day(memberId, day), { held: [...heldTimesOf(byDay.get(day)), { id: stored.id, start: stored.start, end: stored.end }] });
        }
        return { kind: 'booked', booking: stored };
      }),
    );
  }

  find(memberId: string, bookingId: string): Promise<Booking | null> {
    return adminGuarded(async () => readStoredBooking(bookingId, (await adminMemberSubdocument(this.db, memberId, 'bookings', bookingId).get()).data()));
  }

  listFrom(memberId: string, from: EpochMs): Promise<readonly Booking[]> {
    return adminGuarded(async () => {
      const snap = await adminMemberSubcollection(this.db, memberId, 'bookings').where('start', '>=', from).orderBy('start').get();
      return snap.docs.map((d) => readStoredBooking(d.id, d.data())).filter((b): b is Booking => b !== null);
    });
  }

  release(memberId: string, bookingId: string): Promise<boolean> {
    return adminGuarded(() =>
      this.db.runTransaction(async (tx): Promise<boolean> => {
        const booking = readStoredBooking(bookingId, (await tx.get(adminMemberSubdocument(this.db, memberId, 'bookings', bookingId))).data());
        if (booking === null || holdsTime(booking.status)) return false;
        const days = utcDaysOf(booking.start, booking.end).map((day) => this.day(memberId, day));
        const snaps = await tx.getAll(...days);
        let freed = false;
        snaps.forEach((snap, i) => {
          const ref = days[i];
          const held = heldTimesOf(snap.data()?.['held']);
          const kept = held.filter((h) => h.id !== bookingId);
          if (ref === undefined || kept.length === held.length) return;
          freed = true;
          tx.set(ref, { held: kept });
        });
        return freed;
      }),
    );
  }

  markReminded(memberId: string, bookingId: string, reminderKey: string): Promise<boolean> {
    return adminGuarded(async () => {
      try {
        await adminMemberSubdocument(this.db, memberId, 'bookings', bookingId).update({ reminded: true, reminderKey });
        return true;
      } catch (error) {
        // NOT_FOUND: no such booking.
        if ((error as { code?: unknown }).code === 5) return false;
        throw error;
      }
    });
  }

  answer(memberId: string, bookingId: string, event: BookingEvent, now: EpochMs): Promise<AnswerOutcome> {
    return adminGuarded(() =>
      this.db.runTransaction(async (tx): Promise<AnswerOutcome> => {
        const ref = adminMemberSubdocument(this.db, memberId, 'bookings', bookingId);
        const booking = readStoredBooking(bookingId, (await tx.get(ref)).data());
        if (booking === null) return { ok: false, refusal: 'not-found' };
        const result = transition(booking, event, now);
        if (!result.ok) return result;
        const days = utcDaysOf(booking.start, booking.end).map((day) => this.day(memberId, day));
        const freed = !holdsTime(result.booking.status);
        const daySnaps = freed ? await tx.getAll(...days) : [];
        tx.set(ref, storedBooking(result.booking));
        daySnaps.forEach((snap, i) => {
          const ref = days[i];
          if (ref !== undefined) tx.set(ref, { held: heldTimesOf(snap.data()?.['held']).filter((h) => h.id !== bookingId) });
        });
        return result;
      }),
    );
  }
}
