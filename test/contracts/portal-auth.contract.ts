import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PortalAuthPort, PortalSignInResult } from '../../src/ports/portal-auth.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { pause } from '../support/eventually';
import { uniqueEmail } from '../support/test-ids';

export interface PortalAuthFixtures {
  /** How many reset e-mails went to an address; absent where outgoing mail cannot be observed. */
  passwordResetsSentTo?(email: string): Promise<number>;
  /** Moves the adapter's clock on; absent where time is the real one. */
  advanceClock?(ms: number): void;
}

export interface PortalAuthCapabilities {
  /**
   * Whether a session cookie's signature is checked. The Auth emulator issues unsigned cookies
   * and firebase-admin accepts them there, so an altered cookie can only be refused in production
   * and in memory.
   */
  readonly checksSignatures: boolean;
  /**
   * How long to wait after a sign-in before a revocation reaches its session: Firebase records
   * revocations to the second and keeps sessions begun in that same second.
   */
  readonly revocationGranularityMs: number;
}

export type PortalAuthSubject = ContractSubject<PortalAuthPort, PortalAuthFixtures>;

const PASSWORD = 'correct horse battery';
const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;
const FIVE_MINUTES_MS = 5 * 60 * 1000;

function ok(result: PortalSignInResult): Extract<PortalSignInResult, { kind: 'ok' }> {
  if (result.kind !== 'ok') throw new Error(`expected a signed-in result, got '${result.reason}'`);
  return result;
}

/** The same cookie with one character of its middle changed to another valid one. */
function altered(cookie: string): string {
  const at = Math.floor(cookie.length / 2);
  const swap = cookie[at] === 'A' ? 'B' : 'A';
  return `${cookie.slice(0, at)}${swap}${cookie.slice(at + 1)}`;
}

