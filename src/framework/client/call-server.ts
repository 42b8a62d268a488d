import { startTransition } from 'react';
import { createFromFetch, createTemporaryReferenceSet, encodeReply } from 'react-server-dom-webpack/client';
import { ACTION_HEADER, REDIRECT_HEADER, type FlightPayload } from '../shared/flight-payload';
import { clearPrefetched } from './prefetch';
import { pageUpdates } from './page-updates';
import { runtimeHooks } from './runtime-hooks';

/** Runs a server function: posts to the current page, swaps in the page the server re-rendered. */
export async function callServer(id: string, args: unknown[]): Promise<unknown> {
  runtimeHooks().beforeLeave();
  const temporaryReferences = createTemporaryReferenceSet();
  const body = await encodeReply(args, { temporaryReferences });
  const response = await fetch(`${location.pathname}${location.search}`, {
    method: 'POST',
    headers: { Accept: 'text/x-component', [ACTION_HEADER]: id },
    body,
  });
  clearPrefetched();
  const redirectTo = response.headers.get(REDIRECT_HEADER);
  if (redirectTo) {
    if (redirectTo.startsWith('/') && !redirectTo.startsWith('//')) await pageUpdates().navigate(redirectTo, 'push');
    else location.assign(redirectTo);
    return undefined;
  }
  // Refused before it ran (another origin, too large, a server error): the form shows the
  // error dialog ("Oops..." with the server's message, or "Something went wrong!") and the page
  // stays. Thrown, the error would unmount the whole page and leave it white.
  if (!response.ok) return refusedResult(response, args);
  // Anything but a payload (a proxy's or login page's HTML after a redirect): show it as a page.
  if (!response.headers.get('content-type')?.startsWith('text/x-component')) {
    location.assign(response.url);
    return undefined;
  }
  const payload = await createFromFetch<FlightPayload>(Promise.resolve(response), { callServer, temporaryReferences });
  startTransition(() => pageUpdates().show(payload));
  return payload.returnValue;
}

/**
 * A form's error result from a refused call: the server's short plain-text message if it sent
 * one (empty when it sent none or a long one), shaped by the product (RuntimeHooks.refusedCall).
 */
async function refusedResult(response: Response, args: unknown[]): Promise<unknown> {
  const plain = response.headers.get('content-type')?.startsWith('text/plain');
  const text = plain ? (await response.text()).trim() : '';
  const formData = args.find((arg): arg is FormData => arg instanceof FormData) ?? null;
  return runtimeHooks().refusedCall(text.length <= 300 ? text : '', formData);
}
