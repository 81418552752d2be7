import type { Command } from 'commander';
import type { SpeedMetric, SpeedReportRow } from '../../core/speed/speed-metrics';
import { SPEED_WINDOW_DAYS, ratingOf } from '../../core/speed/speed-metrics';
import type { CommandContext } from '../cli-context';
import type { Column } from '../output-format';
import { json, tableWriter } from '../output-format';

function shown(metric: SpeedMetric, value: number | null): string {
  if (value === null) return '-';
  const text = metric === 'LCP' ? `${(value / 1000).toFixed(2)} s` : metric === 'INP' ? `${value} ms` : String(value);
  return `${text} ${ratingOf(metric, value)}`;
}

const COLUMNS: Column<SpeedReportRow>[] = [
  { header: 'ROUTE', width: 36, value: (row) => row.route },
  { header: 'VISITS', width: 8, value: (row) => String(row.samples) },
  { header: 'LCP P75', width: 26, value: (row) => shown('LCP', row.p75.LCP) },
  { header: 'INP P75', width: 26, value: (row) => shown('INP', row.p75.INP) },
  { header: 'CLS P75', width: 26, value: (row) => shown('CLS', row.p75.CLS) },
];

/** `speed`: real-user Core Web Vitals per route, 75th percentile of the last 28 days. */
export function registerSpeedCommand(speed: Command, context: CommandContext): void {
  speed
    .description(`Real-user speed per page: p75 of LCP, INP and CLS over the last ${SPEED_WINDOW_DAYS} days`)
    .option('--json', 'machine-readable output')
    .action(async (options: { json?: boolean }, command: Command) => {
      await context.run(command, { writes: false }, async (session) => {
        const report = await session.useCases.speedReport.execute();
        if (options.json === true) {
          context.out(json({ from: report.fromDay, to: report.toDay, days: SPEED_WINDOW_DAYS, routes: report.rows.map((row) => ({ route: row.route, visits: row.samples, p75: row.p75 })) }));
          return;
        }
        context.err(`Real visits from ${report.fromDay} to ${report.toDay} (UTC days); LCP and INP in their units, CLS unitless.`);
        const table = tableWriter(COLUMNS, context.out);
        table.header();
        report.rows.forEach((row) => table.row(row));
        if (report.rows.length === 0) context.err('No visit has reported its speed yet.');
      });
    });
}
