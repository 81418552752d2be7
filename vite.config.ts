import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { siteServerPlugin } from './src/server/vite-site-server.plugin.ts';
import { appShellFallbackPlugin, prerenderPlugin } from './src/ui/prerender/vite-prerender.plugin.ts';
import { hostingHeadersPlugin } from './scripts/lib/hosting-headers.ts';
import { serviceWorkerPlugin } from './src/ui/service-worker/vite-service-worker.plugin.ts';

export default defineConfig({
  plugins: [react(), hostingHeadersPlugin(), siteServerPlugin(), prerenderPlugin(), appShellFallbackPlugin(), serviceWorkerPlugin()],
  // Firestore's pipeline-only regular-expression engine (see the stub's comment).
  resolve: { alias: { re2js: fileURLToPath(new URL('./src/adapters/firebase/re2js-unused.ts', import.meta.url)) } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // Maps are written for local debugging but never referenced from the bundles, and
  // firebase.json leaves them out of the deployment, so they are never served publicly.
  build: { target: 'es2022', sourcemap: 'hidden' },
});
