import type { Readable } from 'node:stream';
import { use, type ReactNode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { createFromNodeStream } from 'react-server-dom-webpack/client';
import { FrozenPartHtml } from '../../client/frozen-part-html';
import type { FlightCopy } from './flight-fan-out';
import type { Manifests } from './manifests';
import type { FlightPayload } from '../../shared/flight-payload';

export interface SsrOptions {
  readonly nonce: string;
  readonly manifests: Manifests;
  /** The document's frozen parts' HTML, which its payload names by number (server/rsc/document-parts.ts). */
  readonly frozenHtml?: readonly string[];
  readonly formState: unknown;
  readonly onError: (error: unknown) => void;
  /** Wait for every Suspense boundary (crawlers): complete HTML that needs no script to reveal. */
  readonly waitForAll?: boolean;
}

/**
 * Turns a flight stream into HTML. The payload is decoded inside render so the client chunk
 * preloads React discovers while decoding attach to this HTML response. Resolves once the
 * shell (everything outside Suspense boundaries) is ready, so headers can still be set.
 */
export function renderFlightToHtml(flight: FlightCopy, options: SsrOptions): Promise<PipeableStream> {
  let payload: Promise<FlightPayload> | undefined;
  function Root(): ReactNode {
    // React's decoder only listens for data, end and error.
    payload ??= createFromNodeStream<FlightPayload>(flight as Readable, options.manifests.ssrManifest, { nonce: options.nonce });
    return use(payload).root;
  }
  return new Promise((resolve, reject) => {
    // The parts' HTML reaches the client component beside the payload (client/frozen-part-html.ts).
    const page = (
      <FrozenPartHtml value={options.frozenHtml ?? null}>
        <Root />
      </FrozenPartHtml>
    );
    const stream = renderToPipeableStream(page, {
      nonce: options.nonce,
      bootstrapScripts: options.manifests.entry.js,
      // React outlines even a finished Suspense boundary once the HTML before it passes this
      // many bytes: its content then arrives hidden, revealed by a script. Frozen parts are
      // boundaries that are always finished, and a page without JavaScript must show them.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      formState: options.formState as never,
      onShellReady: () => {
        if (!options.waitForAll) resolve(stream);
      },
      onAllReady: () => {
        if (options.waitForAll) resolve(stream);
      },
      onShellError: reject,
      onError: options.onError,
    });
  });
}
