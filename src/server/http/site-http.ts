import { FORM_BODY_MAX_BYTES } from '../../core/site/contact-form';

export interface SiteRequest {
  readonly method: string;
  /** Path and query, e.g. '/s/sol1234?form=sent'. */
  readonly url: string;
  /** The Host header (a port is ignored). */
  readonly host: string;
  readonly contentType?: string;
  /** The raw body of a POST; null when it was longer than the server accepts. */
  readonly body?: Uint8Array | null;
  /**
   * The visitor's network address as the runtime knows it (see node-http.ts). Only ever used
   * hashed, to throttle view counts and posts; never stored or logged.
   */
  readonly clientAddress?: string;
  /** The Accept-Language header: the language of a page whose address names none. */
  readonly acceptLanguage?: string;
  /** The Cookie header: only `__session`, a customer's portal session, is read. */
  readonly cookie?: string;
  /** The Origin header: the portal refuses posts sent from another site's page. */
  readonly origin?: string;
  /** The User-Agent header: known robots' counts are not kept. */
  readonly userAgent?: string;
}

export interface SiteResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Null when the request is not the server's (the caller serves the app instead). */
export type SiteHandler = (request: SiteRequest) => Promise<SiteResponse | null>;

/** Largest body read for any POST: the contact form's limit. */
export const MAX_BODY_BYTES = FORM_BODY_MAX_BYTES;

/**
 * No page of a member's site may be framed by another site: a framed portal sign-in is how
 * clickjacking takes a customer's password. Older browsers read X-Frame-Options; newer ones the
 * policy's frame-ancestors, which every page's policy carries (page-response.ts).
 */
export const FRAME_POLICY = "frame-ancestors 'none'";

/** The policy of a page with no script and no form: nothing loads, posts or moves its base but its inline styles. */
export const STATIC_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/** An HTML answer; `extra` may set the page's Content-Security-Policy, whose frame rule is added. */
export function html(status: number, body: string, cache: string, extra: Record<string, string> = {}): SiteResponse {
  const policy = extra['Content-Security-Policy'];
  return {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': cache,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      ...extra,
      'Content-Security-Policy': policy === undefined ? `${STATIC_PAGE_POLICY}; ${FRAME_POLICY}` : `${policy}; ${FRAME_POLICY}`,
    },
    body,
  };
}

export function empty(status: number, headers: Record<string, string> = {}): SiteResponse {
  return { status, headers: { 'Cache-Control': 'no-store', ...headers }, body: '' };
}

/** A script file served at a versioned address: kept for good at its version, five minutes otherwise. */
export function scriptFile(request: SiteRequest, script: string, current: boolean): SiteResponse {
  return {
    status: 200,
    headers: {
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
    body: request.method.toUpperCase() === 'HEAD' ? '' : script,
  };
}

export function hasContentType(request: SiteRequest, type: string): boolean {
  return (request.contentType ?? '').toLowerCase().startsWith(type);
}
