import type { Command } from 'commander';
import type { Booking } from '../../core/bookings/booking';
import type { CommandContext } from '../cli-context';
import { terminalSafe } from '../cli-errors';
import type { Column } from '../output-format';
import { humanTime, isoTime, json, tableWriter } from '../output-format';

/** A booking as machines get it. */
export function bookingJson(booking: Booking) {
  return {
    id: booking.id,
    status: booking.status,
    service: booking.serviceName,
    start: isoTime(booking.start),
    end: isoTime(booking.end),
    name: booking.visitor.name,
    email: booking.visitor.email,
    phone: booking.visitor.phone,
    language: booking.visitor.language,
    note: booking.visitor.note,
    createdAt: isoTime(booking.createdAt),
  };
}

const COLUMNS: Column<Booking>[] = [
  { header: 'ID', width: 20, value: (row) => row.id },
  { header: 'STATUS', width: 9, value: (row) => row.status },
  { header: 'START', width: 20, value: (row) => humanTime(row.start) },
  { header: 'SERVICE', width: 22, value: (row) => terminalSafe(row.serviceName) },
  { header: 'NAME', width: 22, value: (row) => terminalSafe(row.visitor.name) },
  { header: 'CONTACT', width: 28, value: (row) => terminalSafe(row.visitor.email || row.visitor.phone) },
];

/** `bookings list <member>`: a member's bookings from yesterday on (docs/bookings.md). */
export function registerBookingsCommands(bookings: Command, context: CommandContext): void {
  bookings
    .command('list')
    .description("A member's bookings from yesterday on, earliest first")
    .argument('<id|email|username>', 'the member')
    .option('--json', 'machine-readable output')
    .action(async (query: string, options: { json?: boolean }, command: Command) => {
      await context.run(command, { writes: false }, async (session) => {
        const { bookings: rows } = await session.useCases.listMemberBookings.execute(query);
        if (options.json === true) {
          context.out(json(rows.map(bookingJson)));
          return;
        }
        if (rows.length === 0) {
          context.out('No bookings.');
          return;
        }
        const table = tableWriter(COLUMNS, context.out);
        table.header();
        rows.forEach((row) => table.row(row));
      });
    });
}
