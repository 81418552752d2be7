import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostingHeaderRules, localHeadersFor, localPolicy } from '../../scripts/lib/hosting-headers';
import viteConfig from '../../vite.config';
import { dashboardScript, guardScript } from '../../src/ui/prerender/prerender-guard';

const production = (path: string) => {
  const headers: Record<string, string> = {};
  for (const rule of hostingHeaderRules()) {
    const applies = rule.regex !== undefined ? new RegExp(rule.regex).test(path) : rule.source === '**';
    if (applies) for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
};

const APP_PATHS = ['/', '/examples', '/pricing', '/entrar', '/setup', '/settings', '/dashboard', '/dashboard/admin', '/dashboard/website-studio/name', '/assets/index-abc.js'];

describe('Hosting security headers (firebase.json)', () => {
  it.each(APP_PATHS)('the app at %s cannot be framed and gets every security header', (path) => {
    const headers = production(path);
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{7,}/);
  });

  it("leaves members' sites (/s/…) to the site server's own policy", () => {
    const headers = production('/s/sol1234');
    expect(headers['Content-Security-Policy']).toBeUndefined();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Strict-Transport-Security']).toBeDefined();
  });

  it("allows no script but the bundles, the prerender guard and the dashboard script (by their hashes)", () => {
    const csp = production('/')['Content-Security-Policy'] ?? '';
    const hash = (script: string) => `'sha256-${createHash('sha256').update(/<script>(.*)<\/script>/s.exec(script)?.[1] ?? '').digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    // WebAssembly may be compiled (the studio's HEIC converter), never a string evaluated.
    expect(scriptSrc.split(' ').sort()).toEqual(["'self'", "'wasm-unsafe-eval'", hash(guardScript()), hash(dashboardScript())].sort());
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
  });

  it('lets no <base> move where relative addresses lead, but the studio and examples frames\' about:srcdoc', () => {
    // A srcdoc frame inherits the app's policy; its <base href="about:srcdoc"> keeps a site's
    // own menu inside the frame (src/public-site/render/frame-document.ts).
    for (const path of APP_PATHS) expect(production(path)['Content-Security-Policy']).toMatch(/(^|; )base-uri about:(;|$)/);
    expect(localHeadersFor('/entrar')['Content-Security-Policy']).toContain('base-uri about:');
  });

  it('the local preview sends the same policy, opened only to the emulators on this machine', () => {
    const local = localHeadersFor('/dashboard');
    const csp = local['Content-Security-Policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:\*/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(localPolicy("default-src 'self'; upgrade-insecure-requests")).toBe("default-src 'self'");
  });
});

describe('source maps', () => {
  it('are built hidden (no sourceMappingURL in the bundles) and left out of the deployment', () => {
    expect(viteConfig.build?.sourcemap).toBe('hidden');
    const hosting = (JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as { hosting: { ignore: string[] } }).hosting;
    expect(hosting.ignore).toContain('**/*.map');
  });
});
