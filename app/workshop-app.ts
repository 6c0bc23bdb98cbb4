import { useEffect } from 'react';

/**
 * The workshop view as an installable app (issue 44). Its service worker (vite-plugin-pwa's
 * Workbox build, vite.config.ts) keeps the app shell and the view's code for an offline start;
 * it is registered from '/xuong' only, with that scope, so no public page ever installs it or
 * loads its registration code. The view's own manifest replaces the site's in the head while it
 * is shown (the server writes it into the HTML of '/xuong' too).
 */
export const WORKSHOP_MANIFEST = '/xuong.webmanifest';
export const WORKSHOP_SERVICE_WORKER = '/sw.js';
export const WORKSHOP_SCOPE = '/xuong';

function useWorkshopManifest() {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]') ?? document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'manifest' }));
    const before = link.getAttribute('href');
    link.setAttribute('href', WORKSHOP_MANIFEST);
    return () => {
      if (before) link.setAttribute('href', before);
      else link.remove();
    };
  }, []);
}

function useWorkshopServiceWorker() {
  useEffect(() => {
    // Development has no built worker; a browser without service workers works online only.
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const register = () =>
      void import('workbox-window')
        .then(({ Workbox }) => {
          if (!cancelled) return new Workbox(WORKSHOP_SERVICE_WORKER, { scope: WORKSHOP_SCOPE }).register();
        })
        // Not installed this time (the connection dropped while it fetched its files, storage refused): the view still works online.
        .catch(() => undefined);
    register();
    // An install cut short by the Wi-Fi is tried again once it is back (for a worker already installed, a check for a new one).
    window.addEventListener('online', register);
    return () => {
      cancelled = true;
      window.removeEventListener('online', register);
    };
  }, []);
}

/** Makes the page the workshop app: its manifest in the head, its service worker registered. */
export function useWorkshopApp() {
  useWorkshopManifest();
  useWorkshopServiceWorker();
}
