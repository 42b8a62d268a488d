import { PassThrough } from 'node:stream';
import type { Response } from 'express';
import type { PreparedPage } from '../rsc/index';
import type { RequestTiming } from '../request/request-scope';
import { requestState } from '../request/request-state';
import { logError } from '../log';
import { isClientGone } from './client-gone';
import { FlightInjector } from './flight-injector';
import type { Manifests } from './manifests';
import { renderFlightToHtml } from './ssr-render';

export const FLIGHT_CONTENT_TYPE = 'text/x-component; charset=utf-8';
/** A payload is the page's data for the browser's runtime, never a page of its own in a search index. */
export const FLIGHT_HEADERS: Readonly<Record<string, string>> = { 'x-robots-tag': 'noindex' };

/** Streams a prepared page as a flight payload (client navigation) or as HTML with the payload inlined. */
export async function sendPrepared(
  res: Response,
  prepared: Extract<PreparedPage, { kind: 'render' }>,
  options: {
    flight: boolean;
    manifests: Manifests;
    formState?: unknown;
    headOnly?: boolean;
    waitForAll?: boolean;
    timing?: RequestTiming;
  },
): Promise<void> {
  res.status(prepared.status);
  if (options.flight) {
    setServerTiming(res, options.timing);
    res.setHeader('Content-Type', FLIGHT_CONTENT_TYPE);
    for (const [name, value] of Object.entries(FLIGHT_HEADERS)) res.setHeader(name, value);
    if (options.headOnly) return void res.end();
    prepared.render().pipe(res);
    return;
  }
  const flight = prepared.render();
  const source = flight.pipe(new PassThrough());
  // The HTML copy is buffered until the SSR render starts reading it; the injector reads
  // `source` itself, from the start. `source` pauses when the HTML copy backs up, which lasts
  // only until that render reads it (a copy nobody read would stall the shell for good).
  const forHtml = source.pipe(new PassThrough());
  const state = requestState(res);
  const nonce = state.nonce;
  const flush = () => (res as Response & { flush?: () => void }).flush?.();
  const injector = new FlightInjector(source, nonce, flush, {
    head: prepared.headTags,
    beforeTrailer: prepared.trailer,
  });
  state.wholePayload = () => injector.wholePayload();
  const html = await renderFlightToHtml(forHtml, {
    nonce,
    manifests: options.manifests,
    formState: options.formState ?? null,
    waitForAll: options.waitForAll ?? false,
    onError: (error) => {
      if (isClientGone(error)) return;
      state.renderFailed = true;
      logError('server rendering failed', error);
    },
  });
  setServerTiming(res, options.timing);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (options.headOnly) {
    html.abort();
    flight.abort();
    return void res.end();
  }
  res.on('close', () => {
    if (!res.writableFinished) {
      html.abort();
      flight.abort();
    }
  });
  html.pipe(injector).pipe(res);
}

/**
 * Server-Timing as the first byte leaves: time to the shell (or to the start of the payload)
 * and the database time spent before it, so browser devtools show where a slow page waited.
 */
function setServerTiming(res: Response, timing: RequestTiming | undefined): void {
  const started = requestState(res).startedAt;
  const parts: string[] = [];
  // The queries' own times added up: parallel queries can add up to more than the render took.
  if (timing) parts.push(`db;dur=${timing.db.toFixed(1)};desc="${timing.queries} queries, summed"`);
  // "memory" once the process's search index has loaded (memory-search.ts); load tests wait for it.
  if (timing?.search) parts.push(`search;dur=${timing.search.ms.toFixed(1)};desc="${timing.search.source}"`);
  parts.push(`render;dur=${(performance.now() - started).toFixed(1)}`);
  if (parts.length > 0) res.setHeader('Server-Timing', parts.join(', '));
}
