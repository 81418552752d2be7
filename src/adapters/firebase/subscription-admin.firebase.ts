import type { Firestore } from 'firebase/firestore';
import { doc, runTransaction, serverTimestamp, setDoc } from 'firebase/firestore';
import { AppError } from '../../core/errors/error-codes';
import type { PlanName } from '../../core/plans/subscription';
import type { EpochMs } from '../../core/time/time';
import type { SubscriptionAdminPort } from '../../ports/subscription-admin.port';
import { guarded } from './firebase-errors';
import { subscriptionToDocument } from './firestore-write-mappers';
import { memberSubcollection, memberSubdocument } from './firestore-paths';

/**
 * Writes subscription documents shaped like the payment extension's, for local use and support
 * cases. Security rules accept these writes only from a user with the admin claim.
 */
export class FirestoreSubscriptionAdmin implements SubscriptionAdminPort {
  constructor(private readonly db: Firestore) {}

  private subscriptions(memberId: string) {
    return memberSubcollection(this.db, memberId, 'subscriptions');
  }

  grant(memberId: string, plan: PlanName, currentPeriodEnd: EpochMs): Promise<string> {
    if (!Number.isFinite(currentPeriodEnd)) return Promise.reject(new AppError('invalid-input', { detail: 'currentPeriodEnd' }));
    return guarded(async () => {
      // The 'sub_' prefix mirrors the payment provider's ids, so granted plans look like real ones.
      const id = `sub_${doc(this.subscriptions(memberId)).id}`;
      await setDoc(doc(this.subscriptions(memberId), id), {
        ...subscriptionToDocument({
          status: 'active',
          productType: 'plan',
          productName: plan,
          itemProductName: plan,
          currentPeriodEnd,
          cancelAtPeriodEnd: false,
          priceId: null,
        }),
        created: serverTimestamp(),
      });
      return id;
    });
  }

  cancel(memberId: string, subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<void> {
    return guarded(() =>
      runTransaction(this.db, async (transaction) => {
        const ref = memberSubdocument(this.db, memberId, 'subscriptions', subscriptionId);
        const current = await transaction.get(ref);
        if (!current.exists()) throw new AppError('not-found', { detail: `subscription ${subscriptionId}` });
        // Cancelling at period end keeps the plan usable until then, as the payment provider does.
        transaction.update(ref, options.atPeriodEnd ? { cancel_at_period_end: true } : { status: 'canceled' });
      }),
    );
  }
}
