/*
 * The MDN HTTP Observatory's published checks of a response's security headers
 * (github.com/mdn/mdn-http-observatory, src/analyzer/tests: csp.js, x-frame-options.js,
 * x-content-type-options.js, referrer-policy.js, strict-transport-security.js), restated for the
 * policies and headers this product sends, so a test can hold them without the network.
 */

/** Sources the Observatory counts as allowing anything. */
const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const INLINE = new Set(["'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(sha256|sha384|sha512|nonce)-/;
/** Where an http: source is passive content (pictures, media) rather than active. */
const PASSIVE = ['img-src', 'media-src'];

export type ObservatoryCspResult =
  | 'csp-implemented-with-no-unsafe-default-src-none'
  | 'csp-implemented-with-no-unsafe'
  | 'csp-implemented-with-unsafe-inline-in-style-src-only'
  | 'csp-implemented-with-insecure-scheme-in-passive-content-only'
  | 'csp-implemented-with-unsafe-eval'
  | 'csp-implemented-with-unsafe-inline'
  | 'csp-implemented-with-insecure-scheme'
  | 'csp-header-invalid'
  | 'csp-not-implemented';

export interface ObservatoryCsp {
  readonly result: ObservatoryCspResult;
  /** Whether the Observatory counts the test as passed (no points lost). */
  readonly pass: boolean;
  readonly antiClickjacking: boolean;
  readonly insecureBaseUri: boolean;
  readonly insecureFormAction: boolean;
  readonly unsafeObjects: boolean;
}

function parse(policy: string): Map<string, Set<string>> | null {
  const directives = new Map<string, Set<string>>();
  for (const part of policy.split(';').map((p) => p.trim()).filter((p) => p !== '')) {
    const [name, ...sources] = part.split(/\s+/);
    const key = name!.toLowerCase();
    // A directive given twice is ignored by browsers after the first; the Observatory warns.
    if (directives.has(key)) return null;
    directives.set(key, new Set(sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s))));
  }
  return directives;
}

/** The Observatory's CSP test of `policy` as sent by a page at an https address. */
export function observatoryCsp(policy: string | undefined): ObservatoryCsp {
  const none = { antiClickjacking: false, insecureBaseUri: true, insecureFormAction: true, unsafeObjects: true };
  if (policy === undefined || policy.trim() === '') return { result: 'csp-not-implemented', pass: false, ...none };
  const csp = parse(policy);
  if (csp === null) return { result: 'csp-header-invalid', pass: false, ...none };
  const all = new Set(['*']);
  const of = (name: string, fallback = true) => new Set(csp.get(name) ?? (fallback ? csp.get('default-src') : undefined) ?? all);
  const script = of('script-src');
  const style = of('style-src');
  const object = of('object-src');
  // A hash or nonce makes browsers ignore 'unsafe-inline' in the same list.
  for (const list of [script, style]) if ([...list].some((s) => HASH_OR_NONCE.test(s))) list.delete("'unsafe-inline'");
  if (script.has("'strict-dynamic'") && [...script].some((s) => HASH_OR_NONCE.test(s))) {
    for (const s of [...script]) if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") script.delete(s);
  } else if (script.has("'strict-dynamic'")) return { result: 'csp-header-invalid', pass: false, ...none };
  const active = [...[...csp].filter(([name]) => !PASSIVE.includes(name) && name !== 'script-src').flatMap(([, list]) => [...list]), ...script];
  const passive = PASSIVE.flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:');
  const defaultNone = csp.get('default-src')?.has("'none'") === true && csp.get('default-src')?.size === 1;
  const result: ObservatoryCspResult =
    [...script].some((s) => BROAD.has(s) || INLINE.has(s)) || [...object].some((s) => BROAD.has(s))
      ? 'csp-implemented-with-unsafe-inline'
      : active.some(insecure)
        ? 'csp-implemented-with-insecure-scheme'
        : script.has("'unsafe-eval'") || style.has("'unsafe-eval'")
          ? 'csp-implemented-with-unsafe-eval'
          : passive.some(insecure)
            ? 'csp-implemented-with-insecure-scheme-in-passive-content-only'
            : [...style].some((s) => BROAD.has(s) || INLINE.has(s))
              ? 'csp-implemented-with-unsafe-inline-in-style-src-only'
              : defaultNone
                ? 'csp-implemented-with-no-unsafe-default-src-none'
                : 'csp-implemented-with-no-unsafe';
  const passing: readonly ObservatoryCspResult[] = ['csp-implemented-with-no-unsafe', 'csp-implemented-with-no-unsafe-default-src-none', 'csp-implemented-with-unsafe-inline-in-style-src-only', 'csp-implemented-with-insecure-scheme-in-passive-content-only'];
  return {
    result,
    pass: passing.includes(result),
    antiClickjacking: ![...of('frame-ancestors', false)].some((s) => BROAD.has(s)),
    insecureBaseUri: [...of('base-uri', false)].some((s) => BROAD.has(s) || INLINE.has(s)),
    insecureFormAction: [...of('form-action', false)].some((s) => BROAD.has(s)),
    unsafeObjects: [...object].some((s) => BROAD.has(s)),
  };
}

/** The Observatory's other header tests that a page's own headers decide; each failing one by name. */
export function observatoryHeaderFailures(headers: Readonly<Record<string, string>>): string[] {
  const get = (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]?.trim();
  const failures: string[] = [];
  if (get('x-content-type-options')?.toLowerCase() !== 'nosniff') failures.push('x-content-type-options');
  const framing = get('x-frame-options')?.toUpperCase();
  if (framing !== 'DENY' && framing !== 'SAMEORIGIN' && !observatoryCsp(get('content-security-policy')).antiClickjacking) failures.push('x-frame-options');
  const referrer = (get('referrer-policy') ?? '').split(',').map((p) => p.trim().toLowerCase()).at(-1);
  if (referrer !== undefined && referrer !== '' && !['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)) failures.push('referrer-policy');
  const maxAge = Number(/max-age=(\d+)/i.exec(get('strict-transport-security') ?? '')?.[1] ?? 0);
  // Six months, the Observatory's least.
  if (maxAge < 15_768_000) failures.push('strict-transport-security');
  if (!observatoryCsp(get('content-security-policy')).pass) failures.push('content-security-policy');
  return failures;
}
