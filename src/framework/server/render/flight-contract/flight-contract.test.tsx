/**
 * React's flight rows are a private format the frozen parts' references (frozen-part-references.ts)
 * read by hand (row tags, hex lengths), and the flight injector decodes as a stream. These tests
 * feed them what the pinned react-server-dom-webpack really writes and decode what a browser
 * would read back.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PassThrough, Readable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { createFromNodeStream } from 'react-server-dom-webpack/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { FrozenPart } from '../../../client/frozen-part';
import { inlineFlightOf } from '../../../shared/script-escape';
import type { FlightPayload } from '../../../shared/flight-payload';
import { FlightInjector } from '../flight-injector';
import { withFrozenPartHtml } from '../frozen-part-references';
import type { Manifests } from '../manifests';
import { renderFlightToHtml } from '../ssr-render';
import { FROZEN_MODULE, frozenHtmlOf } from './contract-tree';

type Size = 'small' | 'large';

/**
 * The payload React writes for the contract tree (production build, as the server sends it);
 * `referenced`: as a document render writes it, its parts naming their HTML by number.
 */
function renderedPayload(size: Size, referenced = false): Buffer {
  const script = fileURLToPath(new URL('render-flight.tsx', import.meta.url));
  const args = [script, size, ...(referenced ? ['referenced'] : [])];
  const run = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', ...args], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`render-flight failed: ${run.stderr.toString()}`);
  return run.stdout;
}

/** Where the decoder finds the frozen part's module: the real client component, as webpack would hand it over. */
const ssrManifest = {
  moduleMap: { [FROZEN_MODULE]: { FrozenPart: { id: FROZEN_MODULE, chunks: [], name: 'FrozenPart' } } },
  serverModuleMap: null,
  moduleLoading: null,
};
// What webpack's runtime does in the page: the decoder loads a client module by its id.
Object.assign(globalThis, {
  __webpack_require__: (id: string) => {
    if (id !== FROZEN_MODULE) throw new Error(`No client module ${id} in this test`);
    return { FrozenPart };
  },
});

/** Decodes a payload as the browser's runtime does and renders its tree to HTML. */
async function htmlOfPayload(payload: Buffer | string): Promise<string> {
  const decoded = await createFromNodeStream<FlightPayload>(Readable.from([Buffer.from(payload)]), ssrManifest);
  const { prelude } = await prerenderToNodeStream(decoded.root);
  let html = '';
  for await (const chunk of prelude) html += (chunk as Buffer).toString('utf8');
  return html;
}

/** What the browser shows: a stripped part keeps the HTML the server sent for it. */
function withServerPartHtml(html: string, size: Size): string {
  let shown = html;
  for (const [name, partHtml] of Object.entries(frozenHtmlOf(size))) {
    shown = shown.replace(`data-frozen-part="${name}"><!--stripped-->`, () => `data-frozen-part="${name}">${partHtml}`);
  }
  return shown;
}

/** The payload text a browser reads from the page's inline scripts, the payload arriving in these chunks. */
async function inlinePayloadOf(chunks: Buffer[]): Promise<string> {
  const flight = new PassThrough();
  const html = new PassThrough();
  const injector = new FlightInjector(flight, 'n');
  html.pipe(injector);
  const page: Buffer[] = [];
  injector.on('data', (chunk: Buffer | string) => page.push(Buffer.from(chunk)));
  const done = new Promise((resolve) => injector.on('end', resolve));
  html.write('<!DOCTYPE html><html><head></head><body><main>shell</main>');
  for (const chunk of chunks) flight.write(chunk);
  flight.end();
  html.end('</body></html>');
  await done;
  const text = inlineFlightOf(Buffer.concat(page).toString('utf8'), 'n');
  if (text === null) throw new Error('The page did not carry a complete payload');
  return text;
}

function splitAt(bytes: Buffer, ...positions: number[]): Buffer[] {
  const edges = [0, ...positions, bytes.length];
  return edges.slice(1).map((end, index) => bytes.subarray(edges[index], end));
}

function inPiecesOf(bytes: Buffer, size: number): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
}

