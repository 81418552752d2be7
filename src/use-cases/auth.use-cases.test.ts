import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { recordingLogger, useCaseContainer } from '../../test/support/use-case-fixtures';
import { DEFAULT_APP_CONFIG } from '../core/config/app-config';
import { newMemberRecord } from '../core/member/new-member-record';
import { AUTH, type AuthPort } from '../ports/auth.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../ports/member-records.port';
import { EnsureMemberRecordUseCase } from './ensure-member-record.use-case';
import { RequestPasswordResetUseCase } from './request-password-reset.use-case';
import { SignInUseCase } from './sign-in.use-case';
import { SignOutUseCase } from './sign-out.use-case';
import { SignUpUseCase } from './sign-up.use-case';
import { UpdateProfileUseCase } from './update-profile.use-case';

function setup() {
  const env = useCaseContainer();
  env.container.bind(SignUpUseCase).toSelf();
  env.container.bind(SignInUseCase).toSelf();
  env.container.bind(SignOutUseCase).toSelf();
  env.container.bind(RequestPasswordResetUseCase).toSelf();
  env.container.bind(EnsureMemberRecordUseCase).toSelf();
  env.container.bind(UpdateProfileUseCase).toSelf();
  return { ...env, memberRecords: env.container.get<MemberRecordsPort>(MEMBER_RECORDS), auth: env.container.get(AUTH) as unknown as { passwordResetsSent(): readonly string[] } };
}

const details = { email: 'Ana@Luna.test ', password: 'secret-123', displayName: '  Ana   Ruiz ', phoneNumber: ' 555 010 2030 ' };

describe('SignUpUseCase', () => {
  it('creates the account and the member record exactly as the core describes it', async () => {
    const { container, memberRecords, clock } = setup();
    const result = await container.get(SignUpUseCase).execute(details);
    expect(result.outcome).toBe('signed-up');
    if (result.outcome !== 'signed-up') return;
    expect(result.recordError).toBeNull();
    const expected = newMemberRecord(
      { uid: result.uid, email: 'Ana@Luna.test', displayName: 'Ana Ruiz', phoneNumber: '555 010 2030' },
      DEFAULT_APP_CONFIG,
      clock.now(),
    );
    expect(await memberRecords.get(result.uid)).toEqual({ ...expected, createdAt: clock.now() });
  });

  it('refuses incomplete details without calling the provider', async () => {
    const { container, db } = setup();
    const result = await container.get(SignUpUseCase).execute({ email: 'nope', password: '1', displayName: '', phoneNumber: '' });
    expect(result).toEqual({
      outcome: 'invalid',
      errors: { email: 'invalid-email', password: 'password-too-short', displayName: 'required', phoneNumber: 'required' },
    });
    expect(db.findUserByEmail('nope')).toBeNull();
  });

  it('answers with the provider error code', async () => {
    const { container } = setup();
    await container.get(SignUpUseCase).execute(details);
    expect(await container.get(SignUpUseCase).execute(details)).toEqual({ outcome: 'failed', code: 'email-already-in-use' });
  });

  it('keeps the account when the record write fails, and the next sign-in writes the record', async () => {
    const { container, db, memberRecords } = setup();
    db.failNextWrites(1, 'unavailable');
    const result = await container.get(SignUpUseCase).execute(details);
    expect(result).toMatchObject({ outcome: 'signed-up', recordError: 'unavailable' });
    if (result.outcome !== 'signed-up') return;
    expect(await memberRecords.get(result.uid)).toBeNull();
    expect(recordingLogger(container).messages('error')).toContain('Member record not created at sign-up');

    await container.get(SignOutUseCase).execute();
    const signIn = await container.get(SignInUseCase).execute({ email: 'ana@luna.test', password: 'secret-123' });
    expect(signIn).toEqual({ outcome: 'signed-in', uid: result.uid, recordCreated: true });
    const record = await memberRecords.get(result.uid);
    expect(record).toMatchObject({ id: result.uid, name: 'ana', setup: false, status: false, trial: false, phoneNumber: '' });
  });
});

describe('SignInUseCase', () => {
  it('signs in a member whose record exists without rewriting it', async () => {
    const { container } = setup();
    const signUp = await container.get(SignUpUseCase).execute(details);
    await container.get(SignOutUseCase).execute();
    const result = await container.get(SignInUseCase).execute({ email: 'ana@luna.test', password: 'secret-123' });
    expect(result).toEqual({ outcome: 'signed-in', uid: signUp.outcome === 'signed-up' ? signUp.uid : '', recordCreated: false });
  });

  it('requires both fields and reports wrong credentials as one code', async () => {
    const { container } = setup();
    expect(await container.get(SignInUseCase).execute({ email: ' ', password: '' })).toEqual({ outcome: 'invalid', errors: { email: 'required', password: 'required' } });
    expect(await container.get(SignInUseCase).execute({ email: 'who@x.test', password: 'whatever' })).toEqual({ outcome: 'failed', code: 'invalid-credential' });
  });

  it("keeps a business's customer out: no member record, and not left signed in", async () => {
    const { container, db, memberRecords } = setup();
    const customer = db.addUser({ email: 'cliente@luna.test', password: 'secret-123' });
    db.mergeClaims(customer.uid, { siteCustomer: true });
    expect(await container.get(SignInUseCase).execute({ email: 'cliente@luna.test', password: 'secret-123' })).toEqual({ outcome: 'failed', code: 'customer-account' });
    expect(await memberRecords.get(customer.uid)).toBeNull();
    const states: unknown[] = [];
    const stop = container.get<AuthPort>(AUTH).watchAuthState((user) => states.push(user));
    await vi.waitFor(() => expect(states).toEqual([null]));
    stop();
  });

  it('reports a network failure', async () => {
    const { container, db } = setup();
    db.setOffline(true);
    expect(await container.get(SignInUseCase).execute({ email: 'a@b.test', password: 'whatever' })).toEqual({ outcome: 'failed', code: 'network' });
  });
});

