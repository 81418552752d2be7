import type { SiteTimeZone } from '../site/site-time-zones';
import type { EpochMs } from '../time/time';

/** One appointment in a calendar file, at its instants; the calendar shows it on the reader's clock. */
export interface CalendarEvent {
  /** Stable across files, so a calendar updates the event instead of adding another. */
  readonly uid: string;
  readonly start: EpochMs;
  readonly end: EpochMs;
  readonly title: string;
  readonly description: string;
  readonly url: string | null;
  readonly status: 'confirmed' | 'tentative' | 'cancelled';
}

/** A calendar file: one event for a mail, many for a feed. */
export interface CalendarFile {
  readonly name: string;
  /** The business's clock: calendars that read it show the file's times there. */
  readonly timeZone: SiteTimeZone;
  /** When the file was written (each event's DTSTAMP). */
  readonly stamp: EpochMs;
  readonly events: readonly CalendarEvent[];
}
