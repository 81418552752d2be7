import { Command } from 'commander';
import type { CliDeps } from './cli-context';
import { createCommandContext } from './cli-context';
import { CLI_MESSAGES } from './cli-messages';
import type { ExitCode } from './cli-errors';
import { EXIT_OK, describeFailure, terminalSafe } from './cli-errors';
import { registerMemberExportCommand } from './commands/member-export.command';
import { registerMemberFixStatusCommand, registerMembersFixStatusCommand } from './commands/member-fix-status.command';
import { registerMemberPublishedCommand } from './commands/member-published.command';
import { registerMemberRoleCommands } from './commands/member-roles.command';
import { registerMemberShowCommand } from './commands/member-show.command';
import { registerMemberTakedownCommands } from './commands/member-takedown.command';
import { registerMemberTrialCommand } from './commands/member-trial.command';
import { registerMembersListCommand } from './commands/members-list.command';
import { registerMessageSendCommand } from './commands/message-send.command';
import { registerSubscriptionCommands } from './commands/subscription.command';
import { registerInquiriesCommands } from './commands/inquiries.command';
import { registerBookingsCommands } from './commands/bookings.command';
import { registerSpeedCommand } from './commands/speed.command';
import { registerStatsCommand } from './commands/stats.command';

/**
 * A fresh program per call: commander keeps parsed state on its objects, so tests (and any
 * caller running several commands in one process) must never share one.
 */
export function makeProgram(deps: CliDeps): Command {
  const context = createCommandContext(deps);
  const program = new Command('sitio-admin')
    .description(CLI_MESSAGES.description)
    .option('--project <id>', 'act on this real Firebase project (service account from GOOGLE_APPLICATION_CREDENTIALS)')
    .option('-y, --yes', 'change real data without asking')
    .showHelpAfterError('(add --help for usage)')
    .configureOutput({
      writeOut: (text) => void deps.stdout.write(text),
      // Commander echoes what was typed; it must not be able to drive the terminal.
      writeErr: (text) => void deps.stderr.write(terminalSafe(text)),
    })
    .exitOverride();

  // Subcommands inherit neither the output nor the override: set them on each.
  const group = (name: string, description: string) =>
    program.command(name).description(description).configureOutput(program.configureOutput()).exitOverride();

  const members = group('members', 'All members: list them, fix their status');
  registerMembersListCommand(members, context);
  registerMembersFixStatusCommand(members, context);

  const member = group('member', 'One member: show, export, fix');
  registerMemberShowCommand(member, context);
  registerMemberExportCommand(member, context);
  registerMemberFixStatusCommand(member, context);
  registerMemberRoleCommands(member, context);
  registerMemberTrialCommand(member, context);
  registerMemberPublishedCommand(member, context);
  registerMemberTakedownCommands(member, context);

  registerSubscriptionCommands(group('subscription', "A member's subscriptions"), context);
  registerMessageSendCommand(group('message', 'Notifications to members'), context);
  registerInquiriesCommands(group('inquiries', 'Requests from the marketing site: list, show, close'), context);
  registerBookingsCommands(group('bookings', "Members' bookings: list"), context);
  registerSpeedCommand(group('speed', 'Real-user speed per page'), context);
  registerStatsCommand(group('stats', "What a member's site brought in: views, customer actions, sources"), context);

  for (const command of [members, member, ...members.commands, ...member.commands, ...program.commands.flatMap((c) => c.commands)]) {
    command.configureOutput(program.configureOutput()).exitOverride();
  }
  return program;
}

/** Runs one command line; resolves to the exit code, and never throws. */
export async function runCli(args: readonly string[], deps: CliDeps): Promise<ExitCode> {
  try {
    await makeProgram(deps).parseAsync([...args], { from: 'user' });
    return EXIT_OK;
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.message !== null) deps.stderr.write(`error: ${failure.message}\n`);
    if (deps.debug === true && failure.exitCode !== EXIT_OK) deps.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return failure.exitCode;
  }
}
