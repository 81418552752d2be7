import { CommanderError } from 'commander';
import { AppError, toErrorCode } from '../core/errors/error-codes';
import { CLI_MESSAGES } from './cli-messages';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

export type ExitCode = typeof EXIT_OK | typeof EXIT_FAILURE | typeof EXIT_USAGE;

/** A failure the CLI has already put into words; the exit code says whose fault it was. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: typeof EXIT_FAILURE | typeof EXIT_USAGE,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export function usageError(message: string): CliError {
  return new CliError(message, EXIT_USAGE);
}

/**
 * Characters a terminal would act on instead of showing (escape sequences, bidirectional
 * overrides): stored data and typed arguments are shown with them made visible, so a member's
 * name cannot rewrite an administrator's screen.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_FOR_TERMINAL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE_FOR_TERMINAL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Shortened and made visible: for echoing what a user typed inside an error message. */
export function quoteInput(value: string): string {
  const visible = terminalSafe(value.replace(/[\n\t]/g, ' '));
  return visible.length > 80 ? `${visible.slice(0, 79)}…` : visible;
}

export interface Failure {
  readonly exitCode: ExitCode;
  /** Null when commander has already printed its own message. */
  readonly message: string | null;
}

/** Anything thrown by a command, as an exit code and one clear sentence; never a stack trace. */
export function describeFailure(error: unknown): Failure {
  if (error instanceof CliError) return { exitCode: error.exitCode, message: error.message };
  if (error instanceof CommanderError) {
    // Exit code 0 is help or version asked for; anything else commander stops on is bad usage,
    // including help shown because no command was given.
    return { exitCode: error.exitCode === 0 ? EXIT_OK : EXIT_USAGE, message: null };
  }
  const code = toErrorCode(error);
  if (code === 'invalid-input') {
    const detail = error instanceof AppError ? error.message.replace(/^invalid-input: /, '') : '';
    return { exitCode: EXIT_USAGE, message: detail === '' || detail === 'invalid-input' ? CLI_MESSAGES.errors['invalid-input'] : `${CLI_MESSAGES.errors['invalid-input']} ${terminalSafe(detail)}.` };
  }
  if (code === 'not-found' && error instanceof AppError) {
    // The use-cases name what was missing in the detail ('member x', 'subscription y').
    const missing = /^not-found: (member|subscription) (.+)$/s.exec(error.message);
    if (missing?.[1] === 'member') return { exitCode: EXIT_FAILURE, message: CLI_MESSAGES.memberNotFound(quoteInput(missing[2] ?? '')) };
    if (missing?.[1] === 'subscription') return { exitCode: EXIT_FAILURE, message: CLI_MESSAGES.subscriptionNotFound(quoteInput(missing[2] ?? '')) };
  }
  if (code === 'unknown' && !(error instanceof AppError)) return { exitCode: EXIT_FAILURE, message: CLI_MESSAGES.unexpected };
  return { exitCode: EXIT_FAILURE, message: CLI_MESSAGES.errors[code] };
}
