import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FlightInjector } from './flight-injector';
import { escapeJsonForScript, inlineFlightOf, readScriptStringLiteral, scriptStringLiteral } from '../../shared/script-escape';

/** An injector fed by two streams the test writes to, as send-page.ts feeds it from React. */
function injectorFor(onFlush?: () => void) {
  const flight = new PassThrough();
  const html = new PassThrough();
  const injector = new FlightInjector(flight, 'n', onFlush);
  html.pipe(injector);
  return { flight, html, injector };
}

async function collect(stream: Readable): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return out;
}

/** Runs what a browser would: every inline flight script, then joins the pushed text. */
function replayFlight(html: string): { text: string; ended: boolean } {
  const self: { __FLIGHT_DATA?: (string | null)[] } = {};
  for (const [, body] of html.matchAll(/<script nonce="n">([\s\S]*?)<\/script>/g)) {
    new Function('self', body!)(self);
  }
  const pieces = self.__FLIGHT_DATA ?? [];
  return { text: pieces.filter((piece) => piece !== null).join(''), ended: pieces.at(-1) === null };
}

describe('escapeJsonForScript', () => {
  it('leaves no way to close the script or open a comment', () => {
    const escaped = escapeJsonForScript(JSON.stringify('a</script><script>alert(1)</script><!-- \u2028'));
    expect(escaped).not.toMatch(/<\/script|<!--|\u2028/i);
    expect(JSON.parse(escaped)).toBe('a</script><script>alert(1)</script><!-- \u2028');
  });
});

describe('scriptStringLiteral', () => {
  it('is shorter than a JSON string for a JSON-like payload and reads back exactly', () => {
    const text = '0:["$","a",null,{"href":"/job/x","children":"It\'s \\ <!-- </script> \u2028 é"}]\n';
    const literal = scriptStringLiteral(text);
    expect(literal).not.toMatch(/<\/script|<!--|\u2028|\n/i);
    expect(literal.length).toBeLessThan(escapeJsonForScript(JSON.stringify(text)).length);
    expect(new Function(`return ${literal}`)()).toBe(text);
    expect(readScriptStringLiteral(literal)).toBe(text);
  });

  it('refuses what it did not write', () => {
    expect(readScriptStringLiteral('"0:1"')).toBeNull();
    expect(readScriptStringLiteral("'a'b'")).toBeNull();
    expect(readScriptStringLiteral("'a\\tb'")).toBeNull();
    expect(readScriptStringLiteral("'a")).toBeNull();
    expect(readScriptStringLiteral("'a\\'")).toBeNull();
  });
});

describe('inlineFlightOf', () => {
  it("reads back exactly the payload the injector wrote, as the page's .rsc", async () => {
    const { flight, html, injector } = injectorFor();
    const output = collect(injector);
    const payload = '0:{"root":["$","p",null,{"children":"a</script> <!-- é ✓"}]}\n1:T5,\u2028<x>\n';
    html.write('<!DOCTYPE html><html><body><main>shell</main>');
    flight.write(Buffer.from(payload).subarray(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 5));
    html.write('<p>more</p>');
    flight.end(Buffer.from(payload).subarray(20));
    html.end('</body></html>');
    const page = await output;
    expect(inlineFlightOf(page, 'n')).toBe(payload);
    expect(inlineFlightOf(page, 'n')).toBe(replayFlight(page).text);
  });

  it('gives nothing for a payload that did not end, or pieces under another nonce', () => {
    const piece = `<script nonce="n">(self.__FLIGHT_DATA=self.__FLIGHT_DATA||[]).push('0:1\\n')</script>`;
    const end = '<script nonce="n">(self.__FLIGHT_DATA=self.__FLIGHT_DATA||[]).push(null)</script>';
    expect(inlineFlightOf(`<body>${piece}${end}</body>`, 'n')).toBe('0:1\n');
    expect(inlineFlightOf(`<body>${piece}</body>`, 'n')).toBeNull();
    // Text that looks like a piece, outside a script of the page's nonce, is not part of the payload.
    const lookalike = `<p>(self.__FLIGHT_DATA=self.__FLIGHT_DATA||[]).push('9:evil')</p>`;
    expect(inlineFlightOf(`<body>${lookalike}${piece}${end}</body>`, 'n')).toBe('0:1\n');
    expect(inlineFlightOf(`<body>${piece}${end}</body>`, 'other')).toBeNull();
    expect(inlineFlightOf(`<body>${piece.replace("'0:1", '0:1')}${end}</body>`, 'n')).toBeNull();
  });
});

