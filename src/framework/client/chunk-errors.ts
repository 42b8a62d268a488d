import { isChunkLoadError, shouldReloadForChunkError } from './chunk-reload-guard';
import { navigationTarget } from './router';

/**
 * A new deploy removed a chunk the page wanted. During a client navigation, the page asked
 * for is loaded in full (the visitor clicked once; the old page's URL would lose their way).
 * Otherwise the page reloads once (at most every 60 s, so a chunk that is really broken
 * cannot loop).
 */
export function reloadOnChunkError(): void {
  const handle = (error: unknown) => {
    if (!isChunkLoadError(error)) return;
    const target = navigationTarget();
    if (target) location.assign(target);
    else if (shouldReloadForChunkError(sessionStorage, Date.now())) location.reload();
  };
  window.addEventListener('error', (event) => handle(event.error));
  window.addEventListener('unhandledrejection', (event) => handle(event.reason));
}

/**
 * React's last word on an error no boundary caught (it unmounts the page). If it happened
 * while a navigation was rendering its new page, that page is loaded in full instead of
 * leaving a blank screen.
 */
export function recoverFromUncaughtError(error: unknown): void {
  const target = navigationTarget();
  if (target) return void location.assign(target);
  if (isChunkLoadError(error) && shouldReloadForChunkError(sessionStorage, Date.now())) location.reload();
  console.error(error);
}
