import type { Command } from 'commander';
import { memberIdArgument } from '../cli-arguments';
import type { CommandContext } from '../cli-context';
import { isoTime, json } from '../output-format';
import { subscriptionJson } from './member-show.command';

export function registerMemberExportCommand(member: Command, context: CommandContext): void {
  member
    .command('export')
    .description('Everything about one member, as JSON')
    .argument('<id>', 'member id')
    .option('--json', 'JSON output (the only format of an export; accepted for symmetry)')
    .action(async (id: string, _options: { json?: boolean }, command: Command) => {
      const memberId = memberIdArgument(id);
      await context.run(command, { writes: false }, async (session) => {
        const exported = await session.useCases.exportMember.execute(memberId);
        const { member, subscriptions, messages, banner, exportedAt, ...standing } = exported;
        context.out(
          json({
            exportedAt: isoTime(exportedAt),
            member: { ...member, createdAt: isoTime(member.createdAt), activeUntil: isoTime(member.activeUntil) },
            ...standing,
            banner: { ...banner, activeUntil: isoTime(banner.activeUntil) },
            subscriptions: subscriptions.map(subscriptionJson),
            messages: messages.map((message) => ({ ...message, createdAt: isoTime(message.createdAt) })),
          }),
        );
      });
    });
}
