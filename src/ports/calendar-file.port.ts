import type { CalendarFile } from '../core/notifications/calendar-event';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/** Writes calendars in the iCalendar format (RFC 5545) every calendar application reads. */
export interface CalendarFilePort {
  /** The file's text; an event the format cannot carry fails loudly rather than being dropped. */
  write(calendar: CalendarFile): string;
}

export const CALENDAR_FILE: PortToken<CalendarFilePort> = portToken<CalendarFilePort>('CalendarFilePort');
