import { inject, injectable, optional } from 'inversify';
import type { SiteCustomer } from '../../core/portal/customer';
import { VISIT_RECORD_INTERVAL_MS } from '../../core/portal/portal-forms';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { LOGGER, type LoggerPort } from '../../ports/logger.port';
import { PORTAL_AUTH, type PortalAuthPort, type PortalIdentity } from '../../ports/portal-auth.port';
import { PORTAL_DIRECTORY, type PortalDirectoryPort } from '../../ports/portal-directory.port';

/** A signed-in person, and their relation to one site's business (null: not one of its customers). */
export interface SignedIn {
  readonly identity: PortalIdentity;
  readonly customer: SiteCustomer | null;
}

/**
 * Who is looking at a member's site: the customer's session (the `__session` cookie, made from
 * their ID token and checked on every request) and their standing with THIS site's business.
 * A server without customer accounts (no Auth for it) has every customer area closed.
 */
@injectable()
export class CustomerSessions {
  constructor(
    @inject(PORTAL_DIRECTORY) readonly directory: PortalDirectoryPort,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(LOGGER) private readonly logger: LoggerPort,
    @inject(PORTAL_AUTH) @optional() readonly auth?: PortalAuthPort,
  ) {}

  /** Whether this server has customers' accounts at all. */
  get available(): boolean {
    return this.auth !== undefined;
  }

  /**
   * The person the session names, with their customer record at `ownerId`, read afresh every
   * time (a customer blocked or moved between groups sees it at their next request). Records
   * the visit when the last one is an hour old. Null for anyone else.
   */
  async signedIn(ownerId: string, session: string | null): Promise<SignedIn | null> {
    if (session === null || this.auth === undefined) return null;
    const identity = await this.auth.verifySession(session);
    if (identity === null) return null;
    const customer = await this.directory.findCustomer(ownerId, identity.uid);
    const now = this.clock.now();
    if (customer !== null && (customer.lastVisitAt === null || now - customer.lastVisitAt >= VISIT_RECORD_INTERVAL_MS)) {
      await this.directory.recordVisit(ownerId, identity.uid, now);
    }
    return { identity, customer };
  }

  /** signedIn, where a failure to tell makes them a visitor: a page is still served. */
  async signedInOrVisitor(ownerId: string, session: string | null): Promise<SignedIn | null> {
    try {
      return await this.signedIn(ownerId, session);
    } catch (error) {
      this.logger.error(`portal session ${ownerId}`, error);
      return null;
    }
  }
}
