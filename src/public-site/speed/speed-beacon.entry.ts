import { onCLS, onINP, onLCP } from 'web-vitals';
import { startSpeedReporting } from '../../adapters/browser/speed-reporter';

/*
 * The script a member's public page adds once it has loaded (speedLoaderScript in
 * src/public-site/render/site-html.ts) to report its Core Web Vitals. Its <script> element's data
 * attributes say where to send, under which route and at which rate.
 * Bundled into speed-beacon.generated.ts by scripts/build-speed-beacon.mjs.
 */
const tag = document.currentScript;
const data = tag instanceof HTMLScriptElement ? tag.dataset : {};
void startSpeedReporting(
  { endpoint: data['endpoint'] ?? '/s/_speed', path: data['route'] ?? location.pathname, rate: Number(data['rate'] ?? '1') },
  () => Promise.resolve({ onCLS, onINP, onLCP }),
);