describe('RequestPasswordResetUseCase', () => {
  it('answers the same for a known and an unknown address, and only mails the known one', async () => {
    const { container, auth } = setup();
    await container.get(SignUpUseCase).execute(details);
    const reset = container.get(RequestPasswordResetUseCase);
    expect(await reset.execute({ email: 'ana@luna.test' })).toEqual({ outcome: 'sent' });
    expect(await reset.execute({ email: 'nobody@luna.test' })).toEqual({ outcome: 'sent' });
    expect(auth.passwordResetsSent()).toEqual(['ana@luna.test']);
  });

  it('checks the address first and reports outages', async () => {
    const { container, db } = setup();
    const reset = container.get(RequestPasswordResetUseCase);
    expect(await reset.execute({ email: '' })).toEqual({ outcome: 'invalid', error: 'required' });
    expect(await reset.execute({ email: 'not-an-email' })).toEqual({ outcome: 'invalid', error: 'invalid-email' });
    db.setOffline(true);
    expect(await reset.execute({ email: 'a@b.test' })).toEqual({ outcome: 'failed', code: 'network' });
  });
});

describe('UpdateProfileUseCase', () => {
  it('saves the profile and leaves the setup flag to administrators', async () => {
    const { container, memberRecords } = setup();
    const signUp = await container.get(SignUpUseCase).execute(details);
    if (signUp.outcome !== 'signed-up') throw new Error('sign-up failed');
    const result = await container.get(UpdateProfileUseCase).execute(signUp.uid, {
      namePublico: 'Luna Bakery',
      businessName: 'Luna Bakery LLC',
      phoneNumber: '555 123 4567',
      siteLanguage: 'ES',
      themeColor: '#aa3300',
    });
    expect(result).toEqual({ outcome: 'saved' });
    expect(await memberRecords.get(signUp.uid)).toMatchObject({
      namePublico: 'Luna Bakery',
      businessName: 'Luna Bakery LLC',
      phoneNumber: '555 123 4567',
      siteLanguage: 'ES',
      themeColor: '#AA3300',
      setup: false,
    });
  });

  it('refuses unsafe colours and reports write failures', async () => {
    const { container, db } = setup();
    const update = container.get(UpdateProfileUseCase);
    const profile = { namePublico: 'Luna', businessName: '', phoneNumber: '5550102030', siteLanguage: 'EN', themeColor: '#000000' };
    expect(await update.execute('x', { ...profile, themeColor: 'red;}body{' })).toEqual({ outcome: 'invalid', errors: { themeColor: 'invalid-color' } });
    db.setOffline(true);
    expect(await update.execute('x', profile)).toEqual({ outcome: 'failed', code: 'unavailable' });
  });
});

describe('a username for every member', () => {
  it('gives a member whose first 7 characters are held the first 8, and the next one 9', async () => {
    const { container, memberRecords } = setup();
    const ensure = container.get(EnsureMemberRecordUseCase);
    for (const uid of ['TwinUidAaaaaaaaaaaaaaaaaaaa', 'TwinUidBbbbbbbbbbbbbbbbbbbb', 'TwinUidBccccccccccccccccccc']) {
      expect(await ensure.execute({ uid, email: `${uid}@example.test` })).toEqual({ outcome: 'created' });
    }
    const records = await Promise.all(['TwinUidAaaaaaaaaaaaaaaaaaaa', 'TwinUidBbbbbbbbbbbbbbbbbbbb', 'TwinUidBccccccccccccccccccc'].map((uid) => memberRecords.get(uid)));
    expect(records.map((r) => [r?.username, r?.domain])).toEqual([
      ['twinuid', `twinuid${DEFAULT_APP_CONFIG.appDomainSuffix}`],
      ['twinuidb', `twinuidb${DEFAULT_APP_CONFIG.appDomainSuffix}`],
      ['twinuidbc', `twinuidbc${DEFAULT_APP_CONFIG.appDomainSuffix}`],
    ]);
  });

  it('reports username-taken when every candidate is held, and other failures as they are', async () => {
    const { container, db } = setup();
    const ensure = container.get(EnsureMemberRecordUseCase);
    expect(await ensure.execute({ uid: 'Abcdefg', email: 'a@example.test' })).toEqual({ outcome: 'created' });
    // An id of 7 characters has one candidate only; 'ABCDEFG' lowercases to the same.
    expect(await ensure.execute({ uid: 'ABCDEFG', email: 'b@example.test' })).toEqual({ outcome: 'failed', code: 'username-taken' });
    db.failNextWrites(1, 'permission-denied');
    expect(await ensure.execute({ uid: 'OtherUid0000', email: 'c@example.test' })).toEqual({ outcome: 'failed', code: 'permission-denied' });
  });
});

describe('EnsureMemberRecordUseCase', () => {
  it('creates a missing record once and reports failures with a code', async () => {
    const { container, db } = setup();
    const ensure = container.get(EnsureMemberRecordUseCase);
    expect(await ensure.execute({ uid: 'uid-1234567', email: 'a@b.test', displayName: 'Ana', phoneNumber: '5550102030' })).toEqual({ outcome: 'created' });
    expect(await ensure.execute({ uid: 'uid-1234567', email: 'a@b.test' })).toEqual({ outcome: 'existing' });
    db.setOffline(true);
    expect(await ensure.execute({ uid: 'uid-7654321', email: 'a@b.test' })).toEqual({ outcome: 'failed', code: 'unavailable' });
  });
});
