import { AppError } from '../../core/errors/error-codes';
import type { PlanName } from '../../core/plans/subscription';
import type { EpochMs } from '../../core/time/time';
import type { SubscriptionAdminPort } from '../../ports/subscription-admin.port';
import type { MemoryDatabase } from './memory-database';
import { memberSubcollection } from './member-paths.memory';
import { toSubscriptionDocument } from './subscription-document.memory';

export class MemorySubscriptionAdmin implements SubscriptionAdminPort {
  constructor(private readonly db: MemoryDatabase) {}

  async grant(memberId: string, plan: PlanName, currentPeriodEnd: EpochMs): Promise<string> {
    const id = `sub_${this.db.newId()}`;
    this.db.setDocument(
      [...memberSubcollection(memberId, 'subscriptions'), id],
      toSubscriptionDocument({
        status: 'active',
        productType: 'plan',
        productName: plan,
        itemProductName: plan,
        currentPeriodEnd,
        cancelAtPeriodEnd: false,
        priceId: null,
      }),
    );
    return id;
  }

  async cancel(memberId: string, subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<void> {
    this.db.writeDocument([...memberSubcollection(memberId, 'subscriptions'), subscriptionId], (current) => {
      if (current === null) throw new AppError('not-found', { detail: `subscription ${subscriptionId}` });
      // Cancelling at period end keeps the plan usable until then, as the payment provider does.
      return options.atPeriodEnd ? { ...current, cancel_at_period_end: true } : { ...current, status: 'canceled' };
    });
  }
}
