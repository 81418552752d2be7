/*
 * The only script of a marketing page served as a file (src/ui/prerender): the page's content,
 * header and footer are already in its HTML, so none of the app's code is needed to read it.
 * This wires what is interactive without the app, reports the page's speed, registers the
 * service worker, and, on a page with a form, starts the app when the visitor turns to the form.
 */
import { createPageScriptDeps } from '../app/composition/page-script.composition';
import { startAppSpeedReporting } from '../app/composition/speed.composition';
import { registerServiceWorker } from '../service-worker/register-service-worker';
import { startPageScript } from './page-behaviour';

startPageScript(document, createPageScriptDeps(document));

startAppSpeedReporting(import.meta.env as Record<string, string | undefined>);

// A marketing page has no logger: a worker that cannot register only leaves visits to the network.
registerServiceWorker({ onError: () => undefined });
