import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createFromFetch } from 'react-server-dom-webpack/client';
import { FLIGHT_REQUEST } from './flight-request';
import { flightUrl, pagePathOfFlightUrl, type FlightPayload } from '../shared/flight-payload';
import { callServer } from './call-server';
import { emitNavigation } from './navigation-events';
import { connectRouter } from './page-updates';
import { takePrefetched } from './prefetch';
import { needsOwnDocument, runtimeHooks } from './runtime-hooks';

type Mode = 'push' | 'replace' | 'pop';
interface RouterState {
  readonly payload: FlightPayload;
  /** Set when this state came from a navigation that still has to touch history and scroll. */
  readonly pending: { readonly url: string; readonly mode: Mode; readonly scroll: { x: number; y: number } | null } | null;
}

let setState: ((update: RouterState | ((previous: RouterState) => RouterState)) => void) | null = null;
let latestNavigation = 0;
/** Where a navigation is going until its page commits (the address bar still shows the old page). */
let pendingTarget: string | null = null;

/** The page a navigation in flight is loading, if any: a failure then loads that page in full. */
export function navigationTarget(): string | null {
  return pendingTarget;
}

/** Replaces the page tree with a freshly rendered one (after a server function). */
function setRootPayload(payload: FlightPayload): void {
  setState?.((previous) => ({ payload, pending: previous.pending }));
}

function fetchFlight(url: URL): Promise<Response> {
  const target = flightUrl(url.pathname, url.search);
  return takePrefetched(target) ?? fetch(target, FLIGHT_REQUEST);
}

/**
 * Client navigation: fetch the page's flight payload and swap the tree inside a transition,
 * so the old page stays interactive until the new one is ready. History and scroll are
 * updated when the new tree commits. Anything unexpected falls back to a full page load.
 */
export async function navigate(href: string, mode: Mode, scroll: { x: number; y: number } | null = null): Promise<void> {
  const url = new URL(href, location.href);
  if (needsOwnDocument(url.pathname)) return loadInFull(url.href, mode);
  const id = ++latestNavigation;
  pendingTarget = url.href;
  runtimeHooks().beforeLeave();
  emitNavigation('start');
  try {
    const response = await fetchFlight(url);
    if (id !== latestNavigation) return;
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('text/x-component')) throw new Error(`Unexpected ${response.status} ${type}`);
    // A redirect was followed to another payload: the address bar shows where we landed.
    const landed = new URL(response.url, location.href);
    const landedPath = pagePathOfFlightUrl(landed.pathname);
    const finalUrl =
      response.redirected && landedPath ? `${landedPath}${landed.search}${url.hash}` : `${url.pathname}${url.search}${url.hash}`;
    if (landedPath && needsOwnDocument(landedPath)) return loadInFull(finalUrl, 'push');
    const payload = await createFromFetch<FlightPayload>(Promise.resolve(response), { callServer });
    if (id !== latestNavigation) return;
    startTransition(() => setState?.({ payload, pending: { url: finalUrl, mode, scroll } }));
  } catch (error) {
    if (id !== latestNavigation) return;
    pendingTarget = null;
    emitNavigation('error');
    // The server or network could not give us a payload: let the browser try the real page.
    loadInFull(url.href, mode);
    void error;
  }
}

/**
 * Re-renders the current page in place (a live update changed what it shows): no history
 * entry, no scroll or focus move, and dropped when a navigation started meanwhile. On any
 * failure the page simply stays as it is; the next update or navigation shows the change.
 */
export async function refreshPage(): Promise<void> {
  const id = latestNavigation;
  const here = location.pathname + location.search;
  try {
    const response = await fetch(flightUrl(location.pathname, location.search), FLIGHT_REQUEST);
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || response.redirected || !type.startsWith('text/x-component')) return;
    const payload = await createFromFetch<FlightPayload>(Promise.resolve(response), { callServer });
    if (id !== latestNavigation || pendingTarget !== null || here !== location.pathname + location.search) return;
    startTransition(() => setRootPayload(payload));
  } catch {
    // Offline or the server away: the browser's stream reconnects, and then it is tried again.
  }
}

function loadInFull(href: string, mode: Mode): void {
  if (mode !== 'pop') location.assign(href);
  else location.reload();
}

/**
 * Screen readers and keyboards start on the new page, not on the link that led there (which
 * is gone, or far down the old page): focus goes to its heading, which is read out.
 */
function focusNewPage(url: URL, mode: Mode): void {
  // Back/Forward, a #hash target, or a visitor still typing in a field keep their place.
  if (mode === 'pop' || url.hash) return;
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.isConnected && active.matches('input, textarea, select, [contenteditable="true"]')) return;
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

function scrollAfterNavigation(url: URL, scroll: { x: number; y: number } | null): void {
  if (scroll) return void window.scrollTo(scroll.x, scroll.y);
  const id = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * `onHydrated` runs once the document is hydrated: hydration is a transition that yields to the
 * browser (entry.tsx), and until it commits, links and forms simply work as without JavaScript.
 */
export function Router({ initial, onHydrated }: { initial: FlightPayload; onHydrated?: () => void }): ReactNode {
  const [state, set] = useState<RouterState>({ payload: initial, pending: null });
  setState = set;
  useEffect(() => onHydrated?.(), [onHydrated]);
  useLayoutEffect(() => {
    const pending = state.pending;
    if (!pending) return;
    const url = new URL(pending.url, location.href);
    if (pending.mode === 'push') history.pushState({ scroll: null }, '', pending.url);
    else if (pending.mode === 'replace') history.replaceState({ scroll: null }, '', pending.url);
    runtimeHooks().onPageShown(url.pathname + url.search);
    pendingTarget = null;
    scrollAfterNavigation(url, pending.scroll);
    focusNewPage(url, pending.mode);
    emitNavigation('end');
    set((current) => (current.pending === pending ? { payload: current.payload, pending: null } : current));
  }, [state]);
  return state.payload.root;
}

connectRouter({ navigate: (href, mode) => navigate(href, mode), show: setRootPayload, refresh: refreshPage });
