// Lighthouse's accessibility, best-practices and SEO categories on a list of pages, one run each:
// these audits check what the page is (its markup, headers, console, links), not how fast it
// loads, so a single run gives the figure. Each language is audited in a browser of its own (a
// Spanish page keeps Spanish on the device, which would send English pages after it to their
// Spanish addresses).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse-runner.mjs';

export const AUDIT_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

/** The audits that lost points on a page: id and title, with the first items Lighthouse names. */
function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items = (audit.details?.items ?? []).slice(0, 3).map((item) => item.node?.snippet ?? item.url ?? item.source?.url ?? item.description ?? JSON.stringify(item).slice(0, 120));
      return `${audit.id}${items.length ? ` [${items.join(' | ')}]` : ''}`;
    });
}

/** One Lighthouse run of `url` in the browser on `port`: each category's score and what failed. */
async function auditPage(port, url) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: AUDIT_CATEGORIES });
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  return Object.fromEntries(
    AUDIT_CATEGORIES.map((category) => [category, { score: Math.round((lhr.categories[category].score ?? 0) * 100), failed: failedAudits(lhr, category) }]),
  );
}

/** Audits `urls` (grouped by `groupOf`, one browser per group), in order; `log` reports each. */
export async function auditPages(urls, { groupOf = () => 'all', log = () => {} } = {}) {
  const groups = new Map();
  for (const url of urls) groups.set(groupOf(url), [...(groups.get(groupOf(url)) ?? []), url]);
  const results = new Map();
  for (const group of groups.values()) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      for (const url of group) {
        const result = await auditPage(chrome.port, url);
        results.set(url, result);
        log(`  ${new URL(url).pathname}: ${AUDIT_CATEGORIES.map((category) => `${category} ${result[category].score}`).join(', ')}${AUDIT_CATEGORIES.flatMap((c) => result[c].failed).map((f) => `\n      ${f}`).join('')}`);
      }
    } finally {
      chrome.kill();
    }
  }
  return urls.map((url) => ({ url, ...results.get(url) }));
}
