/**
 * Every error a user can see is one of these codes; the UI owns the EN and ES wording, so the
 * core and the adapters never carry user-facing text.
 */
export const ERROR_CODES = [
  'services-not-initialised',
  'auth-not-initialised',
  'email-already-in-use',
  'invalid-email',
  'weak-password',
  'invalid-credential',
  'user-not-found',
  'too-many-requests',
  'network',
  'requires-recent-login',
  'permission-denied',
  'unavailable',
  'not-found',
  'invalid-input',
  'checkout-failed',
  'checkout-timeout',
  'username-taken',
  /** A business's customer (portal account) tried to use the members' dashboard. */
  'customer-account',
  'unknown',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const ERROR_CODE_SET: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && ERROR_CODE_SET.has(value);
}

/** An error whose code is already one the UI can translate. */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, options?: { cause?: unknown; detail?: string }) {
    // The message is for logs only; users see the translated code.
    super(options?.detail ? `${code}: ${options.detail}` : code, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
  }
}

/**
 * Provider codes (Firebase Auth 'auth/...', Firestore and Storage codes) folded into ours.
 * Several provider codes mean the same thing to a user: a wrong password and an unknown
 * login are both "invalid credential" in recent SDKs, so older codes are mapped alike.
 */
const PROVIDER_CODES: Readonly<Record<string, ErrorCode>> = {
  'auth/email-already-in-use': 'email-already-in-use',
  'auth/invalid-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/weak-password': 'weak-password',
  'auth/missing-password': 'weak-password',
  'auth/wrong-password': 'invalid-credential',
  'auth/invalid-credential': 'invalid-credential',
  'auth/invalid-login-credentials': 'invalid-credential',
  'auth/invalid-password': 'invalid-credential',
  'auth/user-not-found': 'user-not-found',
  'auth/too-many-requests': 'too-many-requests',
  'auth/network-request-failed': 'network',
  'auth/requires-recent-login': 'requires-recent-login',
  'auth/user-token-expired': 'requires-recent-login',
  'auth/invalid-user-token': 'requires-recent-login',
  'auth/user-disabled': 'permission-denied',
  'auth/operation-not-allowed': 'permission-denied',
  'auth/internal-error': 'unknown',
  'permission-denied': 'permission-denied',
  unauthenticated: 'permission-denied',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  'resource-exhausted': 'too-many-requests',
  'not-found': 'not-found',
  'invalid-argument': 'invalid-input',
  'failed-precondition': 'unavailable',
  'storage/unauthorized': 'permission-denied',
  'storage/unauthenticated': 'permission-denied',
  'storage/object-not-found': 'not-found',
  'storage/retry-limit-exceeded': 'network',
  'storage/quota-exceeded': 'too-many-requests',
  'storage/invalid-argument': 'invalid-input',
};

function codeProperty(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  try {
    const code: unknown = (error as { code?: unknown }).code;
    return typeof code === 'string' ? code : null;
  } catch {
    // A hostile or broken error object must not turn error handling into a crash.
    return null;
  }
}

/** Maps anything thrown to a code the UI can translate; never throws. */
export function toErrorCode(error: unknown): ErrorCode {
  if (error instanceof AppError) return error.code;
  const raw = codeProperty(error);
  if (raw === null) return 'unknown';
  const code = raw.trim().toLowerCase();
  // Firestore codes sometimes arrive prefixed ('firestore/unavailable').
  const unprefixed = code.startsWith('firestore/') ? code.slice('firestore/'.length) : code;
  if (Object.hasOwn(PROVIDER_CODES, unprefixed)) return PROVIDER_CODES[unprefixed] ?? 'unknown';
  if (isErrorCode(unprefixed)) return unprefixed;
  return 'unknown';
}
