import type { EventAttributes } from 'ics';
import { createEvents } from 'ics';
import type { CalendarFile } from '../../core/notifications/calendar-event';
import type { CalendarFilePort } from '../../ports/calendar-file.port';

const STATUS = { confirmed: 'CONFIRMED', tentative: 'TENTATIVE', cancelled: 'CANCELLED' } as const;
const PRODUCT_ID = '-//Sitio//Bookings//EN';

/**
 * The `ics` package's writer. Times are written as UTC instants, exact across daylight-saving
 * changes; X-WR-TIMEZONE (which the package does not write) names the business's clock for the
 * calendars that show a file's times in it.
 */
export class IcsCalendarFile implements CalendarFilePort {
  write(calendar: CalendarFile): string {
    const events: EventAttributes[] = calendar.events.map((event) => ({
      uid: event.uid,
      start: event.start,
      startInputType: 'utc',
      startOutputType: 'utc',
      end: event.end,
      endInputType: 'utc',
      endOutputType: 'utc',
      timestamp: calendar.stamp,
      title: event.title,
      description: event.description,
      status: STATUS[event.status],
      productId: PRODUCT_ID,
      ...(event.url === null ? {} : { url: event.url }),
    }));
    const { error, value } = createEvents(events, { productId: PRODUCT_ID, calName: calendar.name });
    if (error !== null || value === undefined || value === null) throw error ?? new Error('The calendar file could not be written.');
    return value.replace('CALSCALE:GREGORIAN\r\n', `CALSCALE:GREGORIAN\r\nX-WR-TIMEZONE:${calendar.timeZone}\r\n`);
  }
}
