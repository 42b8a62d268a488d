/** The service worker lives at /sw.js with scope /. Registered after load so it never competes with the page. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  const register = () => navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
