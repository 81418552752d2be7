import { collection, doc, getDocs, updateDoc } from 'firebase/firestore';
import { afterAll, expect } from 'vitest';
import { FirebaseBilling } from '../../src/adapters/firebase/billing.firebase';
import { sharedContractBackend } from '../support/firebase-contract-env';
import { eventually } from '../support/eventually';
import { CONTRACT_CHECKOUT_TIMEOUT_MS, describeBillingContract } from './billing.contract';

const backend = sharedContractBackend('billing');
const warmedUp = new WeakMap<object, Promise<unknown>>();
afterAll(() => backend.dispose());

describeBillingContract('firebase', async () => {
  const connected = await backend.get();
  const { client, server } = connected;
  const sessions = (memberId: string) => collection(server, 'vMember', memberId, 'checkout_sessions');
  // Both clients' first round trip takes seconds on a cold emulator; pay it before the timer runs.
  // A failed test's retry connects afresh (sharedContractBackend), so warm-up is per connection.
  if (!warmedUp.has(connected)) {
    warmedUp.set(connected, Promise.all([getDocs(sessions('warm-up')), getDocs(collection(client.firestore, 'vMember', 'warm-up', 'checkout_sessions'))]));
  }
  await warmedUp.get(connected);
  return {
    port: new FirebaseBilling(client.app, client.firestore, client.auth, { timeoutMs: CONTRACT_CHECKOUT_TIMEOUT_MS }),
    fixtures: {
      // The second client plays the extension: it finds the session and writes the answer.
      nextSession: (memberId) =>
        eventually(
          async () => {
            const pending = (await getDocs(sessions(memberId))).docs.filter((d) => d.get('url') === undefined && d.get('error') === undefined);
            expect(pending).toHaveLength(1);
            const [first] = pending;
            if (first === undefined) throw new Error('no session');
            return { id: first.id, data: first.data() };
          },
          { timeoutMs: 5_000, intervalMs: 100 },
        ),
      answer: (memberId, sessionId, answer) =>
        updateDoc(doc(sessions(memberId), sessionId), 'url' in answer ? { url: answer.url } : { error: { message: answer.error } }),
      signOut: () => client.auth.signOut(),
    },
  };
});
