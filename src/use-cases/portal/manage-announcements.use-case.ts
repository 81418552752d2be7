import { inject, injectable } from 'inversify';
import type { NewAnnouncement } from '../../core/portal/customer';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { SITE_CUSTOMERS, type SiteCustomersPort } from '../../ports/site-customers.port';

/**
 * The owner sends an announcement, checked by the core's `validateAnnouncement`, to groups of
 * customers; the server then pushes it (PushAnnouncementUseCase). Returns its id.
 */
@injectable()
export class SendAnnouncementUseCase {
  constructor(
    @inject(SITE_CUSTOMERS) private readonly customers: SiteCustomersPort,
    @inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  execute(ownerId: string, announcement: NewAnnouncement): Promise<string> {
    return this.customers.sendAnnouncement(ownerId, announcement, this.clock.now());
  }
}

@injectable()
export class RemoveAnnouncementUseCase {
  constructor(@inject(SITE_CUSTOMERS) private readonly customers: SiteCustomersPort) {}

  execute(ownerId: string, announcementId: string): Promise<void> {
    return this.customers.removeAnnouncement(ownerId, announcementId);
  }
}
