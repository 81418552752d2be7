import { looksLikeLink } from '../../core/forms/form-answers';
import type { SiteLanguage } from '../../core/member/member-record';
import type { Invitation, SiteCustomer } from '../../core/portal/customer';
import { decideSignUp } from '../../core/portal/customer';
import { isInvitationValid, isUnread } from '../../core/portal/portal-records';
import type { PublicSiteModel } from '../../core/site/public-site-model';
import type { ClockPort } from '../../ports/clock.port';
import type { FormPostLimitsPort } from '../../ports/form-post-limits.port';
import type { PortalAuthFailure, PortalSignInResult } from '../../ports/portal-auth.port';
import type { PublishedSite } from '../../ports/public-sites.port';
import type { PortalField, PortalFormId, PortalFormState, PortalNotice, PortalPage, PortalPushTag } from '../render/render-portal-page';
import { renderPortalPage } from '../render/render-portal-page';
import type { PageLanguages, RenderedPage } from '../render/site-html';
import type { PortalFieldError, PortalProblem } from '../render/portal-strings';
import type { SiteRequest } from './public-site-handler';
import type { PortalServices, SignedIn } from './portal-session';
import { SESSION_COOKIE, SESSION_LIFETIME_MS, clearedSessionCookieHeader, readCookie, sessionCookieHeader, signedInPerson } from './portal-session';

/*
 * The customers' portal at <site>/portal (Elite's Users Portal): sign-up, sign-in, password
 * reset and sign-out as plain forms (post, then redirect), the signed-in customer's page, and
 * the push-token endpoint. Below Elite the page says the customer area is closed and every post
 * but signing out is refused; nothing is deleted.
 */

export interface PortalRouteContext {
  readonly portal: PortalServices | undefined;
  readonly formLimits: FormPostLimitsPort;
  readonly clock: ClockPort;
  readonly request: SiteRequest;
  readonly site: PublishedSite;
  /** Whether the site's plan has the Users Portal (Elite). */
  readonly open: boolean;
  /** The site as anyone sees it, in the visitor's language: the frame of the portal page. */
  readonly model: PublicSiteModel;
  readonly language: SiteLanguage;
  /** The site's base path with the page's language segment, if any. */
  readonly basePath: string;
  readonly languages: PageLanguages;
  readonly query: URLSearchParams;
  /** The hashed visitor address the portal's posts are throttled by. */
  readonly visitorKey: string;
  /** Web push on customers' devices, where the deployment has it (a VAPID key, not the emulators). */
  readonly push?: PortalPushTag;
  readonly logError?: (context: string, error: unknown) => void;
}

export type PortalOutcome =
  | { readonly kind: 'page'; readonly status: number; readonly rendered: RenderedPage; readonly headers?: Readonly<Record<string, string>> }
  | { readonly kind: 'redirect'; readonly location: string; readonly setCookie?: string }
  | { readonly kind: 'status'; readonly status: number; readonly headers?: Readonly<Record<string, string>> };

/** Paths under /portal; anything else is not found. */
export const PORTAL_ACTIONS = ['', '/sign-in', '/sign-up', '/reset', '/sign-out', '/push-token'] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

export function portalAction(rest: string): PortalAction | null {
  if (rest !== '/portal' && !rest.startsWith('/portal/')) return null;
  const action = rest.slice('/portal'.length);
  return (PORTAL_ACTIONS as readonly string[]).includes(action) ? (action as PortalAction) : null;
}

const ANNOUNCEMENTS_SHOWN = 20;
const INVITE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LIMITS = { name: 100, email: 254, password: 4096, minPassword: 6, pushToken: 1024 } as const;
const PUSH_TOKEN = /^[A-Za-z0-9_:.-]+$/;
const JSON_BODY_MAX_BYTES = 4096;

/** Where each failure of the provider is shown: at a field, or over the whole form. */
const FAILURE_AT: Readonly<Record<PortalAuthFailure, { readonly field: PortalField; readonly error: PortalFieldError } | { readonly problem: PortalProblem }>> = {
  'email-taken': { field: 'email', error: 'email-taken' },
  'weak-password': { field: 'password', error: 'weak-password' },
  'invalid-email': { field: 'email', error: 'invalid-email' },
  'wrong-credentials': { field: 'password', error: 'wrong-credentials' },
  'too-many-attempts': { problem: 'too-many-attempts' },
  unavailable: { problem: 'unavailable' },
};

const PROBLEM_STATUS: Readonly<Record<PortalProblem, number>> = { 'too-many-attempts': 429, limited: 429, unavailable: 503, 'invitation-required': 403 };

