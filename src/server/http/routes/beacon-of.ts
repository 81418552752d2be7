import type { SiteBeacon } from '../../../use-cases/site/site-beacon';
import { BEACON_FIELDS } from '../../../public-site/render/view-counter-script';
import type { SiteAddress } from '../site-address';
import type { SiteRequest } from '../site-http';

/** The largest beacon read: a referrer and a path, with room to spare. */
const BEACON_MAX_BYTES = 4096;

/** A beacon's fields (the page sends them form-encoded); an unreadable body has none. */
export function beaconFields(request: SiteRequest): URLSearchParams {
  const body = request.body;
  if (body == null || body.byteLength > BEACON_MAX_BYTES) return new URLSearchParams();
  try {
    return new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return new URLSearchParams();
  }
}

/** The page's path within the site: '/es/articles/x' on /s/<user>/es/articles/x as on a member's own domain. */
function pageWithinSite(path: string | null, address: SiteAddress): string | undefined {
  if (path === null) return undefined;
  const within = address.siteBase !== '' && path.toLowerCase().startsWith(address.siteBase) ? path.slice(address.siteBase.length) : path;
  return within === '' ? '/' : within;
}

/** The use cases' view of a count the page sent. */
export function beaconOf(request: SiteRequest, address: SiteAddress, fields: URLSearchParams): SiteBeacon {
  const optional = (name: string, value: string | null | undefined) => (value == null || value === '' ? {} : { [name]: value });
  return {
    clientAddress: request.clientAddress ?? '',
    ...optional('userAgent', request.userAgent),
    ...optional('host', request.host),
    ...optional('device', fields.get(BEACON_FIELDS.device)),
    ...optional('language', fields.get(BEACON_FIELDS.language)),
    ...optional('referrer', fields.get(BEACON_FIELDS.referrer)),
    ...optional('tag', fields.get(BEACON_FIELDS.source)),
    ...optional('page', pageWithinSite(fields.get(BEACON_FIELDS.page), address)),
  };
}
