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
      if (req.url && /^\/(menu|order|track|pay|reservation|unsubscribe)\//.test(req.url)) req.url = '/guest.html';
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
  /*
   * Chunks (no manualChunks: the split follows the imports). The initial JS (index.html's entry and
   * what it imports statically; `tests/load` caps it at 200 KB gzip) is React, the router, the store
   * (RTK Query, sagas), i18next with the shell's English strings, Blueprint's basics and the sign-in
   * layout. Loaded later, each as its own chunk: every page (`page()` in src/routes.tsx) with its areas'
   * strings (`src/i18n/locales/<lng>.<area>.json`), the signed-in layouts and their route guards (router
   * `lazy`), other languages (`<lng>.json`), ECharts, the socket client, icon paths (Blueprint loads
   * them by size), the POS/KDS/checkout slices and sagas (injected by their pages), the toasts' code
   * (app/overlayToaster.ts), the menu pages' guard with the navigation table (app/layout/NavPageGuard),
   * and the operations' paths but the shell's (`operations/routes.session.ts` in shared-events). The
   * app mounts Blueprint's portal and overlays providers, not BlueprintProvider: no screen binds
   * hotkeys, and its hotkeys dialog would be in the initial JS.
   */
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: { input: { main: page('index.html'), guest: page('guest.html') } },
  },
});
