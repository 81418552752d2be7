import { inject, injectable } from 'inversify';
import type { EpochMs } from '../../core/time/time';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { SITE_CUSTOMERS, type SiteCustomersPort } from '../../ports/site-customers.port';

/** An invitation as the core's `validateInvitation` normalised it (its expiry counted from `now`). */
export interface NewInvitation {
  readonly email: string;
  readonly groups: readonly string[];
  readonly expiresAt: EpochMs;
}

/** The owner invites someone by email: the returned id is the secret part of the link. */
@injectable()
export class CreateInvitationUseCase {
  constructor(
    @inject(SITE_CUSTOMERS) private readonly customers: SiteCustomersPort,
    @inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  execute(ownerId: string, invitation: NewInvitation): Promise<string> {
    return this.customers.createInvitation(ownerId, invitation, this.clock.now());
  }
}

/** The link stops admitting anyone. */
@injectable()
export class RemoveInvitationUseCase {
  constructor(@inject(SITE_CUSTOMERS) private readonly customers: SiteCustomersPort) {}

  execute(ownerId: string, invitationId: string): Promise<void> {
    return this.customers.removeInvitation(ownerId, invitationId);
  }
}
