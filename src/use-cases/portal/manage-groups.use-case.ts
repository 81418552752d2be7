import { inject, injectable } from 'inversify';
import type { PortalSettings } from '../../core/portal/customer';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { SITE_CUSTOMERS, type SiteCustomersPort } from '../../ports/site-customers.port';

/**
 * The owner's groups and portal settings. Names come checked by the core
 * (`validateGroupName`, which needs the groups on screen to refuse a duplicate).
 */
@injectable()
export class CreateGroupUseCase {
  constructor(
    @inject(SITE_CUSTOMERS) private readonly customers: SiteCustomersPort,
    @inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  /** Returns the new group's id. */
  execute(ownerId: string, name: string): Promise<string> {
    return this.customers.createGroup(ownerId, name, this.clock.now());
  }
}

@injectable()
export class RenameGroupUseCase {
  constructor(@inject(SITE_CUSTOMERS) private readonly customers: SiteCustomersPort) {}

  execute(ownerId: string, groupId: string, name: string): Promise<void> {
    return this.customers.renameGroup(ownerId, groupId, name);
  }
}

/** Deletes the group and takes it off every customer and invitation that had it. */
@injectable()
export class DeleteGroupUseCase {
  constructor(@inject(SITE_CUSTOMERS) private readonly customers: SiteCustomersPort) {}

  execute(ownerId: string, groupId: string): Promise<void> {
    return this.customers.deleteGroup(ownerId, groupId);
  }
}

/** Who may sign up on the owner's portal. */
@injectable()
export class SavePortalSettingsUseCase {
  constructor(@inject(SITE_CUSTOMERS) private readonly customers: SiteCustomersPort) {}

  execute(ownerId: string, settings: PortalSettings): Promise<void> {
    return this.customers.saveSettings(ownerId, settings);
  }
}
