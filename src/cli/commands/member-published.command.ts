import type { Command } from 'commander';
import { booleanArgument, memberIdArgument } from '../cli-arguments';
import type { CommandContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli-messages';
import { json } from '../output-format';

export function registerMemberPublishedCommand(member: Command, context: CommandContext): void {
  member
    .command('set-published')
    .description("Publish or unpublish a member's site")
    .argument('<id>', 'member id')
    .argument('<true|false>', 'published or not')
    .option('--json', 'machine-readable output')
    .action(async (id: string, value: string, options: { json?: boolean }, command: Command) => {
      const memberId = memberIdArgument(id);
      const published = booleanArgument(value);
      await context.run(command, { writes: true }, async (session) => {
        await session.useCases.setPublished.execute(memberId, published);
        if (options.json === true) context.out(json({ memberId, published }));
        else context.out(CLI_MESSAGES.publishedSet(memberId, published));
      });
    });
}
