import { inject, injectable } from 'inversify';
import type { CustomerStatus } from '../../core/portal/customer';
import { SITE_CUSTOMERS, type SiteCustomersPort } from '../../ports/site-customers.port';

/** The groups to add to and take off a set of customers, in one change. */
export interface GroupChange {
  readonly add?: readonly string[];
  readonly remove?: readonly string[];
}

/** The owner approves, blocks or sets pending some of their customers (Users Portal). */
@injectable()
export class SetCustomerStatusUseCase {
  constructor(@inject(SITE_CUSTOMERS) private readonly customers: SiteCustomersPort) {}

  async execute(ownerId: string, uids: readonly string[], status: CustomerStatus): Promise<void> {
    if (uids.length === 0) return;
    await this.customers.setStatus(ownerId, uids, status);
  }
}

/** The owner puts customers in groups, or takes them out, all at once. */
@injectable()
export class ChangeCustomerGroupsUseCase {
  constructor(@inject(SITE_CUSTOMERS) private readonly customers: SiteCustomersPort) {}

  async execute(ownerId: string, uids: readonly string[], change: GroupChange): Promise<void> {
    if (uids.length === 0 || ((change.add ?? []).length === 0 && (change.remove ?? []).length === 0)) return;
    await this.customers.changeGroups(ownerId, uids, change);
  }
}

/** The owner ends customers' relation to the business; their account and other businesses stay. */
@injectable()
export class RemoveCustomersUseCase {
  constructor(@inject(SITE_CUSTOMERS) private readonly customers: SiteCustomersPort) {}

  async execute(ownerId: string, uids: readonly string[]): Promise<void> {
    if (uids.length === 0) return;
    await this.customers.removeCustomers(ownerId, uids);
  }
}
