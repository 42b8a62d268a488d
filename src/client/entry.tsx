import './styles/app.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createFromReadableStream } from 'react-server-dom-webpack/client';
import type { FlightPayload } from '../shared/flight-payload';
import { callServer } from './runtime/call-server';
import { recoverFromUncaughtError, reloadOnChunkError } from './runtime/chunk-errors';
import { inlineFlightStream } from './runtime/flight-stream';
import { interceptNavigation } from './runtime/intercept';
import { startLinkPrefetch } from './runtime/prefetch';
import { Router } from './runtime/router';
import { registerServiceWorker } from './runtime/service-worker';
import { routeHistory } from './stores/route-history';
import { reportWebVitals } from './runtime/vitals';

reloadOnChunkError();

createFromReadableStream<FlightPayload>(inlineFlightStream(), { callServer }).then((payload) => {
  hydrateRoot(
    document,
    <StrictMode>
      <Router initial={payload} />
    </StrictMode>,
    { formState: (payload.formState ?? null) as never, onUncaughtError: recoverFromUncaughtError },
  );
  routeHistory.push(location.pathname + location.search);
  interceptNavigation();
  startLinkPrefetch();
  registerServiceWorker();
  reportWebVitals();
});
