import type { IncomingMessage, ServerResponse } from 'node:http';
import { nodeMiddleware } from './node-http';
import type { PublicSiteHandler } from './public-site-handler';
import { createAdminPublicSiteHandler } from './public-site-composition';
import { renderNotFound } from '../render/render-not-found';

/*
 * Production entry of the public site: Hosting rewrites /s/** (and every path of a member's
 * own domain) to the function `publicSite` in us-central1. The function body is framework-free
 * so that it stays testable; the deployed module wraps it with firebase-functions:
 *
 *   import { onRequest } from 'firebase-functions/v2/https';
 *   export const publicSite = onRequest({ region: 'us-central1', concurrency: 80 }, publicSiteRequestListener);
 */

let handler: Promise<PublicSiteHandler> | null = null;

export function publicSiteRequestListener(req: IncomingMessage & { rawBody?: Buffer; originalUrl?: string }, res: ServerResponse): void {
  handler ??= createAdminPublicSiteHandler();
  void handler.then((h) =>
    nodeMiddleware(h)(req, res, () => {
      // Hosting only sends site requests here; anything else is not a site.
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(renderNotFound('/'));
    }),
  );
}
