import type { Command } from 'commander';
import { AppError } from '../../core/errors/error-codes';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_TITLE_MAX_LENGTH } from '../../core/messages/message';
import { memberIdArgument } from '../cli-arguments';
import type { CommandContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli-messages';
import { usageError } from '../cli-errors';
import { json } from '../output-format';

export function registerMessageSendCommand(message: Command, context: CommandContext): void {
  message
    .command('send')
    .description("Put a notification in a member's inbox (they see it live)")
    .argument('<id>', 'member id')
    .requiredOption('--title <title>', `up to ${MESSAGE_TITLE_MAX_LENGTH} characters`)
    .requiredOption('--body <body>', `up to ${MESSAGE_BODY_MAX_LENGTH} characters`)
    .option('--json', 'machine-readable output')
    .action(async (id: string, options: { title: string; body: string; json?: boolean }, command: Command) => {
      const memberId = memberIdArgument(id);
      await context.run(command, { writes: true }, async (session) => {
        let messageId: string;
        try {
          messageId = await session.useCases.sendMessage.execute(memberId, { title: options.title, body: options.body });
        } catch (error) {
          if (error instanceof AppError && error.code === 'invalid-input') throw usageError(CLI_MESSAGES.invalidMessage);
          throw error;
        }
        if (options.json === true) context.out(json({ memberId, messageId }));
        else context.out(CLI_MESSAGES.messageSent(memberId, messageId));
      });
    });
}
