/**
 * What the Firebase web adapters store, beyond what the port contracts can see: field types
 * (server Timestamps), the public projection publicSites/{username}, and the DI module wiring
 * with failed live reads reaching the app's logger.
 */
import 'reflect-metadata';
import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore';
import { Container, ContainerModule } from 'inversify';
import { afterAll, describe, expect, it } from 'vitest';
import { firebaseModule } from '../../src/adapters/firebase/firebase.module';
import { connectFirebase } from '../../src/adapters/firebase/firebase-services';
import { FirestoreMemberRecords } from '../../src/adapters/firebase/member-records.firebase';
import { FirestorePushTokens } from '../../src/adapters/firebase/push-tokens.firebase';
import { FirestoreSiteContent } from '../../src/adapters/firebase/site-content.firebase';
import { OPTIONAL_PUBLIC_FIELDS, PUBLIC_FIELDS } from '../../src/core/site/public-projection';
import { AUTH } from '../../src/ports/auth.port';
import { FILE_STORAGE } from '../../src/ports/file-storage.port';
import type { LoggerPort } from '../../src/ports/logger.port';
import { LOGGER } from '../../src/ports/logger.port';
import { MEMBER_ADMIN } from '../../src/ports/member-admin.port';
import { MEMBER_DIRECTORY } from '../../src/ports/member-directory.port';
import type { MemberRecordsPort } from '../../src/ports/member-records.port';
import { MEMBER_RECORDS } from '../../src/ports/member-records.port';
import { MESSAGES } from '../../src/ports/messages.port';
import { PUSH_MESSAGING } from '../../src/ports/push-messaging.port';
import { PUSH_TOKENS } from '../../src/ports/push-tokens.port';
import { SITE_ANALYTICS } from '../../src/ports/site-analytics.port';
import { SUBSCRIPTION_ADMIN } from '../../src/ports/subscription-admin.port';
import { SUBSCRIPTIONS } from '../../src/ports/subscriptions.port';
import { eventually } from '../support/eventually';
import { contractConfig, sharedContractBackend } from '../support/firebase-contract-env';
import { memberRecordFixture, uniqueMemberId } from '../support/test-ids';

const backend = sharedContractBackend('web-adapters');
afterAll(() => backend.dispose());

// The core's list: the projection is memberId and PUBLIC_FIELDS, never more.
// A record without a favicon has no favicon in its projection (an optional public field).
const PUBLIC_SITE_KEYS = ['memberId', ...PUBLIC_FIELDS.filter((f) => !OPTIONAL_PUBLIC_FIELDS.includes(f))].sort();

