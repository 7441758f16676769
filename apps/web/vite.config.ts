import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:8080';

/**
 * The version banner compares this with the server's `/version`. Both sides take FLEETDESK_VERSION
 * when it is set (releases, e2e), else the root package's version.
 */
function appVersion(): string {
  if (process.env.FLEETDESK_VERSION) return process.env.FLEETDESK_VERSION;
  const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  return String(rootPackage.version ?? '0.0.0');
}

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(appVersion()) },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
});
