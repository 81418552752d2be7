import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/*
 * The response headers of firebase.json's hosting section, applied by `vite preview` too, so
 * the built app is tested locally under the same Content-Security-Policy and security headers
 * as in production. Locally the app talks to the emulators over plain http on 127.0.0.1, so
 * those origins are added and the https upgrade is dropped; nothing else differs.
 *
 * Text is sent gzip-compressed by `vite preview` itself, so what the tests and the bench
 * download is what Hosting sends a browser it serves gzip to. (Hosting may pick Brotli instead;
 * the bench's figures are then on the safe side.)
 */

interface HeaderRule {
  readonly source?: string;
  readonly regex?: string;
  readonly headers: readonly { readonly key: string; readonly value: string }[];
}

const FIREBASE_JSON = new URL('../../firebase.json', import.meta.url);
const LOCAL_ORIGINS = 'http://127.0.0.1:* http://localhost:*';

export function hostingHeaderRules(): readonly HeaderRule[] {
  const config = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as { hosting?: { headers?: HeaderRule[] } };
  return config.hosting?.headers ?? [];
}

function matches(rule: HeaderRule, path: string): boolean {
  if (rule.regex !== undefined) return new RegExp(rule.regex).test(path);
  // Only the catch-all glob is used; any other glob would need a matcher here.
  return rule.source === '**';
}

/** The local version of a production policy: emulator origins allowed, no https upgrade. */
export function localPolicy(csp: string): string {
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && directive !== 'upgrade-insecure-requests')
    .map((directive) => (/^(connect-src|img-src) /.test(directive) ? `${directive} ${LOCAL_ORIGINS}` : directive))
    .join('; ');
}

/** The headers production sends for `path`, made fit for the local stack. */
export function localHeadersFor(path: string, rules: readonly HeaderRule[] = hostingHeaderRules()): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!matches(rule, path)) continue;
    for (const { key, value } of rule.headers) headers[key] = key === 'Content-Security-Policy' ? localPolicy(value) : value;
  }
  return headers;
}

export function hostingHeadersPlugin(): Plugin {
  return {
    name: 'sitio-hosting-headers',
    configurePreviewServer(server) {
      const rules = hostingHeaderRules();
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        // Like Hosting (firebase.json ignores them), the preview never serves source maps.
        if (path.endsWith('.map')) {
          res.statusCode = 404;
          res.end();
          return;
        }
        for (const [key, value] of Object.entries(localHeadersFor(path, rules))) res.setHeader(key, value);
        next();
      });
    },
  };
}
