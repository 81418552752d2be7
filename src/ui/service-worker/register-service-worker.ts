/**
 * Repeat and offline visits open from the device (service-worker-script.ts). Registered after the
 * page has loaded, so installing it never competes with the first visit's own requests. Used by
 * the app (src/ui/main.tsx) and by the marketing pages' script (src/ui/prerender/page-script.ts).
 */
export function registerServiceWorkerAfterLoad(onError: (error: unknown) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(onError);
  });
}
