import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The bench page, built like the web app (production React, minified) from the app's own sources. */
export default defineConfig({
  root: fileURLToPath(new URL('./harness', import.meta.url)),
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { emptyOutDir: true, chunkSizeWarningLimit: 3000 },
});
