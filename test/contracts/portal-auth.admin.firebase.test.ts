import { afterAll, describe, expect, it } from 'vitest';
import { AdminPortalAuth, SITE_CUSTOMER_CLAIM, portalAuthFailureOf } from '../../src/adapters/node/portal-auth.admin';
import { passwordResetsQueuedFor } from '../support/firebase-contract-env';
import { sharedAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describePortalAuthContract } from './portal-auth.contract';

const backend = sharedAdminContractBackend('portal-auth');
afterAll(() => backend.dispose());

function adapter(): AdminPortalAuth {
  return new AdminPortalAuth({ auth: backend.get().auth, apiKey: 'demo-api-key', emulatorHost: process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? null });
}

// The emulator signs no session cookie (firebase-admin accepts unsigned ones there), so an
// altered cookie is refused by the signature only in production.
describePortalAuthContract('firebase-admin on the Auth emulator', { checksSignatures: false, revocationGranularityMs: 1100 }, async () => ({
  port: adapter(),
  fixtures: { passwordResetsSentTo: passwordResetsQueuedFor },
}));

describe('AdminPortalAuth beyond the contract', () => {
  it("reads Identity Toolkit's error messages by their first word", () => {
    expect(portalAuthFailureOf('EMAIL_EXISTS')).toBe('email-taken');
    expect(portalAuthFailureOf('WEAK_PASSWORD : Password should be at least 6 characters')).toBe('weak-password');
    expect(portalAuthFailureOf('TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled')).toBe('too-many-attempts');
    expect(portalAuthFailureOf('INVALID_LOGIN_CREDENTIALS')).toBe('wrong-credentials');
    expect(portalAuthFailureOf('API key not valid. Please pass a valid API key.')).toBe('unavailable');
    expect(portalAuthFailureOf(undefined)).toBe('unavailable');
  });

  it('marks an account made on a portal as a customer, so it can never open a member record', async () => {
    const email = `portal-claim-${Date.now()}@example.test`;
    const made = await adapter().signUp(email, 'long password', 'Marta');
    expect(made.kind).toBe('ok');
    const user = await backend.get().auth.getUser(made.kind === 'ok' ? made.uid : '');
    expect(user.customClaims).toEqual({ [SITE_CUSTOMER_CLAIM]: true });
  });

  it("says 'unavailable' when the Auth service cannot be reached", async () => {
    const offline = new AdminPortalAuth({ auth: backend.get().auth, apiKey: 'demo-api-key', emulatorHost: '127.0.0.1:1', timeoutMs: 2000 });
    expect(await offline.signIn('someone@example.test', 'long password')).toEqual({ kind: 'failed', reason: 'unavailable' });
    await expect(offline.sendPasswordReset('someone@example.test', 'en')).rejects.toMatchObject({ code: 'unavailable' });
  });
});
