/**
 * After the app has loaded this long without its backend (a page that never needs it), the service
 * worker is registered all the same.
 */
export const SERVICE_WORKER_BACKSTOP_MS = 10_000;
/** The longest the registration waits for an idle moment once it may start. */
const IDLE_TIMEOUT_MS = 5_000;

interface Registration {
  /** Resolves when the page's own work is done: the app's backend loaded, say. Default: the load event. */
  readonly after?: Promise<unknown>;
  readonly onError: (error: unknown) => void;
}

const loaded = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

const idle = (): Promise<void> =>
  new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });

/**
 * Repeat and offline visits open from the device (service-worker-script.ts). Installing the worker
 * fetches every file of the app, so it waits for the page's load event, then for what the page
 * still needs (`after`: the dashboard's backend, which comes after its first screen), then for an
 * idle moment: on a phone it takes neither bandwidth nor the CPU from the first screen and the
 * member's data. Used by the app (src/ui/main.tsx) and by the marketing pages' script
 * (src/ui/prerender/page-script.ts).
 */
export function registerServiceWorker({ after, onError }: Registration): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void loaded()
    .then(() => after)
    .then(idle)
    .then(() => navigator.serviceWorker.register('/sw.js'))
    .catch(onError);
}
