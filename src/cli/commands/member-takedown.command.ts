import type { Command } from 'commander';
import { memberIdArgument } from '../cli-arguments';
import type { CommandContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli-messages';
import { json } from '../output-format';

/**
 * `member suspend <id> --reason TEXT` and `member unsuspend <id>`: an administrator's takedown,
 * which the member sees and cannot undo by publishing again (unlike `set-published false`).
 */
export function registerMemberTakedownCommands(member: Command, context: CommandContext): void {
  member
    .command('suspend')
    .description("Take a member's site down; the member sees the reason and cannot publish it again")
    .argument('<id>', 'member id')
    .requiredOption('--reason <text>', 'why, as the member will read it (1 to 500 characters)')
    .option('--json', 'machine-readable output')
    .action(async (id: string, options: { reason: string; json?: boolean }, command: Command) => {
      const memberId = memberIdArgument(id);
      await context.run(command, { writes: true }, async (session) => {
        await session.useCases.setSuspension.suspend(memberId, options.reason);
        if (options.json === true) context.out(json({ memberId, suspended: true }));
        else context.out(CLI_MESSAGES.suspended(memberId));
      });
    });

  member
    .command('unsuspend')
    .description("Lift a takedown; the site is public again only if the member's own published is on")
    .argument('<id>', 'member id')
    .option('--json', 'machine-readable output')
    .action(async (id: string, options: { json?: boolean }, command: Command) => {
      const memberId = memberIdArgument(id);
      await context.run(command, { writes: true }, async (session) => {
        await session.useCases.setSuspension.lift(memberId);
        if (options.json === true) context.out(json({ memberId, suspended: false }));
        else context.out(CLI_MESSAGES.unsuspended(memberId));
      });
    });
}
