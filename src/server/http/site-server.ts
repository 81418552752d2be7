import type { RouteContext } from './route-context';
import { HOST_ROUTES, SITE_ROUTES, allowHeader, allows } from './route-table';
import { siteAddressOf } from './site-address';
import type { SiteHandler, SiteRequest, SiteResponse } from './site-http';
import { empty, html } from './site-http';

const UNAVAILABLE = '<!doctype html><html><head><meta charset="utf-8"><title>503</title></head><body><p>Service unavailable. Servicio no disponible.</p></body></html>';

async function hostRoute(request: SiteRequest, ctx: RouteContext): Promise<SiteResponse | null> {
  const url = new URL(request.url, 'http://site.invalid');
  const entry = HOST_ROUTES.find((e) => e.path === url.pathname);
  if (entry === undefined) return null;
  if (!allows(entry.method, request.method.toUpperCase())) return { status: 405, headers: { 'X-Content-Type-Options': 'nosniff', Allow: allowHeader(entry.method), 'Cache-Control': 'no-store' }, body: '' };
  return entry.route(request, ctx, url.searchParams);
}

async function siteRoute(request: SiteRequest, ctx: RouteContext): Promise<SiteResponse | null> {
  const address = siteAddressOf(request, ctx.pages.settings.appDomainSuffix);
  if (address === null) return null;
  try {
    if (!address.valid) return ctx.pages.notFound();
    for (const entry of SITE_ROUTES) {
      const match = entry.path.exec(address.rest);
      if (match === null || (entry.languageFree === true && address.pathLanguage !== null)) continue;
      if (!allows(entry.method, request.method.toUpperCase())) return empty(405, { Allow: allowHeader(entry.method) });
      return await entry.route(request, address, ctx, match.slice(1));
    }
    return ctx.pages.notFound();
  } catch (error) {
    ctx.logError(`public site ${address.username}`, error);
    return html(503, UNAVAILABLE, 'no-store', { 'Retry-After': '30' });
  }
}

/**
 * The server's HTTP side: the scripts and the speed endpoint any host may ask for, then members'
 * sites by their route table. Null for anything else (the app's own pages). A HEAD is answered as
 * its GET, without the body.
 */
export function createSiteServer(ctx: RouteContext): SiteHandler {
  return async (request) => {
    const response = (await hostRoute(request, ctx)) ?? (await siteRoute(request, ctx));
    if (response === null) return null;
    return request.method.toUpperCase() === 'HEAD' ? { ...response, body: '' } : response;
  };
}
