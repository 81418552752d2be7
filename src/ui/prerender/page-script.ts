/*
 * The only script of a marketing page served as a file (src/ui/prerender): the page's content,
 * header and footer are already in its HTML, so none of the app's code is needed to read it.
 * This wires what is interactive without the app, reports the page's speed, registers the
 * service worker, and, on a page with a form, starts the app when the visitor turns to the form.
 */
import { createPageScriptDeps } from '../app/composition/page-script.composition';
import { startAppSpeedReporting } from '../app/composition/speed.composition';
import { startPageScript } from './page-behaviour';

startPageScript(document, createPageScriptDeps(document));

startAppSpeedReporting(import.meta.env as Record<string, string | undefined>);

// Repeat and offline visits open from the device (src/ui/service-worker). Registered after the
// page has loaded, so installing it never competes with the first visit's own requests.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