interface Posted {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  /** The invitation id carried by the form, or null. */
  readonly invite: string | null;
}

function readPosted(body: Uint8Array): Posted {
  const params = new URLSearchParams(new TextDecoder().decode(body));
  const invite = params.get('invite') ?? '';
  return {
    name: (params.get('name') ?? '').trim(),
    email: (params.get('email') ?? '').trim(),
    password: params.get('password') ?? '',
    invite: INVITE_ID.test(invite) ? invite : null,
  };
}

function fieldErrors(form: PortalFormId, posted: Posted): Partial<Record<PortalField, PortalFieldError>> {
  const errors: Partial<Record<PortalField, PortalFieldError>> = {};
  if (form === 'sign-up') {
    if (posted.name === '') errors.name = 'required';
    else if (posted.name.length > LIMITS.name) errors.name = 'too-long';
    else if (looksLikeLink(posted.name)) errors.name = 'no-links';
  }
  if (posted.email === '') errors.email = 'required';
  else if (posted.email.length > LIMITS.email) errors.email = 'too-long';
  else if (!LOOSE_EMAIL.test(posted.email)) errors.email = 'invalid-email';
  if (form !== 'reset') {
    if (posted.password === '') errors.password = 'required';
    else if (posted.password.length > LIMITS.password) errors.password = 'too-long';
    else if (form === 'sign-up' && posted.password.length < LIMITS.minPassword) errors.password = 'weak-password';
  }
  return errors;
}

function isSameHost(request: SiteRequest): boolean {
  // Browsers name the page a form was sent from; a post from another site's page is refused.
  // Host names are compared without ports: a proxy may name the port differently.
  if (request.origin === undefined) return true;
  try {
    return new URL(request.origin).hostname.toLowerCase() === request.host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  } catch {
    return false;
  }
}

