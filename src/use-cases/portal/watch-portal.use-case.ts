import { inject, injectable } from 'inversify';
import type { Announcement, PortalSettings, SiteCustomer, SiteGroup, StoredInvitation } from '../../core/portal/customer';
import type { Unsubscribe } from '../../ports/port-token';
import { SITE_CUSTOMERS, type SiteCustomersPort } from '../../ports/site-customers.port';

/**
 * What the owner's Users Portal and Groups pages show, live: each answer comes again whenever
 * it changes (another tab, a customer signing up), until the returned function is called.
 */
@injectable()
export class WatchPortalUseCase {
  constructor(@inject(SITE_CUSTOMERS) private readonly portal: SiteCustomersPort) {}

  /** Newest first. */
  customers(ownerId: string, listener: (customers: readonly SiteCustomer[]) => void): Unsubscribe {
    return this.portal.watchCustomers(ownerId, listener);
  }

  /** How many customers await approval: the Users Portal link's badge. */
  pendingCount(ownerId: string, listener: (count: number) => void): Unsubscribe {
    return this.portal.watchPendingCount(ownerId, listener);
  }

  /** By name. */
  groups(ownerId: string, listener: (groups: readonly SiteGroup[]) => void): Unsubscribe {
    return this.portal.watchGroups(ownerId, listener);
  }

  settings(ownerId: string, listener: (settings: PortalSettings) => void): Unsubscribe {
    return this.portal.watchSettings(ownerId, listener);
  }

  /** Newest first, expired ones included. */
  invitations(ownerId: string, listener: (invitations: readonly StoredInvitation[]) => void): Unsubscribe {
    return this.portal.watchInvitations(ownerId, listener);
  }

  /** Newest first. */
  announcements(ownerId: string, listener: (announcements: readonly Announcement[]) => void): Unsubscribe {
    return this.portal.watchAnnouncements(ownerId, listener);
  }
}
