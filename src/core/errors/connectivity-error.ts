import type { ErrorCode } from './error-codes';

/**
 * Codes that mean "the backend could not be reached", as opposed to a refusal: the work is
 * kept and tried again when the connection returns, instead of being reported as rejected.
 */
const CONNECTIVITY_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['unavailable', 'network']);

export function isConnectivityError(code: ErrorCode): boolean {
  return CONNECTIVITY_CODES.has(code);
}
