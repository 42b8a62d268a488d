import type { Writable } from 'node:stream';
import type { PipeableStream } from 'react-dom/server';
import type { Response } from 'express';
import type { PreparedPage } from '../rsc/index';
import type { RequestTiming } from '../request/request-scope';
import { requestState } from '../request/request-state';
import { logError } from '../log';
import { isClientGone } from './client-gone';
import { FlightFanOut } from './flight-fan-out';
import { FlightInterleaver } from './flight-injector';
import { withFrozenPartHtml } from './frozen-part-references';
import { HtmlDestination, responseSink } from './response-destination';
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
  // The frozen parts' HTML goes from the flight render to the HTML render directly, not through
  // the payload: the page's HTML shows it, so the browser's inline copy needs none of it.
  const frozenHtml: string[] = [];
  const flight = prepared.render(frozenHtml);
  // The HTML copy is kept until the SSR render starts reading it; the injector reads its own
  // copy from the start.
  const copies = new FlightFanOut();
  const { forInjector: source, forHtml } = copies;
  // React's flight render calls only write, end and destroy, and listens for drain, error and close.
  flight.pipe(copies as unknown as Writable);
  const state = requestState(res);
  const nonce = state.nonce;
  const flush = () => (res as Response & { flush?: () => void }).flush?.();
  // The HTML render, once its shell is ready: what a closed response or a failed payload stops.
  const started: { html?: PipeableStream; aborted?: boolean } = {};
  const abort = () => {
    if (started.aborted) return;
    started.aborted = true;
    started.html?.abort();
    flight.abort();
  };
  const injector = new FlightInterleaver(
    source,
    nonce,
    flush,
    { head: prepared.headTags, beforeTrailer: prepared.trailer },
    responseSink(res, abort),
  );
  // What a later `.rsc` request is answered with: the parts' HTML back in it.
  state.wholePayload = () => withFrozenPartHtml(injector.wholePayload(), frozenHtml);
  const html = await renderFlightToHtml(forHtml, {
    nonce,
    manifests: options.manifests,
    frozenHtml,
    formState: options.formState ?? null,
    waitForAll: options.waitForAll ?? false,
    onError: (error) => {
      if (isClientGone(error)) return;
      state.renderFailed = true;
      logError('server rendering failed', error);
    },
  });
  started.html = html;
  setServerTiming(res, options.timing);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (options.headOnly) {
    abort();
    return void res.end();
  }
  res.on('close', () => {
    if (!res.writableFinished) abort();
  });
  // React calls only write and end, and listens for drain, error and close.
  html.pipe(new HtmlDestination(injector, res) as unknown as Writable);
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
