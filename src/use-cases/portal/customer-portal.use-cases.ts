import { inject, injectable } from 'inversify';
import type { Invitation, SiteCustomer } from '../../core/portal/customer';
import { decideSignUp } from '../../core/portal/customer';
import type { PortalField, PortalFieldError, PortalFormId, PortalFormState, PortalNotice, PortalPage, PortalPost, PortalProblem } from '../../core/portal/portal-forms';
import { ANNOUNCEMENTS_SHOWN, PORTAL_SESSION_LIFETIME_MS, portalFieldErrors } from '../../core/portal/portal-forms';
import { isInvitationValid, isUnread } from '../../core/portal/portal-records';
import { DIGEST, type DigestPort } from '../../ports/digest.port';
import { FORM_POST_LIMITS_PORT, type FormPostLimitsPort } from '../../ports/form-post-limits.port';
import { LOGGER, type LoggerPort } from '../../ports/logger.port';
import type { PortalAuthFailure, PortalAuthPort, PortalSignInResult } from '../../ports/portal-auth.port';
import type { PortalDirectoryPort } from '../../ports/portal-directory.port';
import type { SiteView, SiteVisit } from '../site/site-views';
import { SiteViews } from '../site/site-views';
import { visitorKey } from '../site/visitor-key';
import type { SignedIn } from './customer-sessions';

/*
 * The customers' portal at <site>/portal (Elite's Users Portal): sign-up, sign-in, password reset
 * and sign-out, the signed-in customer's page, and their devices' push tokens. Below Elite the
 * area is closed and every post but signing out is refused; nothing is deleted.
 */

export type PortalOutcome =
  | { readonly kind: 'not-found' }
  /** A portal page: `shown` as asked, the area `closed` to a post, or a form `sent-back` with its problems. */
  | { readonly kind: 'page'; readonly view: SiteView; readonly page: PortalPage; readonly as: 'shown' | 'closed' | 'sent-back'; readonly problem: PortalProblem | null }
  /** A session to hand to the customer's browser. */
  | { readonly kind: 'signed-in'; readonly session: string; readonly lifetimeMs: number }
  | { readonly kind: 'reset-sent' }
  | { readonly kind: 'signed-out' };

/** Where each failure of the accounts' provider is shown: at a field, or over the whole form. */
const FAILURE_AT: Readonly<Record<PortalAuthFailure, { readonly field: PortalField; readonly error: PortalFieldError } | { readonly problem: PortalProblem }>> = {
  'email-taken': { field: 'email', error: 'email-taken' },
  'weak-password': { field: 'password', error: 'weak-password' },
  'invalid-email': { field: 'email', error: 'invalid-email' },
  'wrong-credentials': { field: 'password', error: 'wrong-credentials' },
  'too-many-attempts': { problem: 'too-many-attempts' },
  unavailable: { problem: 'unavailable' },
};

interface OpenPortal {
  readonly view: SiteView;
  readonly auth: PortalAuthPort;
  readonly directory: PortalDirectoryPort;
}

/** The steps the portal's use cases share. */
@injectable()
export class CustomerPortal {
  constructor(
    @inject(SiteViews) readonly views: SiteViews,
    @inject(FORM_POST_LIMITS_PORT) private readonly limits: FormPostLimitsPort,
    @inject(DIGEST) private readonly digest: DigestPort,
    @inject(LOGGER) readonly logger: LoggerPort,
  ) {}

  /** The site as anyone sees it, in the visitor's language: the frame of the portal page. */
  frame(visit: SiteVisit): Promise<SiteView | null> {
    return this.views.view(visit, { asVisitor: true });
  }

  open(view: SiteView): OpenPortal | null {
    const { auth, directory } = this.views.sessions;
    return view.portalOpen && auth !== undefined ? { view, auth, directory } : null;
  }

  page(view: SiteView, page: PortalPage, as: 'shown' | 'closed' | 'sent-back' = 'shown', problem: PortalProblem | null = null): PortalOutcome {
    return { kind: 'page', view, page, as, problem };
  }

  /**
   * Every attempt counts, in Firestore, so guessing passwords is slow on every server instance;
   * the site's portal has its own daily count, apart from its forms'.
   */
  async admitPost(view: SiteView, clientAddress: string): Promise<boolean> {
    const key = visitorKey(this.digest, view.site.memberId, clientAddress, 'sitio-portal');
    return (await this.limits.admit(view.site.memberId, key, this.views.now(), 'portal')) === 'accepted';
  }

  async invitation(portal: OpenPortal, id: string | null): Promise<Invitation | null> {
    return id === null ? null : portal.directory.findInvitation(portal.view.site.memberId, id);
  }

  /** The visitor's forms, with whatever the last post left on them. */
  async guestPage(portal: OpenPortal, signedIn: SignedIn | null, form: PortalFormState | null, inviteId: string | null, notice: PortalNotice | null): Promise<PortalPage> {
    const [settings, invitation] = await Promise.all([portal.directory.settings(portal.view.site.memberId), this.invitation(portal, inviteId)]);
    const invite = inviteId === null ? null : { id: inviteId, email: invitation !== null && isInvitationValid(invitation, this.views.now()) ? invitation.email : null };
    return { kind: 'guest', policy: settings.signUpPolicy, invite, signedInAs: signedIn?.identity.email ?? null, notice, form };
  }

