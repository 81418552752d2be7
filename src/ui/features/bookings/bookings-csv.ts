import type { TFunction } from 'i18next';
import type { Booking } from '../../../core/bookings/booking';
import { bookingsCsv } from '../../../core/bookings/booking-agenda';
import { downloadCsvFile } from '../../services/download-file';
import type { Formatters } from '../../services/use-format';

/** The bookings as a CSV file the browser saves, with headings and statuses in the owner's language. */
export function downloadBookingsCsv(bookings: readonly Booking[], t: TFunction<'bookings'>, format: Formatters, today: string): void {
  const h = (key: 'start' | 'end' | 'service' | 'name' | 'email' | 'phone' | 'note' | 'status' | 'reason') => t(`bookings.csvHeadings.${key}`);
  const csv = bookingsCsv(
    bookings,
    { start: h('start'), end: h('end'), service: h('service'), name: h('name'), email: h('email'), phone: h('phone'), note: h('note'), status: h('status'), reason: h('reason') },
    (at) => format.dateTime(at),
    (status) => t(`bookings.status.${status}`),
  );
  downloadCsvFile(csv, `${t('bookings.csvHeadings.file')}-${today}.csv`);
}