describe('FlightInjector', () => {
  it('puts the payload inside the body, after the shell, and keeps the trailer last', async () => {
    const { flight, html, injector } = injectorFor();
    const output = collect(injector);
    html.write('<!DOCTYPE html><html><body><main>shell</main>');
    flight.write('0:{"root":1}\n');
    await new Promise((resolve) => setTimeout(resolve, 5));
    html.write('<div hidden id="S:0">late</div>');
    html.end('</body></html>');
    flight.end('1:"done"\n');
    const result = await output;
    expect(result.startsWith('<!DOCTYPE html><html><body><main>shell</main><script')).toBe(true);
    expect(result.endsWith('</body></html>')).toBe(true);
    expect(replayFlight(result)).toEqual({ text: '0:{"root":1}\n1:"done"\n', ended: true });
  });

  it('writes the structured data after the payload, just before </body>, and nowhere in the payload', async () => {
    const flight = new PassThrough();
    const html = new PassThrough();
    const injector = new FlightInjector(flight, 'n', () => {}, {
      beforeTrailer: '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
    });
    html.pipe(injector);
    const output = collect(injector);
    html.write('<!DOCTYPE html><html><head></head><body><main>shell</main>');
    flight.end('0:{"root":1}\n');
    html.end('</body></html>');
    const result = await output;
    expect(result.endsWith('push(null)</script><script type="application/ld+json">{"@type":"JobPosting"}</script></body></html>')).toBe(
      true,
    );
    expect(replayFlight(result).text).not.toContain('JobPosting');
  });

  it("writes the head tags just before </head>, even when React's output splits it", async () => {
    const flight = new PassThrough();
    const html = new PassThrough();
    const injector = new FlightInjector(flight, 'n', () => {}, { head: '<meta name="description" content="x"/>' });
    html.pipe(injector);
    const output = collect(injector);
    html.write('<!DOCTYPE html><html><head><title>t</title></he');
    await new Promise((resolve) => setTimeout(resolve, 5));
    html.write('ad><body><main>shell</main>');
    flight.end('0:1\n');
    html.end('</body></html>');
    const result = await output;
    expect(
      result.startsWith(
        '<!DOCTYPE html><html><head><title>t</title><meta name="description" content="x"/></head><body><main>shell</main><script',
      ),
    ).toBe(true);
    expect(result.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("finds </head> and the trailer however React's chunks split them, within a release or across two", async () => {
    const page = async (...releases: string[][]) => {
      const flight = new PassThrough();
      const html = new PassThrough();
      const injector = new FlightInjector(flight, 'n', () => {}, { head: '<meta name="h"/>', beforeTrailer: '<b-t></b-t>' });
      html.pipe(injector);
      const output = collect(injector);
      flight.end('0:1\n');
      for (const [index, pieces] of releases.entries()) {
        if (index > 0) await new Promise((resolve) => setTimeout(resolve, 5));
        for (const piece of pieces) html.write(piece);
      }
      html.end();
      return output;
    };
    const scripts = `<script nonce="n">(self.__FLIGHT_DATA=self.__FLIGHT_DATA||[]).push('0:1\\n')</script><script nonce="n">(self.__FLIGHT_DATA=self.__FLIGHT_DATA||[]).push(null)</script>`;
    const expected = `<!DOCTYPE html><html><head><title>t</title><meta name="h"/></head><body><main>shell</main>${scripts}<b-t></b-t></body></html>`;
    const cases: string[][][] = [
      [['<!DOCTYPE html><html><head><title>t</title></he', 'ad><body><main>shell</main></body></html>']],
      [['<!DOCTYPE html><html><head><title>t</title></head><body><main>shell</main></bo', 'dy></html>']],
      [['<!DOCTYPE html><html><head><title>t</title></head><body><main>shell</main></bo', 'dy></', 'html>']],
      [['<!DOCTYPE html><html><head><title>t</title></head><body><main>shell</main></body></html>', '']],
      [['<!DOCTYPE html><html><head><title>t</title></head><body><main>shell</main>'], ['</body></html>']],
      [
        ['<!DOCTYPE html><html><head><title>t</title></', 'head><body><main>shell</main>'],
        ['</bod', 'y></html>'],
      ],
    ];
    for (const releases of cases) expect(await page(...releases)).toBe(expected);
  });

  it('never splices a script into a tag that React wrote in two pieces', async () => {
    const { flight, html, injector } = injectorFor();
    const output = collect(injector);
    html.write('<!DOCTYPE html><html><body><p class="a');
    flight.write('0:"x"\n');
    html.write('b">text</p>');
    html.end('</body></html>');
    flight.end();
    const result = await output;
    expect(result).toContain('<p class="ab">text</p>');
  });

  it('keeps a multi-byte character split across flight chunks intact', async () => {
    const bytes = Buffer.from('0:"Rp 8.000.000 — gaji 💼 ok"\n', 'utf8');
    const split = bytes.indexOf(Buffer.from('💼')) + 2;
    const { flight, html, injector } = injectorFor();
    const output = collect(injector);
    html.write('<!DOCTYPE html><html><body>');
    flight.write(bytes.subarray(0, split));
    await new Promise((resolve) => setTimeout(resolve, 5));
    flight.end(bytes.subarray(split));
    html.end('</body></html>');
    expect(replayFlight(await output).text).toBe('0:"Rp 8.000.000 — gaji 💼 ok"\n');
  });

  it('escapes hostile text in the payload', async () => {
    const flight = Readable.from([Buffer.from('0:"</script><script>alert(1)</script><!--"\n')]);
    const html = Readable.from([Buffer.from('<!DOCTYPE html><html><body>'), Buffer.from('</body></html>')]);
    const injector = new FlightInjector(flight, 'n');
    const result = await collect(html.pipe(injector));
    expect(result.match(/<\/script>/g)?.length).toBe(result.match(/<script /g)?.length);
    expect(replayFlight(result).text).toBe('0:"</script><script>alert(1)</script><!--"\n');
  });
});

describe('FlightInjector flushes', () => {
  it('pushes each release that leaves the page open through the compressor, and not the one that ends it', async () => {
    const flushedAfter: string[] = [];
    let written = '';
    const { flight, html, injector } = injectorFor(() => flushedAfter.push(written));
    injector.on('data', (chunk: Buffer | string) => (written += chunk.toString()));
    const ended = new Promise((resolve) => injector.on('end', resolve));
    html.write('<!DOCTYPE html><html><body><main>shell</main>');
    flight.write('0:"shell"\n');
    // A slow section: the shell must reach the visitor now, not when the page completes.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(flushedAfter).toHaveLength(1);
    expect(flushedAfter[0]).toContain('<main>shell</main>');
    html.end('<section>late</section></body></html>');
    flight.end('1:"late"\n');
    await ended;
    expect(written).toContain('<section>late</section>');
    // The response ends with that last release; its end flushes the compressor anyway.
    expect(flushedAfter).toHaveLength(1);
  });
});
