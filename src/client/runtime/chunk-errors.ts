import { isChunkLoadError, shouldReloadForChunkError } from '../chunk-reload-guard';

/** A new deploy removed the chunk this page wanted: reload once (at most every 60 s). */
export function reloadOnChunkError(): void {
  const handle = (error: unknown) => {
    if (isChunkLoadError(error) && shouldReloadForChunkError(sessionStorage, Date.now())) location.reload();
  };
  window.addEventListener('error', (event) => handle(event.error));
  window.addEventListener('unhandledrejection', (event) => handle(event.reason));
}
