import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const apiPort = Number(process.env.PORT ?? 3000);
const backend = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': backend, '/track': backend, '/go': backend },
  },
  // manifest: scripts/bundle-size.mjs measures the initial JS from it
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
});
