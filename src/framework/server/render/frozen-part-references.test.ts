import { Readable } from 'node:stream';
import { renderToString } from 'react-dom/server';
import { createFromNodeStream } from 'react-server-dom-webpack/client';
import { describe, expect, it } from 'vitest';
import { FrozenPart } from '../../client/frozen-part';
import type { FlightPayload } from '../../shared/flight-payload';
import { withFrozenPartHtml } from './frozen-part-references';

const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;

/** Where the decoder finds the frozen part's module: the real client component. */
const ssrManifest = {
  moduleMap: { c1: { FrozenPart: { id: 'c1', chunks: [], name: 'FrozenPart' } } },
  serverModuleMap: null,
  moduleLoading: null,
};
Object.assign(globalThis, { __webpack_require__: () => ({ FrozenPart }) });

/** What a browser navigating to the page shows: the payload decoded and rendered. */
async function shown(payload: Buffer): Promise<string> {
  const decoded = await createFromNodeStream<FlightPayload>(Readable.from([payload]), ssrManifest);
  return renderToString(decoded.root);
}

/** The parts' HTML, by the number the payload names: one starts with `$`, the footer is rendered twice. */
const HTML = ['<p>Tanggung jawab: é ✓ "x"\n</p>', '$5 a dollar first', '<a href="/">Footer</a>', '<a href="/">Footer</a>'];

/** A document's payload: its parts name their HTML by number; a text row holds text that looks like one. */
const PAYLOAD = [
  '0:{"root":["$","main",null,{"children":["$L2","$L3"]}]}\n',
  '1:I["c1",[],"FrozenPart"]\n',
  textRow('4', '{"frozenPartOf":"fake","at":0} é'),
  '2:[["$","$L1","d",{"frozenPartOf":"description","at":0}],["$","p","t",{"children":"$4"}]]\n',
  '3:["$","section",null,{"children":[["$","$L1","p",{"frozenPartOf":"price","at":1}],["$","$L1","f",{"frozenPartOf":"footer","at":2}],["$","$L1","g",{"frozenPartOf":"footer","at":3}]]}]\n',
].join('');

describe('withFrozenPartHtml', () => {
  it('puts each part’s HTML back where the payload names it, so a navigation shows it', async () => {
    const whole = withFrozenPartHtml(Buffer.from(PAYLOAD), HTML);
    expect(await shown(whole)).toBe(
      '<main>' +
        '<div class="frozen-part" data-frozen-part="description"><p>Tanggung jawab: é ✓ "x"\n</p></div>' +
        '<p>{&quot;frozenPartOf&quot;:&quot;fake&quot;,&quot;at&quot;:0} é</p>' +
        '<section><div class="frozen-part" data-frozen-part="price">$5 a dollar first</div>' +
        '<div class="frozen-part" data-frozen-part="footer"><a href="/">Footer</a></div>' +
        '<div class="frozen-part" data-frozen-part="footer"><a href="/">Footer</a></div></section>' +
        '</main>',
    );
    // Written as flight writes a string: `$` doubled, a newline escaped (a row ends at one).
    expect(whole.toString()).toContain('{"frozenPartOf":"price","html":"$$5 a dollar first"}');
    expect(whole.toString()).toContain('{"frozenPartOf":"description","html":"<p>Tanggung jawab: é ✓ \\"x\\"\\n</p>"}');
    // The text row is copied as it is: its length still holds.
    expect(whole.toString()).toContain(textRow('4', '{"frozenPartOf":"fake","at":0} é'));
  });

  it('leaves a payload that carries its parts’ HTML (or names none) as it is', () => {
    const carried = Buffer.from('0:["$","$L1",null,{"frozenPartOf":"footer","html":"<p>a</p>"}]\n');
    expect(withFrozenPartHtml(carried, HTML)).toBe(carried);
    expect(withFrozenPartHtml(Buffer.from(PAYLOAD), []).toString()).toBe(PAYLOAD);
  });
});
