import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthPort, AuthUser } from '../../src/ports/auth.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';
import { DEFAULT_QUIET_PERIOD_MS } from '../support/contract-subject';
import { eventually, pause } from '../support/eventually';
import { ListenerRecorder, Subscriptions } from '../support/listener-recorder';
import { uniqueEmail } from '../support/test-ids';

export interface AuthFixtures {
  /** Addresses a reset email went to; absent where the adapter cannot observe outgoing mail. */
  passwordResetsSentTo?(email: string): Promise<number>;
}

export type AuthSubject = ContractSubject<AuthPort, AuthFixtures>;

const PASSWORD = 'correct horse battery';

export function describeAuthContract(adapterName: string, makeSubject: MakeSubject<AuthPort, AuthFixtures>): void {
  describe(`AuthPort contract: ${adapterName}`, () => {
    let subject: AuthSubject;
    let port: AuthPort;
    const subscriptions = new Subscriptions();
    const quiet = (): Promise<void> => pause(subject.quietPeriodMs ?? DEFAULT_QUIET_PERIOD_MS);

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
    });

    afterEach(async () => {
      subscriptions.stopAll();
      await subject.cleanup?.();
    });

    it('reports signed out (null) at once on a fresh device', async () => {
      const recorder = new ListenerRecorder<AuthUser | null>();
      subscriptions.keep(port.watchAuthState(recorder.listener));
      await eventually(() => expect(recorder.values).toEqual([null]));
    });

    it('creating an account returns its uid and email and signs it in', async () => {
      const email = uniqueEmail('new');
      const recorder = new ListenerRecorder<AuthUser | null>();
      subscriptions.keep(port.watchAuthState(recorder.listener));
      await eventually(() => expect(recorder.latest()).toBeNull());
      const user = await port.createUser(email, PASSWORD);
      expect(user.uid).toMatch(/^\S+$/);
      expect(user.email?.toLowerCase()).toBe(email.toLowerCase());
      await eventually(() => expect(recorder.latest()?.uid).toBe(user.uid));
    });

    it("refuses a second account for the same email, whatever its case, with 'email-already-in-use'", async () => {
      const email = uniqueEmail('dup');
      await port.createUser(email, PASSWORD);
      await port.signOut();
      await expect(port.createUser(email, 'another password')).rejects.toMatchObject({ code: 'email-already-in-use' });
      await expect(port.createUser(email.toUpperCase(), 'another password')).rejects.toMatchObject({ code: 'email-already-in-use' });
    });

    it("refuses a malformed email with 'invalid-email' and a short password with 'weak-password'", async () => {
      await expect(port.createUser('not-an-email', PASSWORD)).rejects.toMatchObject({ code: 'invalid-email' });
      await expect(port.createUser(uniqueEmail('weak'), '12345')).rejects.toMatchObject({ code: 'weak-password' });
    });

    it('signs in with the right password, as the same account', async () => {
      const email = uniqueEmail('signin');
      const created = await port.createUser(email, PASSWORD);
      await port.signOut();
      const signedIn = await port.signIn(email, PASSWORD);
      expect(signedIn.uid).toBe(created.uid);
    });

    it("a wrong password is 'invalid-credential'; an unknown email does not reveal more than that", async () => {
      const email = uniqueEmail('wrong');
      await port.createUser(email, PASSWORD);
      await port.signOut();
      await expect(port.signIn(email, 'wrong password')).rejects.toMatchObject({ code: 'invalid-credential' });
      await expect(port.signIn(uniqueEmail('unknown'), PASSWORD)).rejects.toMatchObject({
        // The emulator without email-enumeration protection still answers user-not-found.
        code: expect.stringMatching(/^(invalid-credential|user-not-found)$/),
      });
    });

    it('a failed sign-in leaves the current session as it was', async () => {
      const email = uniqueEmail('keep');
      const user = await port.createUser(email, PASSWORD);
      const recorder = new ListenerRecorder<AuthUser | null>();
      subscriptions.keep(port.watchAuthState(recorder.listener));
      await eventually(() => expect(recorder.latest()?.uid).toBe(user.uid));
      await expect(port.signIn(email, 'wrong password')).rejects.toBeDefined();
      await quiet();
      expect(recorder.latest()?.uid).toBe(user.uid);
    });

    it('signing out reports null to the listener', async () => {
      const user = await port.createUser(uniqueEmail('out'), PASSWORD);
      const recorder = new ListenerRecorder<AuthUser | null>();
      subscriptions.keep(port.watchAuthState(recorder.listener));
      await eventually(() => expect(recorder.latest()?.uid).toBe(user.uid));
      await port.signOut();
      await eventually(() => expect(recorder.latest()).toBeNull());
    });

    it('a password reset resolves the same for a known and an unknown email', async () => {
      const known = uniqueEmail('reset');
      await port.createUser(known, PASSWORD);
      await port.signOut();
      await expect(port.sendPasswordReset(known)).resolves.toBeUndefined();
      const unknown = uniqueEmail('ghost');
      await expect(port.sendPasswordReset(unknown)).resolves.toBeUndefined();
      const { passwordResetsSentTo } = subject.fixtures;
      if (passwordResetsSentTo !== undefined) {
        expect(await passwordResetsSentTo(known)).toBe(1);
        expect(await passwordResetsSentTo(unknown)).toBe(0);
      }
    });

    it('stops calling back after unsubscribe', async () => {
      const recorder = new ListenerRecorder<AuthUser | null>();
      const stop = port.watchAuthState(recorder.listener);
      await eventually(() => expect(recorder.count).toBe(1));
      stop();
      await port.createUser(uniqueEmail('late'), PASSWORD);
      await quiet();
      expect(recorder.count).toBe(1);
    });
  });
}
