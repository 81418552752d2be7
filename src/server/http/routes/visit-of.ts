import type { SiteVisit } from '../../../use-cases/site/site-views';
import type { SiteAddress } from '../site-address';
import type { SiteRequest } from '../site-http';
import { SESSION_COOKIE, readCookie } from '../session-cookie';

/** The use cases' view of a request for a page of a site. */
export function visitOf(request: SiteRequest, address: SiteAddress): SiteVisit {
  return {
    username: address.username,
    pathLanguage: address.pathLanguage,
    ...(request.acceptLanguage === undefined ? {} : { acceptLanguage: request.acceptLanguage }),
    session: readCookie(request.cookie, SESSION_COOKIE),
  };
}
