import type { Weekday } from '../site/site-limits';
import type { SiteTimeZone } from '../site/site-time-zones';
import type { BookingStatus } from './booking';
import type { BookingFieldError, PostedBooking } from './booking-request';
import type { BookableService } from './booking-settings';
import type { FreeSlot } from './booking-slots';

/** What the Book page says above its form. */
export type BookingNotice = 'taken' | 'limited' | 'invalid';

export interface BookingFormState {
  readonly errors: Readonly<Partial<Record<keyof PostedBooking | 'contact', BookingFieldError>>>;
  readonly values: Readonly<Partial<PostedBooking>>;
}

/** A day the visitor can pick, with how many free times it has. */
export interface BookableDay {
  readonly date: string;
  readonly weekday: Weekday;
  readonly free: number;
}

/** The visitor's own booking, as its link shows it. */
export interface ManagedBooking {
  readonly serviceName: string;
  readonly start: number;
  readonly status: BookingStatus;
  /** Whether the visitor may still cancel it (before the cut-off). */
  readonly canCancel: boolean;
  /** Another time the owner offered when declining, with the Book page's query opened on it. */
  readonly proposed: { readonly start: number; readonly query: string } | null;
}

/** The Book page of a member's site, one step at a time, each a plain page with a plain form. */
export type BookingPage =
  | {
      readonly kind: 'choose';
      readonly services: readonly BookableService[];
      readonly service: BookableService | null;
      readonly days: readonly BookableDay[];
      readonly date: string | null;
      readonly slots: readonly FreeSlot[];
      readonly form: BookingFormState | null;
      readonly notice: BookingNotice | null;
      readonly timeZone: SiteTimeZone;
    }
  | { readonly kind: 'done'; readonly status: 'requested' | 'confirmed' }
  | { readonly kind: 'manage'; readonly booking: ManagedBooking | null; readonly bookingId: string; readonly token: string; readonly cancelled: boolean; readonly refused: boolean; readonly timeZone: SiteTimeZone };

/** How many days with free times the page lists at once. */
export const BOOKABLE_DAYS_SHOWN = 21;
