import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CODES, isErrorCode, toErrorCode } from './error-codes';

describe('ERROR_CODES', () => {
  it('includes the two service-initialisation errors of spec section 5', () => {
    expect(ERROR_CODES).toContain('services-not-initialised');
    expect(ERROR_CODES).toContain('auth-not-initialised');
  });

  it('has no duplicates', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});

describe('AppError', () => {
  it('carries its code and cause', () => {
    const cause = new Error('boom');
    const error = new AppError('network', { cause, detail: 'while saving' });
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('network');
    expect(error.cause).toBe(cause);
    expect(error.message).toBe('network: while saving');
    expect(error.name).toBe('AppError');
    expect(new AppError('unknown').message).toBe('unknown');
  });
});

describe('toErrorCode', () => {
  it.each([
    ['auth/email-already-in-use', 'email-already-in-use'],
    ['auth/invalid-email', 'invalid-email'],
    ['auth/weak-password', 'weak-password'],
    ['auth/wrong-password', 'invalid-credential'],
    ['auth/invalid-login-credentials', 'invalid-credential'],
    ['auth/invalid-credential', 'invalid-credential'],
    ['auth/user-not-found', 'user-not-found'],
    ['auth/too-many-requests', 'too-many-requests'],
    ['auth/network-request-failed', 'network'],
    ['auth/requires-recent-login', 'requires-recent-login'],
    ['auth/user-token-expired', 'requires-recent-login'],
    ['permission-denied', 'permission-denied'],
    ['firestore/permission-denied', 'permission-denied'],
    ['unauthenticated', 'permission-denied'],
    ['unavailable', 'unavailable'],
    ['deadline-exceeded', 'unavailable'],
    ['not-found', 'not-found'],
    ['invalid-argument', 'invalid-input'],
    ['storage/unauthorized', 'permission-denied'],
    ['storage/object-not-found', 'not-found'],
    ['auth/something-new', 'unknown'],
    ['__proto__', 'unknown'],
    ['constructor', 'unknown'],
  ])('maps %s to %s', (code, expected) => {
    expect(toErrorCode({ code, message: 'x' })).toBe(expected);
  });

  it('keeps the code of an AppError and passes our own codes through', () => {
    expect(toErrorCode(new AppError('auth-not-initialised'))).toBe('auth-not-initialised');
    expect(toErrorCode({ code: 'services-not-initialised' })).toBe('services-not-initialised');
  });

  it('survives a hostile error object', () => {
    const hostile = {
      get code(): string {
        throw new Error('no');
      },
    };
    expect(toErrorCode(hostile)).toBe('unknown');
  });

  it('maps anything at all to a known code without throwing', () => {
    fc.assert(fc.property(fc.anything(), fc.string(), (value, code) => isErrorCode(toErrorCode(value)) && isErrorCode(toErrorCode({ code }))));
  });
});
