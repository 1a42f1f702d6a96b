import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const sandbox = process.env.API_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The bundle report reads this to attribute bytes to routes and templates.
    manifest: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': { target: sandbox, changeOrigin: true } },
  },
});
