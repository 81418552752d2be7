// Lighthouse 12 in Debian's Chromium: one browser for the whole run (Lighthouse resets storage
// and cache before each page load), mobile emulation and simulated throttling, performance only.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchLighthouseChrome() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  return {
    /** The figures of one Lighthouse run of `url`. */
    async run(url) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      const scriptBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const documentRequest = requests.find((item) => item.resourceType === 'Document');
      return {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint'),
        fcpMs: audit('first-contentful-paint'),
        ttiMs: audit('interactive'),
        tbtMs: audit('total-blocking-time'),
        scriptTransferBytes: scriptBytes,
        documentTransferBytes: documentRequest?.transferSize ?? null,
        warnings: lhr.runWarnings ?? [],
      };
    },
    close: () => chrome.kill(),
  };
}
