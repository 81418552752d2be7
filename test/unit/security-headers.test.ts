// The security headers every kind of page is sent with, held to two validators written outside
// this project: Google's CSP Evaluator (the csp_evaluator library its site runs, default checks,
// CSP 3) and the MDN HTTP Observatory's header tests (test/support/observatory-csp.ts).
import { createHash } from 'node:crypto';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { describe, expect, it } from 'vitest';
import { hostingHeaderRules } from '../../scripts/lib/hosting-headers';
import { publicSiteModel } from '../../src/core/site/public-site-model';
import { normalizeSiteContent } from '../../src/core/site/site-content';
import { DEMO_MEMBER, DEMO_SITE_DOCUMENTS } from '../../src/public-site/demo/demo-site';
import { PageResponses } from '../../src/server/http/page-response';
import type { SiteAddress } from '../../src/server/http/site-address';
import { observatoryCsp, observatoryHeaderFailures } from '../support/observatory-csp';

/** What Hosting sends for `path` by firebase.json's rules. */
function hosting(path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of hostingHeaderRules()) {
    const applies = rule.regex !== undefined ? new RegExp(rule.regex).test(path) : rule.source === '**';
    if (applies) for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

const responses = new PageResponses({ appDomainSuffix: '.sitio.app', extraImageOrigins: [] }, { sha256Base64: (text) => createHash('sha256').update(text).digest('base64') });
const model = publicSiteModel(DEMO_MEMBER, normalizeSiteContent(DEMO_SITE_DOCUMENTS), 'Elite');
const address = { pathLanguage: 'EN', siteBase: '/s/sol1234' } as SiteAddress;
const memberPage = (files: 'none' | 'speed' | 'portal-push', inlineScript: string | null) => ({ ...hosting('/s/sol1234'), ...responses.page(model, { html: '<!doctype html>', inlineScript }, 200, 'no-store', files, address, false).headers });

/** Every kind of page, with the headers it is sent with in production (Hosting's and the site server's). */
const PAGES: Readonly<Record<string, Record<string, string>>> = {
  'a marketing page': hosting('/es/pricing'),
  'the dashboard': hosting('/dashboard/forms'),
  "an app address that is no page (Hosting's 404.html)": hosting('/no-such-page'),
  "a member's page with its inline script": memberPage('none', 'document.documentElement.className="js"'),
  "a member's page without scripts": memberPage('none', null),
  "a member's page with the speed beacon": memberPage('speed', 'x()'),
  "the portal with push (Elite)": memberPage('portal-push', 'x()'),
  "a member's address that is no site": { ...hosting('/s/nobody'), ...responses.notFound().headers },
};

/** CSP Evaluator's findings for `policy`, as "severity directive value". */
function evaluatorFindings(policy: string): { severity: number; text: string }[] {
  return new CspEvaluator(new CspParser(policy).csp).evaluate().map((f) => ({ severity: f.severity, text: `${Severity[f.severity]} ${f.directive} ${f.value ?? ''}`.trim() }));
}

/*
 * The one finding left is CSP Evaluator's "'self' can be problematic if you host JSONP, AngularJS
 * or user uploaded files" (a possible medium): the app's and the sites' origin serves none of
 * these (uploads live on Firebase Storage, another origin), so it does not apply.
 */
const DOES_NOT_APPLY = ["MEDIUM_MAYBE script-src 'self'"];

describe('Content-Security-Policy, by Google\'s CSP Evaluator', () => {
  for (const [name, headers] of Object.entries(PAGES)) {
    it(`${name}: no finding but the one that does not apply here`, () => {
      const policy = headers['Content-Security-Policy'];
      expect(policy, name).toBeDefined();
      const findings = evaluatorFindings(policy!).filter((f) => !DOES_NOT_APPLY.includes(f.text));
      expect(findings.map((f) => f.text)).toEqual([]);
    });
  }

  it('finds what a weakened policy would let through', () => {
    const texts = (policy: string) => evaluatorFindings(policy).map((f) => f.text);
    expect(texts("default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'")).toContain("HIGH script-src 'unsafe-inline'");
    expect(texts("default-src 'none'; script-src 'self' https:; base-uri 'none'")).toContain('HIGH script-src https:');
    expect(texts("script-src 'self'").map((t) => t.split(' ').slice(0, 2).join(' '))).toContain('HIGH object-src');
  });
});

describe("the MDN HTTP Observatory's header tests", () => {
  for (const [name, headers] of Object.entries(PAGES)) {
    it(`${name}: every test passed; framing refused by the policy; no broad base, form target or plugin`, () => {
      expect(observatoryHeaderFailures(headers)).toEqual([]);
      const csp = observatoryCsp(headers['Content-Security-Policy']);
      // Inline styles (the pages' own style attributes) are the most the policies allow.
      expect(['csp-implemented-with-no-unsafe-default-src-none', 'csp-implemented-with-unsafe-inline-in-style-src-only']).toContain(csp.result);
      expect(csp).toMatchObject({ antiClickjacking: true, insecureBaseUri: false, insecureFormAction: false, unsafeObjects: false });
    });
  }

  it('fails the headers a weakened response would send', () => {
    const good = PAGES['a marketing page']!;
    expect(observatoryHeaderFailures({ ...good, 'X-Content-Type-Options': '' })).toEqual(['x-content-type-options']);
    expect(observatoryHeaderFailures({ ...good, 'Strict-Transport-Security': 'max-age=86400' })).toEqual(['strict-transport-security']);
    expect(observatoryHeaderFailures({ ...good, 'Referrer-Policy': 'unsafe-url' })).toEqual(['referrer-policy']);
    expect(observatoryCsp("default-src 'self'; script-src 'self' 'unsafe-inline'").result).toBe('csp-implemented-with-unsafe-inline');
    expect(observatoryCsp("default-src 'self'; script-src 'self' 'sha256-abc=' 'unsafe-inline'").result).toBe('csp-implemented-with-no-unsafe');
    expect(observatoryCsp("default-src 'none'; img-src http://cdn.example").result).toBe('csp-implemented-with-insecure-scheme-in-passive-content-only');
    expect(observatoryCsp("default-src 'none'; frame-ancestors *").antiClickjacking).toBe(false);
    expect(observatoryCsp(undefined).result).toBe('csp-not-implemented');
  });
});
