/**
 * Vite config for the web app. `vite build web` runs from the repository root, so the root is this
 * folder and the output web/dist, which the server serves. In dev the API paths go to the server.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';
const apiPaths = ['/api', '/auth', '/configurator'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No public source maps: production serves only what the browser runs.
    sourcemap: false,
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
});
