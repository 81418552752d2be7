const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

/** Only '#rrggbb': anything else could smuggle CSS (e.g. 'red;}body{...'). */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

export const URL_MAX_LENGTH = 2048;

// C0/C1 controls and any whitespace: browsers silently drop tabs and newlines inside a URL,
// which is how 'java\tscript:' gets past naive checks.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_URL_CHARS = /[\u0000-\u0020\u007F-\u009F\u00A0\u1680\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF\\]/;
const HTTP_PREFIX = /^https?:\/\//i;

/**
 * The link as it should be stored (the parser's canonical href) when it is a plain http(s)
 * link, else null. Anything that is not explicitly http or https is refused: javascript:,
 * data:, vbscript:, protocol-relative '//host', links with credentials or without a host.
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > URL_MAX_LENGTH) return null;
  if (FORBIDDEN_URL_CHARS.test(trimmed) || !HTTP_PREFIX.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.href;
}

export function isSafeHttpUrl(value: unknown): boolean {
  return safeHttpUrl(value) !== null;
}
