import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { publicSitePlugin } from './src/public-site/server/vite-public-site.plugin';
import { prerenderPlugin } from './src/ui/prerender/vite-prerender.plugin';
import { serviceWorkerPlugin } from './src/ui/service-worker/vite-service-worker.plugin';

export default defineConfig({
  plugins: [react(), publicSitePlugin(), prerenderPlugin(), serviceWorkerPlugin()],
  // Firestore's pipeline-only regular-expression engine (see the stub's comment).
  resolve: { alias: { re2js: fileURLToPath(new URL('./src/adapters/firebase/re2js-unused.ts', import.meta.url)) } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});
