import type { PortalFormId, PortalProblem } from '../../../core/portal/portal-forms';
import { inviteIdOf, isPushToken, PORTAL_FIELD_LIMITS, readPortalPost } from '../../../core/portal/portal-forms';
import { PERSONAL_CACHE } from '../../../core/site/page-cache';
import { renderPortalPage } from '../../../public-site/render/render-portal-page';
import type { PortalOutcome, PushTokenOutcome } from '../../../use-cases/portal/customer-portal.use-cases';
import { pageLanguages } from '../page-response';
import type { RouteContext, SiteRoute } from '../route-context';
import type { SiteAddress } from '../site-address';
import type { SiteRequest, SiteResponse } from '../site-http';
import { empty, hasContentType } from '../site-http';
import { clearedSessionCookieHeader, isSameHost, sessionCookieHeader } from '../session-cookie';
import { visitOf } from './visit-of';

/*
 * The customers' portal at <site>/portal (Elite's Users Portal): plain forms (post, then
 * redirect) that work without script, the signed-in customer's page, and the push-token endpoint.
 */

const PROBLEM_STATUS: Readonly<Record<PortalProblem, number>> = { 'too-many-attempts': 429, limited: 429, unavailable: 503, 'invitation-required': 403 };

/** The portal's answer with the site's headers; its pages are never kept by any cache nor indexed. */
function portalResponse(outcome: PortalOutcome, request: SiteRequest, address: SiteAddress, ctx: RouteContext): SiteResponse {
  const portalPath = `${address.basePath}/portal`;
  switch (outcome.kind) {
    case 'not-found':
      return ctx.pages.notFound('no-store');
    case 'signed-in':
      return empty(303, { Location: portalPath, 'Set-Cookie': sessionCookieHeader(outcome.session, request.host, outcome.lifetimeMs) });
    case 'reset-sent':
      return empty(303, { Location: `${portalPath}?done=reset#reset` });
    case 'signed-out':
      return empty(303, { Location: `${portalPath}?done=signed-out`, 'Set-Cookie': clearedSessionCookieHeader(request.host) });
    case 'page': {
      const push = ctx.pages.settings.portalPush;
      const rendered = renderPortalPage(outcome.view.model, outcome.page, { basePath: address.basePath, languages: pageLanguages(address), ...(push === undefined ? {} : { push }) });
      const status = outcome.as === 'closed' ? 403 : outcome.as === 'shown' ? 200 : outcome.problem !== null ? PROBLEM_STATUS[outcome.problem] : 422;
      // The portal page's one script is the push loader, rendered only where push is on.
      const files = push !== undefined && rendered.inlineScript !== null ? 'portal-push' : 'none';
      const response = ctx.pages.page(outcome.view.model, rendered, status, PERSONAL_CACHE, files, address, true);
      return { ...response, headers: { ...response.headers, 'X-Robots-Tag': 'noindex', ...(outcome.problem === 'limited' ? { 'Retry-After': '60' } : {}) } };
    }
  }
}

/** GET <site>/portal: the customer's page, the visitor's forms, or the closed area. */
export const portalPageRoute: SiteRoute = async (request, address, ctx) => {
  const query = { invite: inviteIdOf(address.query.get('invite')), done: address.query.get('done') };
  return portalResponse(await ctx.useCases.showCustomerPortal.execute(visitOf(request, address), query), request, address, ctx);
};

/** POST <site>/portal/sign-up, sign-in and reset. */
export const portalFormRoute: SiteRoute = async (request, address, ctx, [form]) => {
  if (!isSameHost(request.origin, request.host)) return empty(403);
  if (request.body === null || request.body === undefined) return empty(413);
  if (!hasContentType(request, 'application/x-www-form-urlencoded')) return empty(415);
  const params = new URLSearchParams(new TextDecoder().decode(request.body));
  const outcome = await ctx.useCases.submitPortalForm.execute(visitOf(request, address), form as PortalFormId, readPortalPost((name) => params.get(name)), request.clientAddress ?? '');
  return portalResponse(outcome, request, address, ctx);
};

/** POST <site>/portal/sign-out: works whatever the plan. */
export const portalSignOutRoute: SiteRoute = async (request, address, ctx) => {
  if (!isSameHost(request.origin, request.host)) return empty(403);
  return portalResponse(await ctx.useCases.signOutCustomer.execute(visitOf(request, address)), request, address, ctx);
};

const PUSH_TOKEN_STATUS: Readonly<Record<PushTokenOutcome, number>> = { saved: 204, 'not-found': 404, closed: 403, 'signed-out': 401, 'not-active': 403, limited: 429 };

/** POST <site>/portal/push-token: a signed-in customer's device, for announcements' pushes. */
export const portalPushTokenRoute: SiteRoute = async (request, address, ctx) => {
  if (!isSameHost(request.origin, request.host)) return empty(403);
  const { body } = request;
  if (body === null || body === undefined || body.length > PORTAL_FIELD_LIMITS.jsonBodyBytes) return empty(413);
  if (!hasContentType(request, 'application/json')) return empty(415);
  let token: unknown;
  try {
    token = (JSON.parse(new TextDecoder().decode(body)) as { token?: unknown }).token;
  } catch {
    return empty(400);
  }
  if (!isPushToken(token)) return empty(400);
  const outcome = await ctx.useCases.saveCustomerPushToken.execute(visitOf(request, address), token, request.clientAddress ?? '');
  if (outcome === 'not-found') return ctx.pages.notFound('no-store');
  return empty(PUSH_TOKEN_STATUS[outcome], outcome === 'limited' ? { 'Retry-After': '60' } : {});
};