export async function portalRoute(ctx: PortalRouteContext, action: PortalAction): Promise<PortalOutcome> {
  const method = ctx.request.method.toUpperCase();
  const portalPath = `${ctx.basePath}/portal`;
  const now = () => ctx.clock.now();

  const page = (status: number, view: PortalPage, headers?: Record<string, string>): PortalOutcome => ({
    kind: 'page',
    status,
    rendered: renderPortalPage(ctx.model, view, { basePath: ctx.basePath, languages: ctx.languages, ...(ctx.push === undefined ? {} : { push: ctx.push }) }),
    ...(headers === undefined ? {} : { headers }),
  });

  async function invitationFrom(id: string | null): Promise<Invitation | null> {
    if (id === null || ctx.portal === undefined) return null;
    return ctx.portal.directory.findInvitation(ctx.site.memberId, id);
  }

  /** The visitor's forms, with whatever the last post left on them. */
  async function guestPage(status: number, signedIn: SignedIn | null, form: PortalFormState | null, inviteId: string | null, notice: PortalNotice | null = null, headers?: Record<string, string>): Promise<PortalOutcome> {
    const portal = ctx.portal!;
    const [settings, invitation] = await Promise.all([portal.directory.settings(ctx.site.memberId), invitationFrom(inviteId)]);
    const invite = inviteId === null ? null : { id: inviteId, email: invitation !== null && isInvitationValid(invitation, now()) ? invitation.email : null };
    return page(status, { kind: 'guest', policy: settings.signUpPolicy, invite, signedInAs: signedIn?.identity.email ?? null, notice, form }, headers);
  }

  async function accountPage(customer: SiteCustomer): Promise<PortalOutcome> {
    const { directory } = ctx.portal!;
    const owner = ctx.site.memberId;
    if (customer.status !== 'active') return page(200, { kind: 'account', customer, announcements: [] });
    const [seenAt, announcements] = await Promise.all([
      directory.announcementsSeenAt(owner, customer.uid),
      customer.groups.length === 0 ? Promise.resolve([]) : directory.announcementsFor(owner, customer.groups, ANNOUNCEMENTS_SHOWN),
    ]);
    const shown = announcements.map((announcement) => ({ announcement, unread: isUnread(announcement, seenAt) }));
    // Opening the page reads them: the next visit shows them as read.
    if (shown.some((a) => a.unread)) await directory.markAnnouncementsSeen(owner, customer.uid, now());
    return page(200, { kind: 'account', customer, announcements: shown });
  }

  async function show(): Promise<PortalOutcome> {
    if (!ctx.open || ctx.portal === undefined) return page(200, { kind: 'closed' });
    const signedIn = await signedInPerson(ctx.portal, ctx.site.memberId, ctx.request.cookie, now());
    if (signedIn !== null && signedIn.customer !== null) return accountPage(signedIn.customer);
    const invite = ctx.query.get('invite') ?? '';
    const done = ctx.query.get('done');
    const notice = done === 'reset' ? 'reset-sent' : done === 'signed-out' ? 'signed-out' : null;
    return guestPage(200, signedIn, null, INVITE_ID.test(invite) ? invite : null, notice);
  }

  /** The form sent back with its problems; what was typed, but the password, comes back with it. */
  function sentBack(form: PortalFormId, posted: Posted, errors: Partial<Record<PortalField, PortalFieldError>>, problem: PortalProblem | null): Promise<PortalOutcome> {
    const status = problem !== null ? PROBLEM_STATUS[problem] : 422;
    const headers = problem === 'limited' ? { 'Retry-After': '60' } : undefined;
    const state: PortalFormState = { form, errors, problem, values: { name: posted.name, email: posted.email } };
    return guestPage(status, null, state, posted.invite, null, headers);
  }

  function failed(form: PortalFormId, posted: Posted, reason: PortalAuthFailure): Promise<PortalOutcome> {
    const at = FAILURE_AT[reason];
    return 'problem' in at ? sentBack(form, posted, {}, at.problem) : sentBack(form, posted, { [at.field]: at.error }, null);
  }

  /**
   * Makes the signed-in person a customer of this business unless they are one already, under
   * the site's policy (an invitation for their address admits them at once, in its groups).
   */
  async function admit(account: Extract<PortalSignInResult, { kind: 'ok' }>, typedName: string, inviteId: string | null): Promise<SiteCustomer | null> {
    const { directory } = ctx.portal!;
    const owner = ctx.site.memberId;
    const existing = await directory.findCustomer(owner, account.uid);
    if (existing !== null) return existing;
    const [settings, invitation] = await Promise.all([directory.settings(owner), invitationFrom(inviteId)]);
    const at = now();
    const decision = decideSignUp(settings.signUpPolicy, account.email, invitation, at);
    if (decision.kind === 'refuse') return null;
    // Whether the invitation itself admitted them (the only way in on an invitation-only site).
    const usedInvitation = invitation !== null && decideSignUp('invitation', account.email, invitation, at).kind === 'admit' ? inviteId : null;
    const name = typedName || account.name || account.email.split('@')[0] || account.email;
    const customer: SiteCustomer = { uid: account.uid, name, email: account.email, status: decision.status, groups: decision.groups, joinedAt: at, lastVisitAt: at };
    return directory.admitCustomer(owner, customer, usedInvitation);
  }

  async function signedInRedirect(idToken: string): Promise<PortalOutcome> {
    const cookie = await ctx.portal!.auth.createSession(idToken, SESSION_LIFETIME_MS);
    return { kind: 'redirect', location: portalPath, setCookie: sessionCookieHeader(cookie, ctx.request.host) };
  }

  async function signUp(posted: Posted): Promise<PortalOutcome> {
    const { auth, directory } = ctx.portal!;
    const [settings, invitation] = await Promise.all([directory.settings(ctx.site.memberId), invitationFrom(posted.invite)]);
    // Refused before any account is made, so an invitation-only site leaves no stray accounts.
    if (decideSignUp(settings.signUpPolicy, posted.email, invitation, now()).kind === 'refuse') return sentBack('sign-up', posted, {}, 'invitation-required');
    let result = await auth.signUp(posted.email, posted.password, posted.name);
    // One account serves every business: someone already registered (a customer elsewhere)
    // joins with the password they have.
    if (result.kind === 'failed' && result.reason === 'email-taken') {
      const signedIn = await auth.signIn(posted.email, posted.password);
      result = signedIn.kind === 'ok' ? signedIn : signedIn.reason === 'wrong-credentials' ? result : signedIn;
    }
    if (result.kind === 'failed') return failed('sign-up', posted, result.reason);
    const customer = await admit(result, posted.name, posted.invite);
    if (customer === null) return sentBack('sign-up', posted, {}, 'invitation-required');
    return signedInRedirect(result.idToken);
  }

  async function signIn(posted: Posted): Promise<PortalOutcome> {
    const result = await ctx.portal!.auth.signIn(posted.email, posted.password);
    if (result.kind === 'failed') return failed('sign-in', posted, result.reason);
    const customer = await admit(result, '', posted.invite);
    if (customer === null) return sentBack('sign-in', posted, {}, 'invitation-required');
    return signedInRedirect(result.idToken);
  }

  async function reset(posted: Posted): Promise<PortalOutcome> {
    try {
      await ctx.portal!.auth.sendPasswordReset(posted.email, ctx.language === 'ES' ? 'es' : 'en');
    } catch (error) {
      const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
      return sentBack('reset', posted, {}, code === 'too-many-requests' ? 'too-many-attempts' : 'unavailable');
    }
    return { kind: 'redirect', location: `${portalPath}?done=reset#reset` };
  }

  async function signOut(): Promise<PortalOutcome> {
    const cookie = readCookie(ctx.request.cookie, SESSION_COOKIE);
    const identity = cookie === null || ctx.portal === undefined ? null : await ctx.portal.auth.verifySession(cookie).catch(() => null);
    try {
      if (identity !== null) await ctx.portal!.auth.revokeSessions(identity.uid);
    } catch (error) {
      // The cookie is cleared all the same: this device is signed out whatever Auth answered.
      ctx.logError?.(`portal sign-out ${ctx.site.memberId}`, error);
    }
    return { kind: 'redirect', location: `${portalPath}?done=signed-out`, setCookie: clearedSessionCookieHeader(ctx.request.host) };
  }

  async function pushToken(): Promise<PortalOutcome> {
    const { body } = ctx.request;
    if (body === null || body === undefined || body.length > JSON_BODY_MAX_BYTES) return { kind: 'status', status: 413 };
    if (!(ctx.request.contentType ?? '').toLowerCase().startsWith('application/json')) return { kind: 'status', status: 415 };
    let token: unknown;
    try {
      token = (JSON.parse(new TextDecoder().decode(body)) as { token?: unknown }).token;
    } catch {
      return { kind: 'status', status: 400 };
    }
    if (typeof token !== 'string' || token.length > LIMITS.pushToken || !PUSH_TOKEN.test(token)) return { kind: 'status', status: 400 };
    const signedIn = await signedInPerson(ctx.portal!, ctx.site.memberId, ctx.request.cookie, now());
    if (signedIn === null) return { kind: 'status', status: 401 };
    if (signedIn.customer?.status !== 'active') return { kind: 'status', status: 403 };
    if ((await ctx.formLimits.admit(ctx.site.memberId, ctx.visitorKey, now(), 'portal')) !== 'accepted') return { kind: 'status', status: 429, headers: { 'Retry-After': '60' } };
    await ctx.portal!.directory.savePushToken(ctx.site.memberId, signedIn.identity.uid, token, now());
    return { kind: 'status', status: 204 };
  }

  async function post(form: PortalFormId): Promise<PortalOutcome> {
    const { body } = ctx.request;
    if (body === null || body === undefined) return { kind: 'status', status: 413 };
    if (!(ctx.request.contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) return { kind: 'status', status: 415 };
    const posted = readPosted(body);
    const errors = fieldErrors(form, posted);
    if (Object.keys(errors).length > 0) return sentBack(form, posted, errors, null);
    // Every attempt counts, in Firestore, so guessing passwords is slow on every server instance.
    const verdict = await ctx.formLimits.admit(ctx.site.memberId, ctx.visitorKey, now(), 'portal');
    if (verdict !== 'accepted') return sentBack(form, posted, {}, 'limited');
    try {
      return form === 'sign-up' ? await signUp(posted) : form === 'sign-in' ? await signIn(posted) : await reset(posted);
    } catch (error) {
      // What was typed is kept: trying again later loses nothing.
      ctx.logError?.(`portal ${form} ${ctx.site.memberId}`, error);
      return sentBack(form, posted, {}, 'unavailable');
    }
  }

  if (action === '') {
    if (method !== 'GET' && method !== 'HEAD') return { kind: 'status', status: 405, headers: { Allow: 'GET, HEAD' } };
    return show();
  }
  if (method !== 'POST') return { kind: 'status', status: 405, headers: { Allow: 'POST' } };
  if (!isSameHost(ctx.request)) return { kind: 'status', status: 403 };
  // Signing out only takes access away: it works whatever the plan.
  if (action === '/sign-out') return signOut();
  if (!ctx.open || ctx.portal === undefined) return action === '/push-token' ? { kind: 'status', status: 403 } : page(403, { kind: 'closed' });
  if (action === '/push-token') return pushToken();
  return post(action === '/sign-up' ? 'sign-up' : action === '/sign-in' ? 'sign-in' : 'reset');
}