describe.each(['small', 'large'] as const)('a real %s payload through the injector', (size) => {
  let payload: Buffer;
  let unfiltered: string;
  let whole: string;

  beforeAll(async () => {
    payload = renderedPayload(size);
    unfiltered = await htmlOfPayload(payload);
    whole = await inlinePayloadOf([payload]);
  });

  it('is the payload the contract is about: frozen parts, escapes, and (large) text rows with a byte length', () => {
    const text = payload.toString('utf8');
    expect(text).toContain('"frozenPartOf":"footer","html":');
    expect(text).toContain('"$$5"');
    // Only the large description is long enough for React to send it as a text row with a byte length.
    expect(/\n[0-9a-f]+:T[0-9a-f]+,<p>Tanggung jawab/.test(text)).toBe(size === 'large');
    for (const partHtml of Object.values(frozenHtmlOf(size))) expect(unfiltered).toContain(partHtml);
  });

  it('reaches the browser as React wrote it, and renders there what it renders on the server', async () => {
    expect(whole).toBe(payload.toString('utf8'));
    expect(await htmlOfPayload(whole)).toBe(unfiltered);
  });

  it('reads back the same payload however React’s bytes are split into chunks', async () => {
    const splits: Buffer[][] = [1, 2, 3, 7, 64, 1000].map((pieceSize) => inPiecesOf(payload, pieceSize));
    if (size === 'small') {
      // Every byte position: inside a row id, a tag, an escape, a multi-byte character.
      for (let at = 1; at < payload.length; at += 1) splits.push(splitAt(payload, at));
    } else {
      // Around every text row's header and its end, where the length decides where the row stops.
      for (const match of payload.toString('latin1').matchAll(/[0-9a-f]+:T([0-9a-f]+),/g)) {
        const end = match.index + match[0].length + Number.parseInt(match[1]!, 16);
        for (const edge of [match.index, end]) {
          for (let at = Math.max(1, edge - 12); at < Math.min(payload.length, edge + 12); at += 1) splits.push(splitAt(payload, at));
        }
      }
    }
    for (const chunks of splits) expect(await inlinePayloadOf(chunks)).toBe(whole);
  });
});

/** The page's HTML as the server renders it from a payload (render/ssr-render.tsx), its scripts aside. */
async function serverHtmlOf(payload: Buffer, frozenHtml?: readonly string[]): Promise<string> {
  const manifests = { ssrManifest, entry: { js: [], css: [] } } as unknown as Manifests;
  const stream = await renderFlightToHtml(Readable.from([payload]), {
    nonce: 'n',
    manifests,
    formState: null,
    waitForAll: true,
    ...(frozenHtml ? { frozenHtml } : {}),
    onError: (error) => {
      throw error;
    },
  });
  const out = new PassThrough();
  stream.pipe(out);
  let html = '';
  for await (const chunk of out) html += (chunk as Buffer).toString('utf8');
  return html;
}

describe.each(['small', 'large'] as const)('a real %s document payload whose parts name their HTML by number', (size) => {
  const html = Object.values(frozenHtmlOf(size));
  let carried: Buffer;
  let referenced: Buffer;

  beforeAll(() => {
    carried = renderedPayload(size);
    referenced = renderedPayload(size, true);
  });

  it('carries none of the parts’ HTML', () => {
    const text = referenced.toString('utf8');
    expect(text).toContain('{"frozenPartOf":"footer","at":0}');
    expect(text).not.toContain('$1 $L2 $$ $@3');
    expect(text).not.toContain('Tanggung jawab');
  });

  it('is rendered by the server into the HTML a payload carrying the parts renders', async () => {
    const page = await serverHtmlOf(referenced, html);
    for (const partHtml of html) expect(page).toContain(partHtml);
    expect(page).toBe(await serverHtmlOf(carried));
  });

  it('shows in the browser (which has no list) the server’s HTML, the parts stripped', async () => {
    const inline = await inlinePayloadOf([referenced]);
    expect(await htmlOfPayload(inline)).toContain('data-frozen-part="footer"><!--stripped-->');
    expect(withServerPartHtml(await htmlOfPayload(inline), size)).toBe(await htmlOfPayload(carried));
  });

  it('is whole again with the HTML put back, for a later navigation to the page', async () => {
    expect(await htmlOfPayload(withFrozenPartHtml(referenced, html))).toBe(await htmlOfPayload(carried));
  });
});
