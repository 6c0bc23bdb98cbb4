import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const serverOrigin = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: false },
      '/media': { target: serverOrigin, changeOrigin: false },
      '/socket.io': { target: serverOrigin, ws: true },
    },
  },
});
