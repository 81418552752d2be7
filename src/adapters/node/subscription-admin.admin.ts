import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../core/errors/error-codes';
import type { PlanName } from '../../core/plans/subscription';
import type { EpochMs } from '../../core/time/time';
import type { SubscriptionAdminPort } from '../../ports/subscription-admin.port';
import { adminGuarded } from './admin-errors';
import { adminMemberSubcollection, adminMemberSubdocument } from './admin-paths';

/**
 * Writes subscription documents shaped like the payment extension's (admin CLI, for local use
 * and support cases), so that the app and the security rules treat a granted plan exactly like
 * a paid one.
 */
export class AdminSubscriptionAdmin implements SubscriptionAdminPort {
  constructor(private readonly db: Firestore) {}

  grant(memberId: string, plan: PlanName, currentPeriodEnd: EpochMs): Promise<string> {
    if (!Number.isFinite(currentPeriodEnd)) return Promise.reject(new AppError('invalid-input', { detail: 'currentPeriodEnd' }));
    return adminGuarded(async () => {
      const subscriptions = adminMemberSubcollection(this.db, memberId, 'subscriptions');
      // The 'sub_' prefix mirrors the payment provider's ids, so granted plans look like real ones.
      const ref = subscriptions.doc(`sub_${subscriptions.doc().id}`);
      await ref.create({
        status: 'active',
        productType: 'plan',
        productName: plan,
        items: [{ price: { id: null, product: { name: plan } } }],
        current_period_end: Timestamp.fromMillis(currentPeriodEnd),
        cancel_at_period_end: false,
        created: FieldValue.serverTimestamp(),
      });
      return ref.id;
    });
  }

  cancel(memberId: string, subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<void> {
    return adminGuarded(() =>
      this.db.runTransaction(async (transaction) => {
        const ref = adminMemberSubdocument(this.db, memberId, 'subscriptions', subscriptionId);
        const current = await transaction.get(ref);
        if (!current.exists) throw new AppError('not-found', { detail: `subscription ${subscriptionId}` });
        // Cancelling at period end keeps the plan usable until then, as the payment provider does.
        transaction.update(
          ref,
          options.atPeriodEnd
            ? { cancel_at_period_end: true, canceled_at: FieldValue.serverTimestamp() }
            : { status: 'canceled', canceled_at: FieldValue.serverTimestamp(), ended_at: FieldValue.serverTimestamp() },
        );
      }),
    );
  }
}
