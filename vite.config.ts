import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { siteServerPlugin } from './src/server/vite-site-server.plugin.ts';
import { appShellFallbackPlugin, prerenderPlugin } from './src/ui/prerender/vite-prerender.plugin.ts';
import { hostingHeadersPlugin } from './scripts/lib/hosting-headers.ts';
import { serviceWorkerPlugin } from './src/ui/service-worker/vite-service-worker.plugin.ts';

/**
 * Small core modules the dashboard's first screen needs, which Rolldown would otherwise emit as a
 * dozen chunks under 1 kB each because other routes share them: one chunk instead, so a phone
 * waits for one request, not twelve (each a round trip on a slow network). Every one of them is
 * already part of the first screen, so the group adds nothing to it; their own imports stay where
 * they are (the first load's chunks), so nothing of the first load moves into the group.
 */
const DASHBOARD_CORE = [
  /src[\\/]core[\\/]roles[\\/]roles\.ts$/,
  /src[\\/]core[\\/]plans[\\/](effective-plan|plan-level|subscription-rules|plan-gates)\.ts$/,
  /src[\\/]core[\\/]dashboard[\\/]banner\.ts$/,
  /src[\\/]core[\\/]time[\\/]time\.ts$/,
  /src[\\/]core[\\/]site[\\/]sections[\\/][^\\/]+\.section\.ts$/,
  /src[\\/]core[\\/]site[\\/]sections[\\/](section-definition|section-list)\.ts$/,
  /src[\\/]ui[\\/]components[\\/](error-message|validation-message)\.ts$/,
  /src[\\/]ui[\\/]components[\\/]form-field\.tsx$/,
  /src[\\/]ui[\\/]services[\\/]dashboard-labels\.ts$/,
  /src[\\/]core[\\/]share[\\/]share-outcome\.ts$/,
  /src[\\/]use-cases[\\/]share-site\.ts$/,
  /src[\\/]core[\\/]errors[\\/]error-codes\.ts$/,
  // The session's machine and XState, which the dashboard's frame starts with.
  /src[\\/]core[\\/]auth[\\/]auth-session\.machine\.ts$/,
  /node_modules[\\/](xstate|@xstate[\\/]react|use-isomorphic-layout-effect)[\\/]/,
  /node_modules[\\/]use-sync-external-store[\\/](shim[\\/]with-selector|cjs[\\/]use-sync-external-store-shim[\\/]with-selector)/,
];

/** The same for the app's first load: small modules its entry shares with lazy routes. */
const FIRST_LOAD_CORE = [
  /src[\\/]core[\\/]dashboard[\\/]layout-constants\.ts$/,
  /src[\\/]ui[\\/]i18n[\\/](en|es)[\\/]business-types\.ts$/,
  /src[\\/]core[\\/]validation[\\/](normalize-name|safe-values|image-upload)\.ts$/,
  /src[\\/]core[\\/]site[\\/](list-item-id|site-fields|search-text)\.ts$/,
  /src[\\/]core[\\/]storage[\\/]storage-quota\.ts$/,
  /src[\\/]ui[\\/]services[\\/]services-context\.tsx$/,
  // The frameworks every screen of the app starts with (the marketing pages' own script uses none).
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/,
  /node_modules[\\/]use-sync-external-store[\\/](shim[\\/]index|cjs[\\/]use-sync-external-store-shim\.production)/,
  /src[\\/]ui[\\/]i18n[\\/](i18n|first-load-resources|lazy-namespaces|limit-variables)\.tsx?$/,
  /src[\\/]ui[\\/]i18n[\\/](en|es)[\\/](common|errors|marketing)\.ts$/,
  /src[\\/]ui[\\/]services[\\/]use-language\.ts$/,
  /src[\\/]ui[\\/]services[\\/]use-localized-path\.ts$/,
  /src[\\/]core[\\/]dashboard[\\/]top-navigation\.ts$/,
  // Its stylesheet with it: left out, the stylesheet goes with whichever chunk imports the switch
  // besides, and the first load would import that chunk back for it.
  /src[\\/]ui[\\/]components[\\/]language-switch\.(tsx|css)$/,
  /src[\\/]ui[\\/]features[\\/]marketing[\\/]get-started-link\.tsx$/,
];

/**
 * The dashboard's strings in one language: the namespaces its first screen reads (the app loads
 * them one by one, the shown language's only), one file per language instead of five.
 */
const dashboardStrings = (language: 'en' | 'es') => [new RegExp(`src[\\\\/]ui[\\\\/]i18n[\\\\/]${language}[\\\\/](dashboard|studio|studio-pictures|billing|validation)\\.ts$`)];
const matching = (patterns: readonly RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

export default defineConfig({
  plugins: [react(), hostingHeadersPlugin(), siteServerPlugin(), prerenderPlugin(), appShellFallbackPlugin(), serviceWorkerPlugin()],
  // Firestore's pipeline-only regular-expression engine (see the stub's comment).
  resolve: { alias: { re2js: fileURLToPath(new URL('./src/adapters/firebase/re2js-unused.ts', import.meta.url)) } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // Maps are written for local debugging but never referenced from the bundles, and
  // firebase.json leaves them out of the deployment, so they are never served publicly.
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-load-core', test: matching(FIRST_LOAD_CORE), includeDependenciesRecursively: false },
            { name: 'dashboard-core', test: matching(DASHBOARD_CORE), includeDependenciesRecursively: false },
            { name: 'dashboard-strings-en', test: matching(dashboardStrings('en')), includeDependenciesRecursively: false },
            { name: 'dashboard-strings-es', test: matching(dashboardStrings('es')), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
