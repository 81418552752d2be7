// A link checker over the production build: from the marketing pages in both languages and the
// Elite demo member's site in both, every address a page links to or loads on this server must
// answer without an error; the marketing pages and the member's pages found on the way are
// crawled in turn. Addresses on other hosts (social networks, a member's own domain) cannot be
// reached offline and are listed apart, not followed.
import { expect, test } from '@playwright/test';
import { LOCALIZED_MARKETING_PATHS, localizedPath } from '../../src/core/dashboard/route-paths';
import { DEMO } from './support/demo-accounts';
import { linksOf } from './support/link-crawl';

const SITE = `/s/${DEMO.elite.uid.slice(0, 7).toLowerCase()}`;
const MAX_PAGES = 400;

test('no page of the marketing site or of a member site links to an address that is broken', async ({ request, baseURL }, testInfo) => {
  // Skipped on the phone project: links are HTTP answers, the same at every window size.
  test.skip(testInfo.project.name === 'mobile', 'the crawl reads HTTP answers only: one window size checks them all');
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const starts = [...(['EN', 'ES'] as const).flatMap((language) => LOCALIZED_MARKETING_PATHS.map((path) => localizedPath(path, language))), `${SITE}/en`, `${SITE}/es`];
  const marketing = new Set(starts.filter((path) => !path.startsWith(SITE)));
  /** Pages whose links are followed: the marketing pages and the member's site. */
  const crawled = (url: URL) => marketing.has(url.pathname) || url.pathname === SITE || url.pathname.startsWith(`${SITE}/`);

  const queue = starts.map((path) => ({ url: `${origin}${path}`, from: '(start)' }));
  const seen = new Set(queue.map((entry) => entry.url));
  const broken: string[] = [];
  const elsewhere = new Set<string>();
  let pages = 0;
  while (queue.length > 0) {
    const { url, from } = queue.shift()!;
    if (url.startsWith('invalid address')) {
      broken.push(`${url} on ${from}`);
      continue;
    }
    const response = await request.get(url, { headers: { accept: 'text/html,*/*' }, maxRedirects: 5, failOnStatusCode: false });
    if (response.status() >= 400) {
      broken.push(`${response.status()} ${url} (linked from ${from})`);
      continue;
    }
    const target = new URL(url);
    if (!crawled(target) || !(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
    pages += 1;
    expect(pages, 'the crawl stays within the marketing and member pages').toBeLessThan(MAX_PAGES);
    for (const link of linksOf(await response.text(), url)) {
      if (!link.startsWith('invalid address') && new URL(link).origin !== origin) {
        elsewhere.add(new URL(link).host);
        continue;
      }
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push({ url: link, from: url.slice(origin.length) });
    }
  }
  console.log(`Link check: ${pages} pages crawled, ${seen.size} addresses on this server checked; not followed (other hosts): ${[...elsewhere].sort().join(', ')}`);
  expect(broken).toEqual([]);
  expect(pages).toBeGreaterThanOrEqual(starts.length);
});
