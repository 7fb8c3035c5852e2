import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reloadOnStaleBuild } from './app/staleBuild';
import { readAgainWhenWorkerTakesOver } from './app/workerTakeover';

// The service worker keeps the shell, the menu and the floor on the device (production builds only:
// the dev server's modules are not cached).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  readAgainWhenWorkerTakesOver(navigator.serviceWorker);
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}

reloadOnStaleBuild();
// The toasts' code is a chunk of its own (app/toaster.ts): fetched once the page has loaded, so that
// a toast shown later without the network finds it (the service worker keeps it).
window.addEventListener('load', () => void import('./app/overlayToaster').catch(() => undefined));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
