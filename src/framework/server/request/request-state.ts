import type { ServerResponse } from 'node:http';
import type { PageRequest } from './page-request';

/**
 * What the steps handling one request tell each other (metrics, CSP nonce, page rendering),
 * typed, in place of Express's untyped `res.locals`. Created by whichever step asks first.
 */
export interface RequestState {
  /** `performance.now()` when the request reached us: response-time metrics and Server-Timing. */
  readonly startedAt: number;
  /** This response's CSP nonce: every inline script we write carries it. */
  nonce: string;
  /** The route's name, as metrics label the request. */
  routeName: string | null;
  /** Set when server rendering reported an error: such a page is never stored. */
  renderFailed: boolean;
  /** A page request's address and cache key, worked out once before Express (page-request.ts). */
  page: PageRequest | null;
  /** An HTML page's whole flight payload, once rendered (its inline copy leaves frozen parts out). */
  wholePayload: (() => Buffer) | null;
}

const states = new WeakMap<ServerResponse, RequestState>();

export function requestState(res: ServerResponse): RequestState {
  let state = states.get(res);
  if (!state) {
    state = { startedAt: performance.now(), nonce: '', routeName: null, renderFailed: false, page: null, wholePayload: null };
    states.set(res, state);
  }
  return state;
}