describe('FirestoreMemberRecords storage format', () => {
  it('stores createdAt as the server time and activeUntil as a Timestamp', async () => {
    const { client, server } = await backend.get();
    const memberId = uniqueMemberId();
    const before = Date.now();
    await new FirestoreMemberRecords(client.firestore).create(memberId, memberRecordFixture(memberId, { activeUntil: Date.UTC(2030, 0, 1) }));
    const stored = (await getDoc(doc(server, 'vMember', memberId))).data();
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
    expect((stored?.createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5_000);
    expect(stored?.activeUntil).toEqual(Timestamp.fromMillis(Date.UTC(2030, 0, 1)));
  });

  it('writes the public projection with public fields only, and keeps it in step with edits', async () => {
    const { client, server } = await backend.get();
    const records = new FirestoreMemberRecords(client.firestore);
    const memberId = uniqueMemberId();
    const record = memberRecordFixture(memberId);
    await records.create(memberId, record);
    const site = doc(server, 'publicSites', record.username);

    const created = (await getDoc(site)).data() ?? {};
    expect(Object.keys(created).sort()).toEqual(PUBLIC_SITE_KEYS);
    expect(created).toMatchObject({ memberId, username: record.username, namePublico: record.namePublico, published: true });

    await records.updateProfile(memberId, { namePublico: 'Panadería Sol', phoneNumber: '+34 600', emailPublico: 'shop@example.test', themeColor: '#112233' });
    await records.updatePicture(memberId, 'https://files.example.test/new.png');
    const edited = (await getDoc(site)).data() ?? {};
    expect(Object.keys(edited).sort()).toEqual(PUBLIC_SITE_KEYS);
    expect(edited).toMatchObject({ namePublico: 'Panadería Sol', themeColor: '#112233', picture: 'https://files.example.test/new.png' });

    await records.updateStatusTrial(memberId, { status: true, trial: true });
    expect(Object.keys((await getDoc(site)).data() ?? {})).not.toContain('status');
  });

  it('recreates a missing projection for a record that predates it', async () => {
    const { client, server } = await backend.get();
    const memberId = uniqueMemberId();
    const record = memberRecordFixture(memberId);
    await setDoc(doc(server, 'vMember', memberId), { ...record, activeUntil: Timestamp.fromMillis(record.activeUntil) });
    await new FirestoreMemberRecords(client.firestore).updateProfile(memberId, { namePublico: 'Old shop' });
    expect((await getDoc(doc(server, 'publicSites', record.username))).data()).toMatchObject({ memberId, namePublico: 'Old shop', domain: record.domain });
  });
});

describe('FirestoreSiteContent storage format', () => {
  it('saving the name or styles of a record that predates its projection creates the whole projection', async () => {
    const { client, server } = await backend.get();
    const memberId = uniqueMemberId();
    const record = memberRecordFixture(memberId);
    await setDoc(doc(server, 'vMember', memberId), { ...record, activeUntil: Timestamp.fromMillis(record.activeUntil) });
    const content = new FirestoreSiteContent(client.firestore);

    await content.saveSection(memberId, 'name', { publicName: 'Panadería Sol', businessName: 'Sol LLC' });
    const site = doc(server, 'publicSites', record.username);
    const created = (await getDoc(site)).data() ?? {};
    // Complete, as the rules require of a projection: a partial one is refused to the member.
    expect(Object.keys(created).sort()).toEqual(PUBLIC_SITE_KEYS);
    expect(created).toMatchObject({ memberId, username: record.username, domain: record.domain, published: record.published, namePublico: 'Panadería Sol', businessName: 'Sol LLC' });

    await content.saveSection(memberId, 'styles', { themeColor: '#2A9D8F', font: 'Lato', coverTemplate: 2, coverPicture: '' });
    expect((await getDoc(site)).data()).toMatchObject({ namePublico: 'Panadería Sol', themeColor: '#2A9D8F', font: 'Lato', coverTemplate: 2 });
    // The record is the one store of these facts: no section document holds a second copy.
    expect((await getDoc(doc(server, 'vMember', memberId))).data()).toMatchObject({ namePublico: 'Panadería Sol', themeColor: '#2A9D8F', font: 'Lato', coverTemplate: 2 });
    expect((await getDoc(doc(server, 'vMember', memberId, 'site', 'styles'))).exists()).toBe(false);
  });
});

describe('FirestorePushTokens storage format', () => {
  it('stores {uid, createdAt} with createdAt as a Timestamp, merged into what is there', async () => {
    const { client, server } = await backend.get();
    const memberId = uniqueMemberId();
    const tokenDoc = doc(server, 'vMember', memberId, 'fcmTokens', 'device-token');
    await setDoc(tokenDoc, { platform: 'web' });
    await new FirestorePushTokens(client.firestore).save(memberId, 'device-token', 1_700_000_000_000);
    expect((await getDoc(tokenDoc)).data()).toEqual({ platform: 'web', uid: memberId, createdAt: Timestamp.fromMillis(1_700_000_000_000) });
  });
});

describe('firebaseModule', () => {
  it('binds every backend port', async () => {
    const { client } = await backend.get();
    const container = new Container();
    container.load(firebaseModule(client));
    for (const token of [AUTH, MEMBER_RECORDS, SUBSCRIPTIONS, MESSAGES, PUSH_TOKENS, PUSH_MESSAGING, SITE_ANALYTICS, FILE_STORAGE, MEMBER_DIRECTORY, MEMBER_ADMIN, SUBSCRIPTION_ADMIN]) {
      expect(container.get(token)).toBeDefined();
    }
  });

  it('sends a refused live read to the bound logger as permission-denied', async () => {
    // A project of its own whose rules refuse everything; rules are stored per project id.
    const projectId = 'demo-sitio-contracts-denied';
    const config = { ...contractConfig(), projectId };
    const firestore = config.emulators?.firestoreHost ?? '';
    const response = await fetch(`http://${firestore}:${config.emulators?.firestorePort}/emulator/v1/projects/${projectId}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ content: "rules_version='2'; service cloud.firestore { match /databases/{db}/documents { match /{d=**} { allow read, write: if false; } } }" }] } }),
    });
    expect(response.ok).toBe(true);

    const services = await connectFirebase(config, { appName: 'denied-device' });
    try {
      const errors: Array<{ message: string; cause: unknown }> = [];
      const logger: LoggerPort = { error: (message, cause) => errors.push({ message, cause }), warn: () => {}, info: () => {} };
      const container = new Container();
      container.load(new ContainerModule(({ bind }) => void bind(LOGGER).toConstantValue(logger)), firebaseModule(services));
      const records: MemberRecordsPort = container.get(MEMBER_RECORDS);
      const stop = records.watch(uniqueMemberId(), () => {});
      await eventually(() => expect(errors).toHaveLength(1));
      stop();
      expect(errors[0]?.message).toMatch(/permission-denied/);
      expect(errors[0]?.cause).toMatchObject({ code: 'permission-denied' });
    } finally {
      await services.dispose();
    }
  });
});
