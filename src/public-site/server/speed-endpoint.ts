import type { PublicSiteHandler, SiteRequest, SiteResponse } from './public-site-handler';
import { SPEED_BEACON_PATH } from '../../core/speed/sampling';

/** Where every page of the app and of members' sites sends its Core Web Vitals. */
export const SPEED_ENDPOINT = SPEED_BEACON_PATH;
/** The members' sites' beacon script; `?v=` names its version, so it may be cached for good. */
export const SPEED_SCRIPT_PATH = '/s/_speed.js';

export interface SpeedEndpointDeps {
  /** Files one beacon body; false when it was not a usable report (recordSpeedReport). */
  readonly record: (body: string) => Promise<boolean>;
  readonly script: string;
  /** The script's version (a hash of it), as its URL carries it. */
  readonly scriptVersion: string;
  readonly logError?: (context: string, error: unknown) => void;
}

function response(status: number, headers: Record<string, string>, body = ''): SiteResponse {
  return { status, headers: { 'X-Content-Type-Options': 'nosniff', ...headers }, body };
}

export function speedScriptUrl(version: string): string {
  return `${SPEED_SCRIPT_PATH}?v=${encodeURIComponent(version)}`;
}

/**
 * The speed endpoint, in front of the site handler: answers only its two paths, on any host (a
 * member's own domain included), and null for everything else. No cookie is read or set.
 */
export function createSpeedEndpoint(deps: SpeedEndpointDeps): PublicSiteHandler {
  const decoder = new TextDecoder('utf-8', { fatal: false });
  return async (request: SiteRequest) => {
    const url = new URL(request.url, 'http://site.invalid');
    const method = request.method.toUpperCase();
    if (url.pathname === SPEED_SCRIPT_PATH) {
      if (method !== 'GET' && method !== 'HEAD') return response(405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' });
      const current = url.searchParams.get('v') === deps.scriptVersion;
      return response(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      }, method === 'HEAD' ? '' : deps.script);
    }
    if (url.pathname !== SPEED_ENDPOINT) return null;
    if (method !== 'POST') return response(405, { Allow: 'POST', 'Cache-Control': 'no-store' });
    if (request.body === null || request.body === undefined) return response(413, { 'Cache-Control': 'no-store' });
    try {
      const filed = await deps.record(decoder.decode(request.body));
      return response(filed ? 204 : 400, { 'Cache-Control': 'no-store' });
    } catch (error) {
      deps.logError?.('speed report', error);
      return response(503, { 'Cache-Control': 'no-store' });
    }
  };
}

/** The first handler's answer that is not null, in order. */
export function firstOf(...handlers: readonly PublicSiteHandler[]): PublicSiteHandler {
  return async (request) => {
    for (const handler of handlers) {
      const answer = await handler(request);
      if (answer !== null) return answer;
    }
    return null;
  };
}
