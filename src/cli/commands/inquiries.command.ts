import type { Command } from 'commander';
import { Option } from 'commander';
import type { Inquiry } from '../../core/inquiries/inquiry';
import { inquirySubject } from '../../core/inquiries/inquiry';
import type { CommandContext } from '../cli-context';
import { terminalSafe } from '../cli-errors';
import type { Column } from '../output-format';
import { detailLines, humanTime, isoTime, json, tableWriter } from '../output-format';

const STATUS_CHOICES = ['open', 'handled', 'all'] as const;

/** An inquiry as machines get it. */
export function inquiryJson(inquiry: Inquiry) {
  return {
    id: inquiry.id,
    kind: inquiry.kind,
    status: inquiry.status,
    language: inquiry.language,
    name: inquiry.name,
    email: inquiry.email,
    message: inquiry.message,
    intake: inquiry.intake,
    createdAt: isoTime(inquiry.createdAt),
    handledAt: isoTime(inquiry.handledAt),
  };
}

const COLUMNS: Column<Inquiry>[] = [
  { header: 'ID', width: 20, value: (row) => row.id },
  { header: 'STATUS', width: 7, value: (row) => row.status },
  { header: 'KIND', width: 14, value: (row) => row.kind },
  { header: 'FROM', width: 30, value: (row) => inquirySubject(row) },
  { header: 'EMAIL', width: 28, value: (row) => row.email },
  { header: 'RECEIVED', width: 20, value: (row) => humanTime(row.createdAt) },
];

function inquiryIdArgument(value: string): string {
  return value.trim();
}

/** `inquiries list|show|close`: requests sent from the marketing site's forms (docs/forms.md). */
export function registerInquiriesCommands(inquiries: Command, context: CommandContext): void {
  inquiries
    .command('list')
    .description('Requests from the Contact and website-intake forms, newest first')
    .addOption(new Option('--status <status>', 'which ones').choices(STATUS_CHOICES).default('open'))
    .option('--json', 'machine-readable output')
    .action(async (options: { status: (typeof STATUS_CHOICES)[number]; json?: boolean }, command: Command) => {
      await context.run(command, { writes: false }, async (session) => {
        const rows = await session.useCases.listInquiries.execute(options.status);
        if (options.json === true) {
          context.out(json({ inquiries: rows.map(inquiryJson), count: rows.length }));
          return;
        }
        const table = tableWriter(COLUMNS, context.out);
        table.header();
        rows.forEach((row) => table.row(row));
        if (rows.length === 0) context.err('No inquiries match.');
      });
    });

  inquiries
    .command('show')
    .description('One inquiry with everything the visitor sent')
    .argument('<id>', 'inquiry id')
    .option('--json', 'machine-readable output')
    .action(async (id: string, options: { json?: boolean }, command: Command) => {
      await context.run(command, { writes: false }, async (session) => {
        const inquiry = await session.useCases.showInquiry.execute(inquiryIdArgument(id));
        if (options.json === true) {
          context.out(json(inquiryJson(inquiry)));
          return;
        }
        const pairs: Array<readonly [string, string]> = [
          ['id', inquiry.id],
          ['kind', inquiry.kind],
          ['status', inquiry.status],
          ['received', humanTime(inquiry.createdAt)],
          ['handled', humanTime(inquiry.handledAt)],
          ['language', inquiry.language],
          ['name', inquiry.name],
          ['email', inquiry.email],
        ];
        if (inquiry.intake !== null) {
          pairs.push(['business', inquiry.intake.businessName], ['phone', inquiry.intake.phoneNumber || '-'], ['type', inquiry.intake.businessType], ['pages', inquiry.intake.pages.join(', ')]);
        }
        for (const line of detailLines(pairs)) context.out(line);
        context.out('');
        // The visitor's own text, line by line, with nothing that could drive the terminal.
        for (const line of inquiry.message.split('\n')) context.out(terminalSafe(line));
      });
    });

  inquiries
    .command('close')
    .description('Mark an inquiry handled')
    .argument('<id>', 'inquiry id')
    .option('--json', 'machine-readable output')
    .action(async (id: string, options: { json?: boolean }, command: Command) => {
      await context.run(command, { writes: true }, async (session) => {
        const inquiryId = inquiryIdArgument(id);
        const { changed } = await session.useCases.setInquiryStatus.execute(inquiryId, 'handled');
        if (options.json === true) context.out(json({ id: inquiryId, status: 'handled', changed }));
        else context.out(changed ? `Inquiry ${inquiryId} marked handled.` : `Inquiry ${inquiryId} was already handled.`);
      });
    });
}
