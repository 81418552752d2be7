import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { publicSitePlugin } from './src/public-site/server/vite-public-site.plugin';
import { prerenderPlugin } from './src/ui/prerender/vite-prerender.plugin';
import { hostingHeadersPlugin } from './scripts/lib/hosting-headers';

export default defineConfig({
  plugins: [react(), hostingHeadersPlugin(), publicSitePlugin(), prerenderPlugin()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // Maps are written for local debugging but never referenced from the bundles, and
  // firebase.json leaves them out of the deployment, so they are never served publicly.
  build: { target: 'es2022', sourcemap: 'hidden' },
});