export function describePortalAuthContract(adapterName: string, capabilities: PortalAuthCapabilities, makeSubject: MakeSubject<PortalAuthPort, PortalAuthFixtures>): void {
  describe(`PortalAuthPort contract: ${adapterName}`, () => {
    let subject: PortalAuthSubject;
    let port: PortalAuthPort;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('signs a new customer up with their name, and signs them in again as the same account', async () => {
      const email = uniqueEmail('portal');
      const created = ok(await port.signUp(email, PASSWORD, 'Ana López'));
      expect(created.uid).toMatch(/^\S+$/);
      expect(created.email.toLowerCase()).toBe(email.toLowerCase());
      expect(created.idToken).not.toBe('');
      expect(created.name).toBe('Ana López');
      const again = ok(await port.signIn(email.toUpperCase(), PASSWORD));
      expect(again.uid).toBe(created.uid);
      expect(again.name).toBe('Ana López');
    });

    it("refuses a second account for an address, whatever its case, with 'email-taken'", async () => {
      const email = uniqueEmail('taken');
      ok(await port.signUp(email, PASSWORD, 'First'));
      expect(await port.signUp(email.toUpperCase(), 'another password', 'Second')).toEqual({ kind: 'failed', reason: 'email-taken' });
    });

    it("refuses a malformed address with 'invalid-email' and a short password with 'weak-password'", async () => {
      expect(await port.signUp('not-an-email', PASSWORD, 'X')).toEqual({ kind: 'failed', reason: 'invalid-email' });
      expect(await port.signUp(uniqueEmail('weak'), '12345', 'X')).toEqual({ kind: 'failed', reason: 'weak-password' });
    });

    it("answers a wrong password and an unknown address alike, with 'wrong-credentials'", async () => {
      const email = uniqueEmail('wrong');
      ok(await port.signUp(email, PASSWORD, 'X'));
      expect(await port.signIn(email, 'not the password')).toEqual({ kind: 'failed', reason: 'wrong-credentials' });
      expect(await port.signIn(uniqueEmail('nobody'), PASSWORD)).toEqual({ kind: 'failed', reason: 'wrong-credentials' });
    });

    it('makes a session cookie from a fresh ID token, which names the customer', async () => {
      const email = uniqueEmail('session');
      const { uid, idToken } = ok(await port.signUp(email, PASSWORD, 'X'));
      const cookie = await port.createSession(idToken, TWO_WEEKS_MS);
      expect(cookie).toMatch(/^[\x21-\x7e]+$/);
      // A cookie value needs no quoting: no separators, no spaces.
      expect(cookie).not.toMatch(/[;,\s"\\]/);
      const identity = await port.verifySession(cookie);
      expect(identity?.uid).toBe(uid);
      expect(identity?.email.toLowerCase()).toBe(email.toLowerCase());
    });

    it('refuses to make a session from something that is not an ID token', async () => {
      await expect(port.createSession('not-a-token', TWO_WEEKS_MS)).rejects.toThrow();
    });

    it('reads a missing or made-up cookie as no one', async () => {
      expect(await port.verifySession('')).toBeNull();
      expect(await port.verifySession('garbage')).toBeNull();
      expect(await port.verifySession('a.b.c')).toBeNull();
    });

    // Skipped on the Auth emulator: it issues unsigned session cookies and firebase-admin accepts
    // them there, so only an adapter that signs its cookies can refuse an altered one.
    it.skipIf(!capabilities.checksSignatures)('reads an altered cookie as no one', async () => {
      const { idToken } = ok(await port.signUp(uniqueEmail('forged'), PASSWORD, 'X'));
      const cookie = await port.createSession(idToken, TWO_WEEKS_MS);
      expect(await port.verifySession(altered(cookie))).toBeNull();
      expect(await port.verifySession(`${cookie}x`)).toBeNull();
      expect(await port.verifySession(cookie)).not.toBeNull();
    });

    it('reads an expired session as no one', async (context) => {
      const { advanceClock } = subject.fixtures;
      // Sessions last five minutes at least: only an adapter on a movable clock gets there in a test.
      if (advanceClock === undefined) context.skip('this adapter follows real time: a session cannot be waited out in a test');
      const { idToken } = ok(await port.signUp(uniqueEmail('expiry'), PASSWORD, 'X'));
      const cookie = await port.createSession(idToken, FIVE_MINUTES_MS);
      advanceClock!(FIVE_MINUTES_MS - 1000);
      expect(await port.verifySession(cookie)).not.toBeNull();
      advanceClock!(1000);
      expect(await port.verifySession(cookie)).toBeNull();
    });

    it('ends every session of a customer on revocation; signing in again starts a new one', async () => {
      const email = uniqueEmail('revoke');
      const { uid, idToken } = ok(await port.signUp(email, PASSWORD, 'X'));
      const first = await port.createSession(idToken, TWO_WEEKS_MS);
      const second = await port.createSession(ok(await port.signIn(email, PASSWORD)).idToken, TWO_WEEKS_MS);
      await pause(capabilities.revocationGranularityMs);
      await port.revokeSessions(uid);
      expect(await port.verifySession(first)).toBeNull();
      expect(await port.verifySession(second)).toBeNull();
      const fresh = await port.createSession(ok(await port.signIn(email, PASSWORD)).idToken, TWO_WEEKS_MS);
      expect((await port.verifySession(fresh))?.uid).toBe(uid);
    });

    it('sends a reset e-mail to an account and tells nothing about an unknown address', async () => {
      const known = uniqueEmail('reset');
      ok(await port.signUp(known, PASSWORD, 'X'));
      await expect(port.sendPasswordReset(known, 'es')).resolves.toBeUndefined();
      const unknown = uniqueEmail('ghost');
      await expect(port.sendPasswordReset(unknown, 'en')).resolves.toBeUndefined();
      const { passwordResetsSentTo } = subject.fixtures;
      if (passwordResetsSentTo !== undefined) {
        expect(await passwordResetsSentTo(known)).toBe(1);
        expect(await passwordResetsSentTo(unknown)).toBe(0);
      }
    });
  });
}
