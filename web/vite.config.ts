import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** In development, guests' paths get the guest page, as the API serves it in production. */
const guestPages: Plugin = {
  name: 'guest-pages',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/(menu|order|track|pay)\//.test(req.url)) req.url = '/guest.html';
      next();
    });
  },
};

export default defineConfig({
  plugins: [react(), guestPages],
  server: {
    proxy: {
      '/api': api,
      '/jwt': api,
      '/uploads': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500, rollupOptions: { input: { main: page('index.html'), guest: page('guest.html') } } },
});
