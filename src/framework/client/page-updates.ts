import type { FlightPayload } from '../shared/flight-payload';

/**
 * What a server-function call asks of the router once the server has answered: go to another
 * page, or show the page it re-rendered (and what a live update asks: render this one again). The router connects itself here, so the caller need
 * not import it (the router decodes payloads with the caller's `callServer`).
 */
export interface PageUpdates {
  navigate(href: string, mode: 'push'): Promise<void>;
  show(payload: FlightPayload): void;
  /** Re-renders the current page in place (a live update changed what it shows). */
  refresh(): Promise<void>;
}

let router: PageUpdates | null = null;

export function connectRouter(updates: PageUpdates): void {
  router = updates;
}

export function pageUpdates(): PageUpdates {
  if (!router) throw new Error('The router is not running');
  return router;
}
