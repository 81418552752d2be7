import type { Firestore, Query } from 'firebase/firestore';
import { getDocs, onSnapshot, query, where } from 'firebase/firestore';
import type { Subscription } from '../../core/plans/subscription';
import { VALID_SUBSCRIPTION_STATUSES } from '../../core/plans/subscription-rules';
import type { Unsubscribe } from '../../ports/port-token';
import type { SubscriptionsPort } from '../../ports/subscriptions.port';
import type { ListenErrorHandler } from './firebase-errors';
import { guarded, logListenError, toAppError } from './firebase-errors';
import { subscriptionFromDocument } from './firestore-mappers';
import { memberSubcollection } from './firestore-paths';

/** vMember/{id}/subscriptions, written by the payment provider's server side and only read here. */
export class FirestoreSubscriptions implements SubscriptionsPort {
  constructor(
    private readonly db: Firestore,
    private readonly onListenError: ListenErrorHandler = logListenError,
  ) {}

  private subscriptions(memberId: string) {
    return memberSubcollection(this.db, memberId, 'subscriptions');
  }

  watchValidSubscriptions(memberId: string, listener: (subscriptions: readonly Subscription[]) => void): Unsubscribe {
    const valid = query(this.subscriptions(memberId), where('status', 'in', [...VALID_SUBSCRIPTION_STATUSES]));
    return this.watchQuery(valid, `watch valid subscriptions of ${memberId}`, listener);
  }

  watchValidPlanSubscriptions(memberId: string, listener: (subscriptions: readonly Subscription[]) => void): Unsubscribe {
    // status 'in' plus productType '==' needs a composite index in production (firestore.indexes.json).
    const validPlans = query(
      this.subscriptions(memberId),
      where('status', 'in', [...VALID_SUBSCRIPTION_STATUSES]),
      where('productType', '==', 'plan'),
    );
    return this.watchQuery(validPlans, `watch valid plan subscriptions of ${memberId}`, listener);
  }

  listSubscriptions(memberId: string): Promise<readonly Subscription[]> {
    return guarded(async () => {
      const snapshot = await getDocs(this.subscriptions(memberId));
      return snapshot.docs.map((subscription) => subscriptionFromDocument(subscription.id, subscription.data()));
    });
  }

  private watchQuery(q: Query, context: string, listener: (subscriptions: readonly Subscription[]) => void): Unsubscribe {
    return onSnapshot(
      q,
      (snapshot) => listener(snapshot.docs.map((subscription) => subscriptionFromDocument(subscription.id, subscription.data()))),
      (error) => this.onListenError(context, toAppError(error)),
    );
  }
}
