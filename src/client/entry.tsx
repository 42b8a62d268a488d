import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createFromReadableStream } from 'react-server-dom-webpack/client';
import type { FlightPayload } from '../framework/shared/flight-payload';
import { callServer } from '../framework/client/call-server';
import { recoverFromUncaughtError, reloadOnChunkError } from '../framework/client/chunk-errors';
import { inlineFlightStream } from '../framework/client/flight-stream';
import { enableCopyLinks } from '../framework/client/copy-links';
import { interceptNavigation } from '../framework/client/intercept';
import { startLinkPrefetch } from '../framework/client/prefetch';
import { Router } from '../framework/client/router';
import { registerServiceWorker } from '../framework/client/service-worker';
import { routeHistory } from './stores/route-history';
import { reportWebVitals } from '../framework/client/vitals';

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

createFromReadableStream<FlightPayload>(inlineFlightStream(), { callServer }).then((payload) => {
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
