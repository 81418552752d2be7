import { memberSubcollection } from '../../src/adapters/memory/member-paths.memory';
import { memberPath } from '../../src/adapters/memory/member-paths.memory';
import { MemoryMemberAdmin } from '../../src/adapters/memory/member-admin.memory';
import { toSubscriptionDocument } from '../../src/adapters/memory/subscription-document.memory';
import { lazyPort } from '../../src/adapters/firebase/lazy-port';
import { MEMBER_RECORDS_METHODS, MESSAGES_METHODS, SITE_CUSTOMERS_METHODS, SUBSCRIPTIONS_METHODS } from '../../src/adapters/firebase/lazy-port-methods';
import { MEMBER_RECORDS } from '../../src/ports/member-records.port';
import { MESSAGES } from '../../src/ports/messages.port';
import type { Unsubscribe } from '../../src/ports/port-token';
import { PORTAL_DIRECTORY } from '../../src/ports/portal-directory.port';
import { SITE_CUSTOMERS } from '../../src/ports/site-customers.port';
import { SUBSCRIPTIONS } from '../../src/ports/subscriptions.port';
import { createMemoryContainer } from '../support/memory-container';
import { describeMemberRecordsContract } from './member-records.contract';
import { describeMessagesContract } from './messages.contract';
import { describeSiteCustomersContract } from './site-customers.contract';
import { describeSubscriptionsContract } from './subscriptions.contract';

// The dashboard's bindings fetch the Firestore adapters on first use (src/adapters/firebase/lazy-port.ts);
// the stand-in must keep every promise of the port, watches started before the code arrives and
// watches first answered by a one-time read included.

/** The loaded port, a little later, as a download would bring it. */
const later =
  <P>(port: P) =>
  async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return port;
  };

/** A one-time read standing for the first answer of a watch, taken from the watch itself. */
function firstAnswerOf<A extends unknown[], V>(watch: (...args: [...A, (value: V) => void]) => Unsubscribe): (...args: A) => Promise<V> {
  return (...args) =>
    new Promise<V>((resolve) => {
      let stop: Unsubscribe | null = null;
      let done = false;
      stop = watch(...args, (value: V) => {
        done = true;
        resolve(value);
        stop?.();
      });
      if (done) stop();
    });
}

describeSiteCustomersContract('loaded on first use', async () => {
  const memory = createMemoryContainer();
  return {
    port: lazyPort(later(memory.get(SITE_CUSTOMERS)), SITE_CUSTOMERS_METHODS),
    fixtures: {
      async addCustomer(ownerId, customer) {
        await memory.get(PORTAL_DIRECTORY).admitCustomer(ownerId, customer, null);
      },
    },
  };
});

describeMemberRecordsContract('loaded on first use, first answered by a one-time read', async () => {
  const { get, db } = createMemoryContainer();
  const admin = new MemoryMemberAdmin(db);
  const inner = get(MEMBER_RECORDS);
  return {
    port: lazyPort(later(inner), MEMBER_RECORDS_METHODS, { firstAnswers: { watch: (memberId) => inner.get(memberId) } }),
    fixtures: {
      setAdminFlag: (memberId, flag) => admin.setRole(memberId, 'admin', flag),
      setFullAccessFlag: (memberId, flag) => admin.setRole(memberId, 'fullAccess', flag),
      deleteMember: async (memberId) => db.deleteDocument(memberPath(memberId)),
    },
    quietPeriodMs: 0,
  };
});

describeSubscriptionsContract('loaded on first use, first answered by a one-time read', async () => {
  const { get, db } = createMemoryContainer();
  const inner = get(SUBSCRIPTIONS);
  return {
    port: lazyPort(later(inner), SUBSCRIPTIONS_METHODS, {
      firstAnswers: { watchValidPlanSubscriptions: firstAnswerOf((memberId: string, listener) => inner.watchValidPlanSubscriptions(memberId, listener)) },
    }),
    fixtures: {
      putSubscription: async (memberId, { id, ...fields }) => db.setDocument([...memberSubcollection(memberId, 'subscriptions'), id], toSubscriptionDocument(fields)),
      deleteSubscription: async (memberId, id) => db.deleteDocument([...memberSubcollection(memberId, 'subscriptions'), id]),
    },
    quietPeriodMs: 0,
  };
});

describeMessagesContract('loaded on first use, first answered by a one-time read', async () => {
  const { get } = createMemoryContainer();
  const inner = get(MESSAGES);
  return {
    port: lazyPort(later(inner), MESSAGES_METHODS, {
      firstAnswers: { watchUnreadCount: firstAnswerOf((memberId: string, listener) => inner.watchUnreadCount(memberId, listener)) },
    }),
    fixtures: {},
    quietPeriodMs: 0,
  };
});
