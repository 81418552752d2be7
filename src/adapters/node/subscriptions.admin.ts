import type { Firestore, Query } from 'firebase-admin/firestore';
import type { Subscription } from '../../core/plans/subscription';
import { VALID_SUBSCRIPTION_STATUSES } from '../../core/plans/subscription-rules';
import type { Unsubscribe } from '../../ports/port-token';
import type { SubscriptionsPort } from '../../ports/subscriptions.port';
import { subscriptionFromDocument } from '../firebase/firestore-mappers';
import type { AdminListenErrorHandler } from './admin-listen';
import { watchAdminQuery } from './admin-listen';
import { adminGuarded } from './admin-errors';
import { adminMemberSubcollection } from './admin-paths';

/** vMember/{id}/subscriptions through the admin SDK. */
export class AdminSubscriptions implements SubscriptionsPort {
  constructor(
    private readonly db: Firestore,
    private readonly onListenError?: AdminListenErrorHandler,
  ) {}

  watchValidSubscriptions(memberId: string, listener: (subscriptions: readonly Subscription[]) => void): Unsubscribe {
    const valid = this.subscriptions(memberId).where('status', 'in', [...VALID_SUBSCRIPTION_STATUSES]);
    return this.watch(valid, `watch valid subscriptions of ${memberId}`, listener);
  }

  watchValidPlanSubscriptions(memberId: string, listener: (subscriptions: readonly Subscription[]) => void): Unsubscribe {
    const validPlans = this.subscriptions(memberId).where('status', 'in', [...VALID_SUBSCRIPTION_STATUSES]).where('productType', '==', 'plan');
    return this.watch(validPlans, `watch valid plan subscriptions of ${memberId}`, listener);
  }

  listSubscriptions(memberId: string): Promise<readonly Subscription[]> {
    return adminGuarded(async () => {
      const snapshot = await this.subscriptions(memberId).get();
      return snapshot.docs.map((subscription) => subscriptionFromDocument(subscription.id, subscription.data()));
    });
  }

  private subscriptions(memberId: string) {
    return adminMemberSubcollection(this.db, memberId, 'subscriptions');
  }

  private watch(query: Query, context: string, listener: (subscriptions: readonly Subscription[]) => void): Unsubscribe {
    return watchAdminQuery(query, context, (snapshot) => listener(snapshot.docs.map((doc) => subscriptionFromDocument(doc.id, doc.data()))), this.onListenError);
  }
}
