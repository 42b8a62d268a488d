// The framework's surface in the browser: the product's entry starts the runtime with these,
// and its islands listen to navigation and page updates through them.
export { setRuntimeHooks, type RuntimeHooks } from './runtime-hooks';
export { Router } from './router';
export { callServer } from './call-server';
export { inlineFlightStream } from './flight-stream';
export { interceptNavigation } from './intercept';
export { startLinkPrefetch } from './prefetch';
export { recoverFromUncaughtError, reloadOnChunkError } from './chunk-errors';
export { registerServiceWorker } from './service-worker';
export { reportWebVitals } from './vitals';
export { onNavigation } from './navigation-events';
export { pageUpdates } from './page-updates';
