import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createFromReadableStream } from 'react-server-dom-webpack/client';
import type { FlightPayload } from '../shared/flight-payload';
import { callServer } from './runtime/call-server';
import { recoverFromUncaughtError, reloadOnChunkError } from './runtime/chunk-errors';
import { inlineFlightStream } from './runtime/flight-stream';
import { enableCopyLinks } from './runtime/copy-links';
import { interceptNavigation } from './runtime/intercept';
import { startLinkPrefetch } from './runtime/prefetch';
import { Router } from './runtime/router';
import { registerServiceWorker } from './runtime/service-worker';
import { routeHistory } from './stores/route-history';
import { reportWebVitals } from './runtime/vitals';

reloadOnChunkError();

/** What needs the hydrated page: client navigation, prefetching, the service worker, vitals. */
function whenHydrated(): void {
  routeHistory.push(location.pathname + location.search);
  enableCopyLinks();
  interceptNavigation();
  startLinkPrefetch();
  registerServiceWorker();
  reportWebVitals();
  document.documentElement.dataset.hydrated = '';
}

// Not awaited: if the inlined payload cannot be read, the page stays as the server rendered it
// (links and forms work without JavaScript) and the browser reports the rejection in its console.
void createFromReadableStream<FlightPayload>(inlineFlightStream(), { callServer }).then((payload) => {
  // As a transition, hydration runs in slices that yield to the browser every few milliseconds
  // (the default lane hydrates the whole document in one long task: 400 ms and more on a
  // throttled phone). The page is already visible and its forms work meanwhile; an event on the
  // page before it is hydrated makes React finish hydrating first and then replay it.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Router initial={payload} onHydrated={whenHydrated} />
      </StrictMode>,
      { formState: (payload.formState ?? null) as never, onUncaughtError: recoverFromUncaughtError },
    );
  });
});