  /** The form sent back with its problems; what was typed, but the password, comes back with it. */
  async sentBack(portal: OpenPortal, form: PortalFormId, posted: PortalPost, errors: Partial<Record<PortalField, PortalFieldError>>, problem: PortalProblem | null): Promise<PortalOutcome> {
    const state: PortalFormState = { form, errors, problem, values: { name: posted.name, email: posted.email } };
    return this.page(portal.view, await this.guestPage(portal, null, state, posted.invite, null), 'sent-back', problem);
  }
}

/** The portal page: the customer's own page, the visitor's forms, or the closed area. */
@injectable()
export class ShowCustomerPortalUseCase {
  constructor(@inject(CustomerPortal) private readonly portal: CustomerPortal) {}

  async execute(visit: SiteVisit, query: { readonly invite: string | null; readonly done: string | null }): Promise<PortalOutcome> {
    const view = await this.portal.frame(visit);
    if (view === null) return { kind: 'not-found' };
    const open = this.portal.open(view);
    if (open === null) return this.portal.page(view, { kind: 'closed' });
    const signedIn = await this.portal.views.sessions.signedIn(view.site.memberId, visit.session);
    if (signedIn !== null && signedIn.customer !== null) return this.portal.page(view, await this.accountPage(open, signedIn.customer));
    const notice: PortalNotice | null = query.done === 'reset' ? 'reset-sent' : query.done === 'signed-out' ? 'signed-out' : null;
    return this.portal.page(view, await this.portal.guestPage(open, signedIn, null, query.invite, notice));
  }

  private async accountPage({ view, directory }: OpenPortal, customer: SiteCustomer): Promise<PortalPage> {
    const owner = view.site.memberId;
    if (customer.status !== 'active') return { kind: 'account', customer, announcements: [] };
    const [seenAt, announcements] = await Promise.all([
      directory.announcementsSeenAt(owner, customer.uid),
      customer.groups.length === 0 ? Promise.resolve([]) : directory.announcementsFor(owner, customer.groups, ANNOUNCEMENTS_SHOWN),
    ]);
    const shown = announcements.map((announcement) => ({ announcement, unread: isUnread(announcement, seenAt) }));
    // Opening the page reads them: the next visit shows them as read.
    if (shown.some((a) => a.unread)) await directory.markAnnouncementsSeen(owner, customer.uid, this.portal.views.now());
    return { kind: 'account', customer, announcements: shown };
  }
}

/**
 * A post of the portal's sign-up, sign-in or reset form. A new account is made only when the
 * site's policy would admit its owner; one account serves every business, so someone registered
 * elsewhere joins with the password they have. Whatever fails, what was typed is kept.
 */
@injectable()
export class SubmitPortalFormUseCase {
  constructor(@inject(CustomerPortal) private readonly portal: CustomerPortal) {}

  async execute(visit: SiteVisit, form: PortalFormId, posted: PortalPost, clientAddress: string): Promise<PortalOutcome> {
    const view = await this.portal.frame(visit);
    if (view === null) return { kind: 'not-found' };
    const open = this.portal.open(view);
    if (open === null) return this.portal.page(view, { kind: 'closed' }, 'closed');
    const errors = portalFieldErrors(form, posted);
    if (Object.keys(errors).length > 0) return this.portal.sentBack(open, form, posted, errors, null);
    if (!(await this.portal.admitPost(view, clientAddress))) return this.portal.sentBack(open, form, posted, {}, 'limited');
    try {
      return form === 'sign-up' ? await this.signUp(open, posted) : form === 'sign-in' ? await this.signIn(open, posted) : await this.reset(open, posted);
    } catch (error) {
      this.portal.logger.error(`portal ${form} ${view.site.memberId}`, error);
      return this.portal.sentBack(open, form, posted, {}, 'unavailable');
    }
  }

  private failed(portal: OpenPortal, form: PortalFormId, posted: PortalPost, reason: PortalAuthFailure): Promise<PortalOutcome> {
    const at = FAILURE_AT[reason];
    return 'problem' in at ? this.portal.sentBack(portal, form, posted, {}, at.problem) : this.portal.sentBack(portal, form, posted, { [at.field]: at.error }, null);
  }

