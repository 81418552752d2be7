import { startSpeedReporting } from '../../../adapters/browser/speed-reporter';
import { SPEED_BEACON_PATH } from '../../../core/speed/sampling';

/**
 * Real-user speed of the app's pages: after the load event (so it never competes with the
 * first paint), a share of visits loads web-vitals and reports the landing page's LCP, INP and
 * CLS to the product's own endpoint. VITE_SPEED_SAMPLE_RATE sets the share (every visit by
 * default, as locally and in tests).
 */
export function startAppSpeedReporting(env: Readonly<Record<string, string | undefined>>): void {
  const raw = Number(env['VITE_SPEED_SAMPLE_RATE'] ?? '1');
  const rate = Number.isFinite(raw) ? raw : 1;
  const start = () => void startSpeedReporting({ endpoint: SPEED_BEACON_PATH, path: location.pathname, rate }, () => import('web-vitals'));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
