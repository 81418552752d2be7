/**
 * The dashboard's first screen reads the member's record, plan subscriptions and unread count
 * once over Firestore's REST API (src/adapters/firebase/firestore-rest-reads.ts) before the web
 * SDK takes over: against the emulator, those reads must answer exactly what the SDK's adapters
 * first answer for the same documents.
 */
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { doc, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { FirestoreRestReads, restDocumentsUrl } from '../../src/adapters/firebase/firestore-rest-reads';
import { subscriptionToDocument } from '../../src/adapters/firebase/firestore-write-mappers';
import { FirestoreMemberRecords } from '../../src/adapters/firebase/member-records.firebase';
import { FirestoreMessages } from '../../src/adapters/firebase/messages.firebase';
import { FirestoreSubscriptions } from '../../src/adapters/firebase/subscriptions.firebase';
import type { MemberRecord } from '../../src/core/member/member-record';
import type { Unsubscribe } from '../../src/ports/port-token';
import { contractConfig, sharedContractBackend } from '../support/firebase-contract-env';
import { memberRecordFixture, uniqueEmail } from '../support/test-ids';
import { subscriptionFixture } from '../contracts/subscriptions.contract';

const backend = sharedContractBackend('rest-reads');
afterAll(() => backend.dispose());

/** The first answer of a watch. */
function firstAnswer<V>(watch: (listener: (value: V) => void) => Unsubscribe): Promise<V> {
  return new Promise((resolve) => {
    const stop = watch((value) => {
      resolve(value);
      queueMicrotask(stop);
    });
  });
}

async function signedInMember() {
  const { client, server } = await backend.get();
  const { user } = await createUserWithEmailAndPassword(client.auth, uniqueEmail('rest'), 'password-123');
  const reads = new FirestoreRestReads(restDocumentsUrl(contractConfig()), async () => (await client.auth.currentUser?.getIdToken()) ?? null);
  return { client, server, memberId: user.uid, reads };
}

describe('FirestoreRestReads against the emulator', () => {
  it('reads the member record as the SDK adapter does, server times included, and null when there is none', async () => {
    const { client, memberId, reads } = await signedInMember();
    expect(await reads.memberRecord(memberId)).toBeNull();
    const records = new FirestoreMemberRecords(client.firestore);
    await records.create(memberId, memberRecordFixture(memberId, { activeUntil: Date.UTC(2030, 0, 1, 12, 30) }));
    const viaSdk = await firstAnswer<MemberRecord | null>((listener) => records.watch(memberId, listener));
    expect(viaSdk?.createdAt).toEqual(expect.any(Number));
    expect(await reads.memberRecord(memberId)).toEqual(viaSdk);
  });

  it('reads the valid plan subscriptions as the SDK adapter first answers them', async () => {
    const { client, server, memberId, reads } = await signedInMember();
    const put = ({ id, ...fields }: ReturnType<typeof subscriptionFixture>) => setDoc(doc(server, 'vMember', memberId, 'subscriptions', id), subscriptionToDocument(fields));
    await put(subscriptionFixture('sub_plan', { currentPeriodEnd: Date.UTC(2031, 5, 1) }));
    await put(subscriptionFixture('sub_addon', { productType: 'addon' }));
    await put(subscriptionFixture('sub_ended', { status: 'canceled' }));
    const viaSdk = await firstAnswer<readonly unknown[]>((listener) => new FirestoreSubscriptions(client.firestore).watchValidPlanSubscriptions(memberId, listener));
    expect(viaSdk.map((sub) => (sub as { id: string }).id)).toEqual(['sub_plan']);
    expect(await reads.validPlanSubscriptions(memberId)).toEqual(viaSdk);
  });

  it('counts the unread messages as the SDK adapter does', async () => {
    const { client, server, memberId, reads } = await signedInMember();
    expect(await reads.unreadMessageCount(memberId)).toBe(0);
    const messages = (id: string, leido: boolean) => setDoc(doc(server, 'vMember', memberId, 'messages', id), { title: id, body: '', leido, createdAt: Timestamp.now() });
    await Promise.all([messages('a', false), messages('b', false), messages('c', true)]);
    const viaSdk = await firstAnswer<number>((listener) => new FirestoreMessages(client.firestore).watchUnreadCount(memberId, listener));
    expect(viaSdk).toBe(2);
    expect(await reads.unreadMessageCount(memberId)).toBe(2);
  });

  it('refuses to read without a signed-in user', async () => {
    const reads = new FirestoreRestReads(restDocumentsUrl(contractConfig()), async () => null);
    await expect(reads.memberRecord('someone')).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
