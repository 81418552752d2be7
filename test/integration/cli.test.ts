/**
 * The admin CLI against the emulators (project `emulator`, started by `npm test`): members are
 * seeded through the admin SDK adapters, then each command runs through the real composition
 * root exactly as `sitio-admin` does, and its effects are read back from the emulator.
 */
import { randomUUID } from 'node:crypto';
import type { App } from 'firebase-admin/app';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminModule } from '../../src/adapters/node/admin.module';
import type { CliDeps } from '../../src/cli/cli-context';
import { connectCli } from '../../src/cli/composition-root';
import { runCli } from '../../src/cli/program';
import { DAY_MS } from '../../src/core/time/time';
import { MEMBER_RECORDS } from '../../src/ports/member-records.port';
import type { PortToken } from '../../src/ports/port-token';
import { SITE_ANALYTICS } from '../../src/ports/site-analytics.port';
import { memberRecordFixture, uniqueMemberId } from '../support/test-ids';

const env = {
  FIRESTORE_EMULATOR_HOST: process.env['FIRESTORE_EMULATOR_HOST'],
  FIREBASE_AUTH_EMULATOR_HOST: process.env['FIREBASE_AUTH_EMULATOR_HOST'],
  SITIO_PROJECT: process.env['GCLOUD_PROJECT'] ?? 'demo-sitio-test',
};

async function cli(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const deps: CliDeps = {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    progress: false,
    canPrompt: false,
    connect: (request) => connectCli(request, { env }),
    prompt: async () => '',
  };
  const code = await runCli(args, deps);
  return { code, stdout, stderr };
}

describe('admin CLI on the emulators', () => {
  let authApp: App;
  /** The admin SDK adapters on the same emulators, for arranging and reading back data. */
  let seeding: { get<T>(token: PortToken<T>): T };
  const tag = randomUUID().slice(0, 8);
  const expired = uniqueMemberId();
  const paying = uniqueMemberId();
  const helper = uniqueMemberId();

  beforeAll(async () => {
    authApp = initializeApp({ projectId: env.SITIO_PROJECT }, `cli-test-${tag}`);
    const container = new Container({ defaultScope: 'Singleton' });
    container.load(adminModule({ firestore: getFirestore(authApp), auth: getAuth(authApp) }));
    seeding = { get: <T>(token: PortToken<T>): T => container.get<T>(token) };
    const records = seeding.get(MEMBER_RECORDS);
    const now = Date.now();
    await records.create(expired, memberRecordFixture(expired, { name: `Expired ${tag}`, activeUntil: now - 2 * DAY_MS, status: true, trial: true }));
    await records.create(paying, memberRecordFixture(paying, { name: `Paying ${tag}`, activeUntil: now - 2 * DAY_MS }));
    await records.create(helper, memberRecordFixture(helper, { name: `Helper ${tag}`, activeUntil: now + 5 * DAY_MS, status: true, trial: true }));
    await seeding.get(SITE_ANALYTICS).recordView(helper, '2024-05-01');
    await getAuth(authApp).createUser({ uid: helper, email: `${helper.toLowerCase()}@example.test` });
  });

  afterAll(async () => {
    if (authApp !== undefined) await deleteApp(authApp);
  });

  it('names the emulator target and lists the seeded members', async () => {
    const result = await cli('members', 'list', '--json', '--search', tag);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`Target: local emulators, project ${env.SITIO_PROJECT}`);
    const listed = JSON.parse(result.stdout) as { members: { id: string }[] };
    expect(listed.members.map((m) => m.id).sort()).toEqual([expired, paying, helper].sort());
  });

  it('shows one member with the rules applied', async () => {
    const result = await cli('member', 'show', helper, '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ member: { id: helper }, effectivePlan: 'Elite', banner: { kind: 'free-trial' }, views: { total: 1 }, unreadMessages: 0 });
    const byEmail = await cli('member', 'show', `${helper.toLowerCase()}@example.test`);
    expect(byEmail.code).toBe(0);
    expect(byEmail.stdout).toContain(helper);
  });

  it('fixes one status, after a dry run that writes nothing', async () => {
    const dry = await cli('member', 'fix-status', expired, '--dry-run');
    expect(dry.stdout).toContain('(dry run: not written)');
    expect(await seeding.get(MEMBER_RECORDS).get(expired)).toMatchObject({ status: true, trial: true });
    const fixed = await cli('member', 'fix-status', expired);
    expect(fixed.code).toBe(0);
    expect(await seeding.get(MEMBER_RECORDS).get(expired)).toMatchObject({ status: false, trial: false });
  });

  it('grants admin on the record, its legacy mirror and the custom claim (other claims kept)', async () => {
    await getAuth(authApp).setCustomUserClaims(helper, { team: 'support' });
    const result = await cli('member', 'grant-admin', helper);
    expect(result.code).toBe(0);
    const stored = (await getFirestore(authApp).collection('vMember').doc(helper).get()).data();
    expect(stored).toMatchObject({ admin: true, esAdministrador: true });
    expect((await getAuth(authApp).getUser(helper)).customClaims).toEqual({ team: 'support', admin: true });
  });

  it('grants a subscription shaped like the payment extension’s, and the status follows', async () => {
    const result = await cli('subscription', 'grant', paying, '--plan', 'elite', '--days', '30', '--json');
    expect(result.code).toBe(0);
    const { subscriptionId } = JSON.parse(result.stdout) as { subscriptionId: string };
    const doc = (await getFirestore(authApp).collection('vMember').doc(paying).collection('subscriptions').doc(subscriptionId).get()).data();
    expect(doc).toMatchObject({ status: 'active', productType: 'plan', productName: 'Elite Plan', items: [{ price: { id: null, product: { name: 'Elite Plan' } } }], cancel_at_period_end: false });
    expect(typeof doc?.['current_period_end']?.toMillis).toBe('function');
    expect(typeof doc?.['created']?.toMillis).toBe('function');
    expect(await seeding.get(MEMBER_RECORDS).get(paying)).toMatchObject({ status: true, trial: false });
    const listed = await cli('subscription', 'list', paying);
    expect(listed.stdout).toContain(subscriptionId);
  });

  it('sends a message the member sees unread', async () => {
    const result = await cli('message', 'send', paying, '--title', 'Welcome', '--body', 'Your plan is active.');
    expect(result.code).toBe(0);
    const shown = JSON.parse((await cli('member', 'show', paying, '--json')).stdout) as { unreadMessages: number };
    expect(shown.unreadMessages).toBe(1);
  });

  it('refuses malformed and unknown ids with exit codes 2 and 1', async () => {
    expect((await cli('member', 'show', 'a/b')).code).toBe(2);
    const unknown = await cli('member', 'export', uniqueMemberId());
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No member matches');
  });

  it('says how to start the emulators when they are not running', async () => {
    let stderr = '';
    const code = await runCli(['members', 'list'], {
      stdout: { write: () => true },
      stderr: { write: (text: string) => (stderr += text) },
      progress: false,
      canPrompt: false,
      connect: (request) => connectCli(request, { env: { ...env, FIRESTORE_EMULATOR_HOST: '127.0.0.1:1' } }),
      prompt: async () => '',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('npm start');
  });
});
