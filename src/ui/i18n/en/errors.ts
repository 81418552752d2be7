/** One message per error code of src/core/errors/error-codes.ts. */
export const errors = {
  'services-not-initialised': 'Firebase services are not initialised. Try reloading the page.',
  'auth-not-initialised': 'Firebase Auth is not initialised. Try reloading the page.',
  'email-already-in-use': 'An account with this email already exists. Sign in instead.',
  'invalid-email': 'Enter a valid email address.',
  'weak-password': 'Choose a stronger password (at least 6 characters).',
  'invalid-credential': 'The email or password is not correct.',
  'user-not-found': 'The email or password is not correct.',
  'too-many-requests': 'Too many attempts. Wait a moment and try again.',
  network: 'We could not reach the server. Check your connection and try again.',
  'requires-recent-login': 'For your security, sign in again to do this.',
  'permission-denied': "You don't have permission to do this.",
  unavailable: 'The service is unreachable right now. Your input is kept; try again in a moment.',
  'not-found': 'We could not find what you were looking for.',
  'invalid-input': 'Some of the information is not valid. Check the highlighted fields.',
  unknown: 'Something went wrong. Try again.',
} as const;
