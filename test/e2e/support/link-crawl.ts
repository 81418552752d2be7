/*
 * What a link checker reads of a page: every address the page links to or loads (links,
 * stylesheets, alternates, pictures, scripts, frames), made absolute against the page.
 * Fragments are dropped, and schemes a crawler cannot follow (mailto:, tel:, data:, …) left out.
 */

const ATTRIBUTE = /<(a|link|img|script|iframe|source)\b([^>]*)>/gi;
const VALUE = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');
/** Hints to the browser, not addresses a visitor or crawler follows. */
const HINT_RELS = /\b(preconnect|dns-prefetch)\b/i;

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

function attribute(attributes: string, name: string): string | null {
  const match = VALUE(name).exec(attributes);
  return match === null ? null : decode(match[1] ?? match[2] ?? match[3] ?? '');
}

/** The absolute http(s) addresses `html` (served at `pageUrl`) links to or loads, once each. */
export function linksOf(html: string, pageUrl: string): string[] {
  const found = new Set<string>();
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const [, tag, attributes] of withoutComments.matchAll(ATTRIBUTE)) {
    if (tag!.toLowerCase() === 'link' && HINT_RELS.test(attribute(attributes!, 'rel') ?? '')) continue;
    const sources = [attribute(attributes!, 'href'), attribute(attributes!, 'src'), ...(attribute(attributes!, 'srcset') ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '')];
    for (const source of sources) {
      if (source === null || source === '' || source.startsWith('#')) continue;
      let url: URL;
      try {
        url = new URL(source, pageUrl);
      } catch {
        found.add(`invalid address "${source}"`);
        continue;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      url.hash = '';
      found.add(url.href);
    }
  }
  return [...found];
}
