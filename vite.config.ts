import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the Fastify server runs during development (`npm run dev`). */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * The browser client: sources and public assets under src/client, built to <repo>/dist/client,
 * which the server serves (index.html for every client route). In development Vite serves the
 * client and forwards the API and the embedded identity provider to the server.
 */
export default defineConfig({
  // Absolute, so the build works from any working directory.
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // The charts chunk is large by nature and loaded lazily; warn only above it.
    chunkSizeWarningLimit: 1600,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/oidc': { target: API_TARGET, changeOrigin: false },
    },
  },
});
