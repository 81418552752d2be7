import type { Command } from 'commander';
import type { StatusTrial } from '../../core/trial/trial-status';
import { NO_MEMBER_FILTER } from '../../core/admin/member-filter';
import type { MemberStatusCheck } from '../../use-cases/admin/fix-member-status.use-case';
import { memberIdArgument } from '../cli-arguments';
import type { CommandContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli-messages';
import { usageError } from '../cli-errors';

/**
 * Members read per directory page while fixing all: each page's members are checked at once (one
 * subscriptions read each, a write only when due), so this bounds the reads in flight.
 */
export const FIX_ALL_PAGE_SIZE = 200;

function flags({ status, trial }: StatusTrial): string {
  return `status ${status}, trial ${trial}`;
}

function describeCheck(check: MemberStatusCheck, dryRun: boolean): string {
  return check.changed ? CLI_MESSAGES.statusChange(check.memberId, flags(check.current), flags(check.desired), !dryRun) : CLI_MESSAGES.statusAlreadyRight(check.memberId);
}

/** A progress line redrawn in place; only ever drawn on a terminal. */
export function progressLine(done: number, total: number | null, changed: number, width = 30): string {
  if (total === null || total === 0) return `\r${done} checked, ${changed} to fix`;
  const ratio = Math.min(1, done / total);
  const filled = Math.round(ratio * width);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} checked, ${changed} to fix`;
}

export function registerMemberFixStatusCommand(member: Command, context: CommandContext): void {
  member
    .command('fix-status')
    .description("Apply the trial/status rule to one member's record")
    .argument('<id>', 'member id')
    .option('--dry-run', 'show what would change, write nothing')
    .option('--json', 'machine-readable output')
    .action(async (id: string, options: { dryRun?: boolean; json?: boolean }, command: Command) => {
      const memberId = memberIdArgument(id);
      const dryRun = options.dryRun === true;
      await context.run(command, { writes: !dryRun }, async (session) => {
        const check = await session.useCases.fixMemberStatus.execute(memberId, { dryRun });
        if (options.json === true) context.out(JSON.stringify({ ...check, dryRun }, null, 2));
        else context.out(describeCheck(check, dryRun));
      });
    });
}

export function registerMembersFixStatusCommand(members: Command, context: CommandContext): void {
  members
    .command('fix-status')
    .description('Apply the trial/status rule to every member')
    .option('--all', 'every member (required, so nobody does this by accident)')
    .option('--dry-run', 'show what would change, write nothing')
    .option('--json', 'machine-readable output')
    .action(async (options: { all?: boolean; dryRun?: boolean; json?: boolean }, command: Command) => {
      if (options.all !== true) throw usageError(CLI_MESSAGES.fixStatusNeedsAll);
      const dryRun = options.dryRun === true;
      await context.run(command, { writes: !dryRun }, async (session) => {
        const { listMembers, fixMemberStatus } = session.useCases;
        const drawProgress = context.deps.progress;
        const total = drawProgress ? await listMembers.count() : null;
        const json = options.json === true;
        let checked = 0;
        let changed = 0;
        if (json) context.deps.stdout.write(`{\n  "dryRun": ${dryRun},\n  "changes": [`);
        // Fixing all is fixing each: the one-member use-case applied to every record, page by page.
        for await (const rows of listMembers.execute({ filter: NO_MEMBER_FILTER, pageSize: FIX_ALL_PAGE_SIZE })) {
          const page = await Promise.all(rows.map((row) => fixMemberStatus.fix(row.member, { dryRun })));
          for (const check of page) {
            checked += 1;
            if (!check.changed) continue;
            if (json) context.deps.stdout.write(`${changed === 0 ? '\n' : ',\n'}    ${JSON.stringify(check)}`);
            else context.out(describeCheck(check, dryRun));
            changed += 1;
          }
          if (drawProgress) context.deps.stderr.write(progressLine(checked, total, changed));
        }
        if (drawProgress) context.deps.stderr.write('\n');
        if (json) context.deps.stdout.write(`${changed === 0 ? '' : '\n  '}],\n  "checked": ${checked},\n  "changed": ${changed}\n}\n`);
        else context.out(CLI_MESSAGES.fixAllSummary(checked, changed, dryRun));
      });
    });
}
