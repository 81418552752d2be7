import { isValidMemberId } from '../core/member/member-id';
import { CLI_MESSAGES } from './cli-messages';
import { quoteInput, usageError } from './cli-errors';

/*
 * Checks of what was typed, before anything is read or written: a malformed value is the
 * user's to fix (exit code 2), not a failure of the backend.
 */

export function memberIdArgument(value: string): string {
  if (!isValidMemberId(value)) throw usageError(CLI_MESSAGES.malformedMemberId(quoteInput(value)));
  return value;
}

/** Subscription ids come from the payment provider: path-safe, printable, bounded. */
export function subscriptionIdArgument(value: string): string {
  // eslint-disable-next-line no-control-regex
  if (value.length === 0 || value.length > 200 || /[/\u0000-\u0020\u007F]/.test(value) || value === '.' || value === '..' || /^__.*__$/.test(value)) {
    throw usageError(CLI_MESSAGES.malformedSubscriptionId(quoteInput(value)));
  }
  return value;
}

export function wholeNumberOption(option: string, value: string, min: number, max: number): number {
  const trimmed = value.trim();
  const parsed = /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) throw usageError(CLI_MESSAGES.malformedNumber(option, min, max));
  return parsed;
}

export function booleanArgument(value: string): boolean {
  const normalized = value.trim().toLowerCase();
  if (['true', 'yes', 'on', '1'].includes(normalized)) return true;
  if (['false', 'no', 'off', '0'].includes(normalized)) return false;
  throw usageError(CLI_MESSAGES.malformedBoolean(quoteInput(value)));
}
