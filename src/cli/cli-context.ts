import type { Command } from 'commander';
import type { CliUseCases } from './cli-use-cases';
import { CLI_MESSAGES } from './cli-messages';
import { CliError, usageError } from './cli-errors';

/** Where the CLI writes: process streams in main.ts, string buffers in tests. */
export interface CliOutput {
  write(text: string): unknown;
}

/** What the user asked to act on: nothing given means the local emulators. */
export interface TargetRequest {
  readonly project?: string;
}

export interface CliTarget {
  /** 'project' is real data: writes need confirmation. */
  readonly kind: 'emulator' | 'project' | 'memory';
  readonly projectId: string;
  /** One line naming the target, printed before anything else. */
  readonly description: string;
}

/** A connection to one target, opened for one command and closed after it. */
export interface CliSession {
  readonly target: CliTarget;
  /** Everything a command may do on the target. */
  readonly useCases: CliUseCases;
  close(): Promise<void>;
}

export interface CliDeps {
  readonly stdout: CliOutput;
  readonly stderr: CliOutput;
  /** stderr is a terminal: progress bars are drawn only then, so logs stay clean. */
  readonly progress: boolean;
  /** Print the stack of a failure too (SITIO_DEBUG=1), for reporting a bug in the CLI itself. */
  readonly debug?: boolean;
  /** stdin is a terminal: the CLI may ask before changing real data. */
  readonly canPrompt: boolean;
  connect(request: TargetRequest): Promise<CliSession>;
  /** Asks a question on the terminal; the answer as typed. */
  prompt(question: string): Promise<string>;
}

export interface GlobalOptions {
  readonly project?: string;
  readonly yes?: boolean;
}

/** What every command file gets: the streams, and a way to run an action against the target. */
export interface CommandContext {
  readonly deps: CliDeps;
  out(line: string): void;
  err(line: string): void;
  /** Connects, names the target on stderr, asks before writing to real data, always closes. */
  run(command: Command, mode: { writes: boolean }, action: (session: CliSession) => Promise<void>): Promise<void>;
}

export function createCommandContext(deps: CliDeps): CommandContext {
  const out = (line: string) => void deps.stdout.write(`${line}\n`);
  const err = (line: string) => void deps.stderr.write(`${line}\n`);

  async function confirmWrite(target: CliTarget, options: GlobalOptions): Promise<void> {
    if (target.kind !== 'project' || options.yes === true) return;
    if (!deps.canPrompt) throw usageError(CLI_MESSAGES.writeRefused(target.projectId));
    const answer = await deps.prompt(CLI_MESSAGES.confirmWrite(target.projectId));
    if (answer.trim().toLowerCase() !== 'yes') throw new CliError(CLI_MESSAGES.writeCancelled, 1);
  }

  return {
    deps,
    out,
    err,
    async run(command, mode, action) {
      const options = command.optsWithGlobals<GlobalOptions>();
      const session = await deps.connect(options.project === undefined ? {} : { project: options.project });
      try {
        err(session.target.description);
        if (mode.writes) await confirmWrite(session.target, options);
        await action(session);
      } finally {
        await session.close();
      }
    },
  };
}
