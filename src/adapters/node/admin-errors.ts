import { AppError, toErrorCode } from '../../core/errors/error-codes';

/**
 * The admin SDK's Firestore reports gRPC status numbers where the web SDK reports names; the
 * names are what the core knows how to fold into its codes.
 */
const GRPC_STATUS_NAMES: Readonly<Record<number, string>> = {
  3: 'invalid-argument',
  4: 'deadline-exceeded',
  5: 'not-found',
  7: 'permission-denied',
  8: 'resource-exhausted',
  9: 'failed-precondition',
  14: 'unavailable',
  16: 'unauthenticated',
};

/** Credential failures carry no useful code, only a message naming the credential. */
function looksLikeCredentialFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /credential|could not load the default credentials|invalid_grant|getting metadata from plugin failed/i.test(error.message);
}

export function toAdminAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const raw: unknown = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof raw === 'number' && Object.hasOwn(GRPC_STATUS_NAMES, raw)) {
    return new AppError(toErrorCode({ code: GRPC_STATUS_NAMES[raw] }), { cause: error });
  }
  const code = toErrorCode(error);
  if (code === 'unknown' && looksLikeCredentialFailure(error)) return new AppError('permission-denied', { cause: error, detail: 'credentials' });
  return new AppError(code, { cause: error });
}

/** Runs an admin SDK call so that it can only reject with an AppError. */
export async function adminGuarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAdminAppError(error);
  }
}
