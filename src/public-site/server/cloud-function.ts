import type { IncomingMessage, ServerResponse } from 'node:http';
import { onRequest } from 'firebase-functions/v2/https';
import { forwardedAddress, nodeMiddleware } from './node-http';
import type { PublicSiteHandler } from './public-site-handler';
import { createAdminPublicSiteHandler } from './public-site-composition';
import { renderNotFound } from '../render/render-not-found';

/*
 * Production entry of the public site: Hosting rewrites /s/** to the function `publicSite` in
 * us-central1 (firebase.json). scripts/build-functions.mjs bundles this module into .functions/,
 * the folder `firebase deploy` uploads. The listener is framework-free so that it stays testable.
 */

let handler: Promise<PublicSiteHandler> | null = null;

/*
 * Hosting's CDN appends the visitor's address to X-Forwarded-For and Google's front end then
 * appends the CDN's: the visitor is one hop from the end. SITIO_TRUSTED_PROXY_HOPS changes it
 * for another proxy chain (docs/security.md, view counts).
 */
const trustedHops = Number.parseInt(process.env['SITIO_TRUSTED_PROXY_HOPS'] ?? '1', 10);
const clientAddress = forwardedAddress(Number.isInteger(trustedHops) && trustedHops >= 0 ? trustedHops : 1);

export function publicSiteRequestListener(req: IncomingMessage & { rawBody?: Buffer; originalUrl?: string }, res: ServerResponse): void {
  handler ??= createAdminPublicSiteHandler();
  void handler.then((h) =>
    nodeMiddleware(h, clientAddress)(req, res, () => {
      // Hosting only sends site requests here; anything else is not a site.
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(renderNotFound('/'));
    }),
  );
}

/** Spec section 7: functions run in us-central1. One instance serves many visitors at once. */
export const publicSite = onRequest({ region: 'us-central1', concurrency: 80, memory: '256MiB' }, publicSiteRequestListener);
