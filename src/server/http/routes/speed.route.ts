import type { HostRoute } from '../route-context';
import type { SiteResponse } from '../site-http';
import { scriptFile } from '../site-http';

function status(code: number): SiteResponse {
  return { status: code, headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' }, body: '' };
}

/** GET /s/_speed.js: the members' sites' speed beacon; `?v=` names its version, so it may be cached for good. */
export const speedScriptRoute: HostRoute = async (request, ctx, query) => scriptFile(request, ctx.scripts.speed.script, query.get('v') === ctx.scripts.speed.version);

/** POST of a page's Core Web Vitals, from the app's pages and members' sites. No cookie is read or set. */
export const speedReportRoute: HostRoute = async (request, ctx) => {
  if (request.body === null || request.body === undefined) return status(413);
  try {
    const filed = await ctx.useCases.recordSpeedReport.execute(new TextDecoder('utf-8', { fatal: false }).decode(request.body));
    return status(filed ? 204 : 400);
  } catch (error) {
    // Logged, so a beacon is never silently lost on our side.
    ctx.logError('speed report', error);
    return status(503);
  }
};

/** GET /s/_portal-push.js: the customers' portal's push script (portal-push.entry.ts). */
export const portalPushScriptRoute: HostRoute = async (request, ctx, query) => scriptFile(request, ctx.scripts.portalPush.script, query.get('v') === ctx.scripts.portalPush.version);
