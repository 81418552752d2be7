import type { Command } from 'commander';
import { MAX_TRIAL_EXTENSION_DAYS } from '../../core/trial/trial-status';
import { memberIdArgument, wholeNumberOption } from '../cli-arguments';
import type { CommandContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli-messages';
import { humanTime, isoTime, json } from '../output-format';

export function registerMemberTrialCommand(member: Command, context: CommandContext): void {
  member
    .command('extend-trial')
    .description('Give a member more trial days (added to the trial end, or to now if it has ended)')
    .argument('<id>', 'member id')
    .requiredOption('--days <n>', `days to add (1-${MAX_TRIAL_EXTENSION_DAYS})`)
    .option('--json', 'machine-readable output')
    .action(async (id: string, options: { days: string; json?: boolean }, command: Command) => {
      const memberId = memberIdArgument(id);
      const days = wholeNumberOption('--days', options.days, 1, MAX_TRIAL_EXTENSION_DAYS);
      await context.run(command, { writes: true }, async (session) => {
        const activeUntil = await session.useCases.extendTrial.execute(memberId, days);
        if (options.json === true) context.out(json({ memberId, days, activeUntil: isoTime(activeUntil) }));
        else context.out(CLI_MESSAGES.trialExtended(memberId, humanTime(activeUntil)));
      });
    });
}
