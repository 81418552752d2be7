import type { Command } from 'commander';
import type { Ranked } from '../../core/analytics/site-results';
import { ACTION_KINDS } from '../../core/analytics/customer-actions';
import { wholeNumberOption } from '../cli-arguments';
import type { CommandContext } from '../cli-context';
import { json } from '../output-format';
import { MAX_RESULT_DAYS } from '../../use-cases/results/show-site-results.use-case';

const DEFAULT_DAYS = 30;

/** "12 (+3 on the 30 days before)". */
function versus(now: number, before: number): string {
  const delta = now - before;
  return `${now} (${delta >= 0 ? '+' : ''}${delta} on the period before)`;
}

function ranked(list: readonly Ranked[]): string {
  return list.length === 0 ? '-' : list.map((entry) => `${entry.key} ${entry.count}`).join(', ');
}

/** `stats <member>`: what a member's site brought in, as the Results page shows it. */
export function registerStatsCommand(program: Command, context: CommandContext): void {
  program
    .argument('<id|email|username>', 'the member')
    .option('--days <n>', `the period, 1 to ${MAX_RESULT_DAYS} days ending today`, String(DEFAULT_DAYS))
    .option('--json', 'machine-readable output')
    .action(async (query: string, options: { days: string; json?: boolean }, command: Command) => {
      const days = wholeNumberOption('--days', options.days, 1, MAX_RESULT_DAYS);
      await context.run(command, { writes: false }, async (session) => {
        const member = await session.useCases.findMember.execute(query);
        const results = await session.useCases.siteResults.execute(member.id, days);
        if (options.json === true) {
          context.out(json({ member: member.id, username: member.username, ...results }));
          return;
        }
        const from = results.series[0]?.date ?? '';
        const to = results.series.at(-1)?.date ?? '';
        context.err(`Site of ${member.username || member.id}, ${from} to ${to} (${days} days, America/Chicago days).`);
        context.out(`Views          ${versus(results.totals.views, results.previous.views)}`);
        context.out(`Actions        ${versus(results.totals.allActions, results.previous.allActions)}`);
        for (const kind of ACTION_KINDS) context.out(`  ${kind.padEnd(12)} ${versus(results.totals.actions[kind], results.previous.actions[kind])}`);
        context.out(`Sources        ${ranked(results.sources)}`);
        context.out(`Referrers      ${ranked(results.referrers)}`);
        context.out(`Pages          ${ranked(results.pages)}`);
      });
    });
}
