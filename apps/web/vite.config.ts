import { buildDescriptor, newBuildId } from '@playfront/core/build';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const sandbox = process.env.API_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;

const buildId = newBuildId();

export default defineConfig({
  plugins: [react(), buildDescriptor(buildId)],
  // The running build knows its id, so the hourly check spots a newer deploy at once.
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
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
