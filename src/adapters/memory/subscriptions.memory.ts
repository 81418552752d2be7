import { isValidPlanSubscription, isValidSubscription } from '../../core/plans/subscription-rules';
import type { Subscription } from '../../core/plans/subscription';
import type { Unsubscribe } from '../../ports/port-token';
import type { SubscriptionsPort } from '../../ports/subscriptions.port';
import type { MemoryDatabase, StoredDocument } from './memory-database';
import { memberSubcollection } from './member-paths.memory';
import { fromSubscriptionDocument } from './subscription-document.memory';

function subscriptionsIn(documents: StoredDocument[]): Subscription[] {
  return documents
    .map((doc) => fromSubscriptionDocument(doc.id, doc.data))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export class MemorySubscriptions implements SubscriptionsPort {
  constructor(private readonly db: MemoryDatabase) {}

  watchValidSubscriptions(memberId: string, listener: (subscriptions: readonly Subscription[]) => void): Unsubscribe {
    return this.db.watchCollection(
      memberSubcollection(memberId, 'subscriptions'),
      (documents) => subscriptionsIn(documents).filter(isValidSubscription),
      listener,
    );
  }

  watchValidPlanSubscriptions(memberId: string, listener: (subscriptions: readonly Subscription[]) => void): Unsubscribe {
    return this.db.watchCollection(
      memberSubcollection(memberId, 'subscriptions'),
      (documents) => subscriptionsIn(documents).filter(isValidPlanSubscription),
      listener,
    );
  }

  async listSubscriptions(memberId: string): Promise<readonly Subscription[]> {
    this.db.checkReachable();
    return subscriptionsIn(this.db.listDocuments(memberSubcollection(memberId, 'subscriptions')));
  }
}
