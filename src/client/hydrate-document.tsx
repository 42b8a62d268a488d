import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createFromReadableStream } from 'react-server-dom-webpack/client';
import type { FlightPayload } from '../framework/shared/index';
import {
  callServer,
  recoverFromUncaughtError,
  reloadOnChunkError,
  inlineFlightStream,
  interceptNavigation,
  startLinkPrefetch,
  Router,
  registerServiceWorker,
  setRuntimeHooks,
  reportWebVitals,
} from '../framework/client/index';
import { enableCopyLinks } from './copy-links';
import { echoValues, type FormResult } from '../shared/form-result';
import { mayRecord } from '../shared/permissions-policy';
import { routeHistory } from './stores/route-history';
import { validationErrors } from './stores/validation-errors';
import { nextTask } from './next-task';

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

/**
 * Starts the runtime and hydrates the server-rendered document. Called in the task that
 * evaluated React and the runtime; the inline flight payload is read in a task of its own, and
 * hydration begins in the next (and then runs in slices, see below).
 */
export async function hydrateDocument(): Promise<void> {
  reloadOnChunkError();
  setRuntimeHooks({
    beforeLeave: () => validationErrors.clear(),
    onPageShown: (pathAndQuery) => routeHistory.push(pathAndQuery),
    // A document keeps the Permissions-Policy it was loaded with: a page on the other side of it
    // (the recorder's camera) is loaded in full, and so is any page after it.
    documentTrait: (pathname) => (mayRecord(pathname) ? 'records' : ''),
    // The form's error dialog: the server's message ("Something went wrong!" when empty), with what was typed kept.
    refusedCall: (message, formData): FormResult => ({ status: 'error', message, values: formData ? echoValues(formData) : {} }),
  });
  await nextTask();

  // If the inlined payload cannot be read, the page stays as the server rendered it (links and
  // forms work without JavaScript) and the browser reports the rejection in its console.
  const payload = await createFromReadableStream<FlightPayload>(inlineFlightStream(), { callServer });
  await nextTask();
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
}