  /**
   * Makes the signed-in person a customer of this business unless they are one already, under
   * the site's policy (an invitation for their address admits them at once, in its groups).
   */
  private async admit(portal: OpenPortal, account: Extract<PortalSignInResult, { kind: 'ok' }>, typedName: string, inviteId: string | null): Promise<SiteCustomer | null> {
    const { directory } = portal;
    const owner = portal.view.site.memberId;
    const existing = await directory.findCustomer(owner, account.uid);
    if (existing !== null) return existing;
    const [settings, invitation] = await Promise.all([directory.settings(owner), this.portal.invitation(portal, inviteId)]);
    const at = this.portal.views.now();
    const decision = decideSignUp(settings.signUpPolicy, account.email, invitation, at);
    if (decision.kind === 'refuse') return null;
    // Whether the invitation itself admitted them (the only way in on an invitation-only site).
    const usedInvitation = invitation !== null && decideSignUp('invitation', account.email, invitation, at).kind === 'admit' ? inviteId : null;
    const name = typedName || account.name || account.email.split('@')[0] || account.email;
    const customer: SiteCustomer = { uid: account.uid, name, email: account.email, status: decision.status, groups: decision.groups, joinedAt: at, lastVisitAt: at };
    return directory.admitCustomer(owner, customer, usedInvitation);
  }

  private async session(portal: OpenPortal, idToken: string): Promise<PortalOutcome> {
    return { kind: 'signed-in', session: await portal.auth.createSession(idToken, PORTAL_SESSION_LIFETIME_MS), lifetimeMs: PORTAL_SESSION_LIFETIME_MS };
  }

  private async signUp(portal: OpenPortal, posted: PortalPost): Promise<PortalOutcome> {
    const { auth, directory } = portal;
    const [settings, invitation] = await Promise.all([directory.settings(portal.view.site.memberId), this.portal.invitation(portal, posted.invite)]);
    // Refused before any account is made, so an invitation-only site leaves no stray accounts.
    if (decideSignUp(settings.signUpPolicy, posted.email, invitation, this.portal.views.now()).kind === 'refuse') return this.portal.sentBack(portal, 'sign-up', posted, {}, 'invitation-required');
    let result = await auth.signUp(posted.email, posted.password, posted.name);
    if (result.kind === 'failed' && result.reason === 'email-taken') {
      const signedIn = await auth.signIn(posted.email, posted.password);
      result = signedIn.kind === 'ok' ? signedIn : signedIn.reason === 'wrong-credentials' ? result : signedIn;
    }
    if (result.kind === 'failed') return this.failed(portal, 'sign-up', posted, result.reason);
    const customer = await this.admit(portal, result, posted.name, posted.invite);
    if (customer === null) return this.portal.sentBack(portal, 'sign-up', posted, {}, 'invitation-required');
    return this.session(portal, result.idToken);
  }

  private async signIn(portal: OpenPortal, posted: PortalPost): Promise<PortalOutcome> {
    const result = await portal.auth.signIn(posted.email, posted.password);
    if (result.kind === 'failed') return this.failed(portal, 'sign-in', posted, result.reason);
    const customer = await this.admit(portal, result, '', posted.invite);
    if (customer === null) return this.portal.sentBack(portal, 'sign-in', posted, {}, 'invitation-required');
    return this.session(portal, result.idToken);
  }

  private async reset(portal: OpenPortal, posted: PortalPost): Promise<PortalOutcome> {
    try {
      await portal.auth.sendPasswordReset(posted.email, portal.view.language === 'ES' ? 'es' : 'en');
    } catch (error) {
      const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
      return this.portal.sentBack(portal, 'reset', posted, {}, code === 'too-many-requests' ? 'too-many-attempts' : 'unavailable');
    }
    return { kind: 'reset-sent' };
  }
}

/** Signing out only takes access away: it works whatever the plan, and this device is signed out whatever Auth answers. */
@injectable()
export class SignOutCustomerUseCase {
  constructor(@inject(CustomerPortal) private readonly portal: CustomerPortal) {}

  async execute(visit: SiteVisit): Promise<PortalOutcome> {
    const site = await this.portal.views.shownSite(visit.username);
    if (site === null) return { kind: 'not-found' };
    const { auth } = this.portal.views.sessions;
    if (visit.session === null || auth === undefined) return { kind: 'signed-out' };
    try {
      const identity = await auth.verifySession(visit.session).catch(() => null);
      if (identity !== null) await auth.revokeSessions(identity.uid);
    } catch (error) {
      this.portal.logger.error(`portal sign-out ${site.memberId}`, error);
    }
    return { kind: 'signed-out' };
  }
}

export type PushTokenOutcome = 'saved' | 'not-found' | 'closed' | 'signed-out' | 'not-active' | 'limited';

/** A signed-in, active customer's device token, so the business's announcements reach it. */
@injectable()
export class SaveCustomerPushTokenUseCase {
  constructor(@inject(CustomerPortal) private readonly portal: CustomerPortal) {}

  async execute(visit: SiteVisit, token: string, clientAddress: string): Promise<PushTokenOutcome> {
    const view = await this.portal.frame(visit);
    if (view === null) return 'not-found';
    const open = this.portal.open(view);
    if (open === null) return 'closed';
    const signedIn = await this.portal.views.sessions.signedIn(view.site.memberId, visit.session);
    if (signedIn === null) return 'signed-out';
    if (signedIn.customer?.status !== 'active') return 'not-active';
    if (!(await this.portal.admitPost(view, clientAddress))) return 'limited';
    await open.directory.savePushToken(view.site.memberId, signedIn.identity.uid, token, this.portal.views.now());
    return 'saved';
  }
}
