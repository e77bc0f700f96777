/// <reference types="vite-plugin-pwa/client" />

let asked = false;

/**
 * Registers the service worker (built by vite-plugin-pwa, see vite.config.ts) once a person has
 * signed in and the page is idle: it then precaches the field pages in the background, and a
 * first visit's own load does not wait for it. A new version's worker takes over when every tab of
 * the app has closed, never in the middle of someone's work. Production builds only (the
 * development server has no worker).
 */
export function registerServiceWorkerWhenIdle(): void {
  if (asked || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  asked = true;
  const register = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 10_000 });
  else setTimeout(register, 2_000);
}
