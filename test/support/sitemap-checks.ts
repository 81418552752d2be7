import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/*
 * What a search engine checks of a sitemap: the sitemaps.org 0.9 schema (with the XHTML
 * alternates' own schema, test/fixtures/schemas) through xmllint, and the hreflang rules Google
 * documents, which no schema can state: every address absolute, each page among its own
 * alternates, every alternate naming the same set back (reciprocal), language codes that exist,
 * and one x-default at most, itself a page of the sitemap.
 */

const SCHEMAS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/schemas');
const SCHEMA_FILES = ['sitemap-with-alternates.xsd', 'sitemap-0.9.xsd', 'xhtml-link-alternates.xsd'];
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** xmllint's complaints about `xml` against the sitemaps.org schema and the alternates' schema; [] when valid. */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const [main, ...imported] = SCHEMA_FILES.map((fileName) => ({ fileName, contents: fs.readFileSync(path.join(SCHEMAS, fileName), 'utf8') }));
  const result = await validateXML({ xml: { fileName: 'sitemap.xml', contents: xml }, schema: main!, preload: imported });
  return result.errors.map((error) => error.message.trim());
}

interface Entry {
  readonly loc: string;
  /** hreflang to address, as the entry lists them. */
  readonly alternates: ReadonlyMap<string, string>;
}

function absoluteHttp(address: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.href.startsWith(`${url.protocol}//`) && address === address.trim();
  } catch {
    return false;
  }
}

/** ISO 639-1 language, optionally with a script and a region, as Google reads hreflang; or x-default. */
function validHreflang(code: string): boolean {
  if (code === 'x-default') return true;
  if (!/^[a-z]{2}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/i.test(code)) return false;
  try {
    return Intl.getCanonicalLocales(code).length === 1 && new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code.slice(0, 2)) !== undefined;
  } catch {
    return false;
  }
}

function entriesOf(xml: string): { entries: Entry[]; problems: string[] } {
  // The DOM's own XML parser: tests that use these checks run in the jsdom environment.
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const problems: string[] = [];
  const entries = [...document.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => {
    const loc = url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '';
    const alternates = new Map<string, string>();
    for (const link of url.getElementsByTagNameNS(XHTML_NS, 'link')) {
      const lang = link.getAttribute('hreflang') ?? '';
      if (alternates.has(lang)) problems.push(`${loc}: hreflang ${lang} listed twice`);
      alternates.set(lang, link.getAttribute('href') ?? '');
    }
    return { loc, alternates };
  });
  return { entries, problems };
}

/** Every way `xml` breaks Google's hreflang rules for sitemaps, one line each; [] when it keeps them. */
export function hreflangProblems(xml: string): string[] {
  const { entries, problems } = entriesOf(xml);
  const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
  if (byLoc.size !== entries.length) problems.push('an address is listed twice');
  for (const { loc, alternates } of entries) {
    if (!absoluteHttp(loc)) problems.push(`${loc}: not an absolute address`);
    if (alternates.size === 0) continue;
    if (![...alternates.values()].includes(loc)) problems.push(`${loc}: does not list itself among its alternates`);
    for (const [lang, href] of alternates) {
      if (!validHreflang(lang)) problems.push(`${loc}: hreflang "${lang}" is no language code`);
      if (!absoluteHttp(href)) problems.push(`${loc}: alternate ${lang} "${href}" is not an absolute address`);
      const other = byLoc.get(href);
      if (other === undefined) {
        problems.push(`${loc}: alternate ${lang} ${href} is no page of the sitemap`);
        continue;
      }
      const same = other.alternates.size === alternates.size && [...alternates].every(([l, h]) => other.alternates.get(l) === h);
      if (!same) problems.push(`${loc}: alternate ${lang} ${href} does not name the same alternates back`);
    }
    const languages = [...alternates.keys()].filter((lang) => lang !== 'x-default');
    if (alternates.has('x-default') && languages.length === 0) problems.push(`${loc}: x-default without any language version`);
  }
  return problems;
}
