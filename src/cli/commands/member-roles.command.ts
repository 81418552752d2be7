import type { Command } from 'commander';
import type { GrantableRole } from '../../ports/member-admin.port';
import { memberIdArgument } from '../cli-arguments';
import type { CommandContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli-messages';
import { json } from '../output-format';

const ROLE_COMMANDS: readonly { name: string; role: GrantableRole; granted: boolean; label: string }[] = [
  { name: 'grant-admin', role: 'admin', granted: true, label: 'admin' },
  { name: 'revoke-admin', role: 'admin', granted: false, label: 'admin' },
  { name: 'grant-full-access', role: 'fullAccess', granted: true, label: 'full access' },
  { name: 'revoke-full-access', role: 'fullAccess', granted: false, label: 'full access' },
];

export function registerMemberRoleCommands(member: Command, context: CommandContext): void {
  for (const { name, role, granted, label } of ROLE_COMMANDS) {
    member
      .command(name)
      .description(`${granted ? 'Grant' : 'Revoke'} ${label}: the record's field and the account's custom claim`)
      .argument('<id>', 'member id')
      .option('--json', 'machine-readable output')
      .action(async (id: string, options: { json?: boolean }, command: Command) => {
        const memberId = memberIdArgument(id);
        await context.run(command, { writes: true }, async (session) => {
          const { changed } = await session.useCases.setMemberRole.execute(memberId, role, granted);
          if (options.json === true) {
            context.out(json({ memberId, role, granted, changed }));
            return;
          }
          context.out(granted ? CLI_MESSAGES.roleGranted(label, memberId) : CLI_MESSAGES.roleRevoked(label, memberId));
          if (!changed) context.out(CLI_MESSAGES.roleUnchanged);
        });
      });
  }
}
