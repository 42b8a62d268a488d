import { describe, expect, it } from 'vitest';
import { FrozenPartFilter, stripFrozenParts } from './frozen-parts';

const LONG = 'Tanggung jawab: '.repeat(80);
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;

/** A payload shaped like React's: a page row, a job description's HTML in a text row, a short frozen footer inline. */
const PAYLOAD = [
  '0:{"root":["$","main",null,{"children":["$L2","$L3"]}]}\n',
  '1:I["c1",["main"],"FrozenPart"]\n',
  textRow('4', LONG),
  '2:["$","$L1",null,{"frozenPartOf":"description","html":"$4"}]\n',
  textRow('5', `${LONG}kept`),
  '3:["$","section",null,{"children":[["$","p",null,{"children":"$5"}],["$","$L1",null,{"frozenPartOf":"footer","html":"<a href=\\"/x\\">He said \\"}]\\" ok</a>ü"}]]}]\n',
].join('');

function filterAll(chunks: Buffer[]): string {
  const filter = new FrozenPartFilter();
  const out = chunks.map((chunk) => filter.push(chunk));
  out.push(filter.end());
  return Buffer.concat(out).toString('utf8');
}

describe('stripFrozenParts', () => {
  it('replaces a frozen part’s HTML with a mark and returns what it cut', () => {
    const { row, cut } = stripFrozenParts(Buffer.from('3:["$","$L1",null,{"frozenPartOf":"footer","html":"<p>a]}\\"</p>"}]\n'));
    expect(row.toString()).toBe('3:["$","$L1",null,{"frozenPartOf":"footer","stripped":true}]\n');
    expect(cut.map(String)).toEqual(['"<p>a]}\\"</p>"']);
  });

  it('finds the end of HTML that ends in a backslash (escaped, before the closing quote)', () => {
    const { row, cut } = stripFrozenParts(Buffer.from('3:[["$","$L1",null,{"frozenPartOf":"a","html":"C:\\\\"}],"$L4"]\n'));
    expect(row.toString()).toBe('3:[["$","$L1",null,{"frozenPartOf":"a","stripped":true}],"$L4"]\n');
    expect(cut.map(String)).toEqual(['"C:\\\\"']);
  });

  it('leaves rows without a frozen part, and a marker inside a string, as they are', () => {
    const row = Buffer.from('7:["$","p",null,{"children":"{\\"frozenPartOf\\":\\"x\\",\\"html\\":1}"}]\n');
    expect(stripFrozenParts(row).row).toBe(row);
  });
});

describe('FrozenPartFilter', () => {
  const expected = [
    '0:{"root":["$","main",null,{"children":["$L2","$L3"]}]}\n',
    '1:I["c1",["main"],"FrozenPart"]\n',
    '2:["$","$L1",null,{"frozenPartOf":"description","stripped":true}]\n',
    textRow('5', `${LONG}kept`),
    '3:["$","section",null,{"children":[["$","p",null,{"children":"$5"}],["$","$L1",null,{"frozenPartOf":"footer","stripped":true}]]}]\n',
  ].join('');

  it('drops frozen content and the text rows only it named, keeping every other row', () => {
    expect(filterAll([Buffer.from(PAYLOAD)])).toBe(expected);
  });

  it('gives the same rows however the payload is split into chunks', () => {
    const bytes = Buffer.from(PAYLOAD);
    for (let size = 1; size < 64; size += 7) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(filterAll(chunks)).toBe(expected);
    }
  });

  it('leaves a text row that looks like a frozen part alone, and passes an unfinished row on at the end', () => {
    const lookalike = textRow('6', '{"frozenPartOf":"x","html":"a"}\nnot a row');
    const payload = `${lookalike}0:["$6"]\n9:["cut off`;
    expect(filterAll([Buffer.from(payload)])).toBe(`${lookalike}0:["$6"]\n9:["cut off`);
  });

  it('drops the rows a stripped value named, and theirs, but keeps rows shared with the rest (whatever the value holds)', () => {
    const payload = [
      '1:I["c1",["main"],"FrozenPart"]\n',
      '0:["$","main",null,{"children":[["$","$L1",null,{"frozenPartOf":"job","html":["$","div",null,{"children":["$L7","$L9"]}]}],"$La"]}]\n',
      textRow('8', LONG),
      '7:["$","p",null,{"children":["$8","$Lb"]}]\n',
      '9:["$","$L1",null,{"frozenPartOf":"inner","html":"x"}]\n',
      'a:["$","aside",null,{"children":"kept"}]\n',
      'b:["$","em",null,{"children":"deep"}]\n',
    ].join('');
    expect(filterAll([Buffer.from(payload)])).toBe(
      [
        '1:I["c1",["main"],"FrozenPart"]\n',
        '0:["$","main",null,{"children":[["$","$L1",null,{"frozenPartOf":"job","stripped":true}],"$La"]}]\n',
        'a:["$","aside",null,{"children":"kept"}]\n',
      ].join(''),
    );
  });

  it('sends a left-out row after all when kept content names it (an object React wrote before), with the rows it names', () => {
    const payload = [
      '1:I["c1",["main"],"FrozenPart"]\n',
      '0:["$","main",null,{"children":[["$","$L1",null,{"frozenPartOf":"a","html":["$L7","$L9"]}],"$La"]}]\n',
      '7:["$","p",null,{"children":"$Lb"}]\n',
      'b:["$","em",null,{"children":"deep"}]\n',
      '9:["$","p",null,{"children":"only frozen"}]\n',
      'a:["$","aside",null,{"children":["$7","$Lc"]}]\n',
      'c:["$","p",null,{"children":"named by both"}]\n',
    ].join('');
    const out = filterAll([Buffer.from(payload)]);
    expect(out).toContain('7:["$","p",null,{"children":"$Lb"}]\n');
    expect(out).toContain('b:["$","em",null,{"children":"deep"}]\n');
    expect(out).toContain('c:["$","p",null,{"children":"named by both"}]\n');
    expect(out).not.toContain('only frozen');
    expect(out.indexOf('7:[')).toBeLessThan(out.indexOf('a:['));
  });

  it('takes neither a BigInt nor quoted text for a row it names', () => {
    const payload = [
      '0:["$","$L1",null,{"frozenPartOf":"a","html":["$n7",["$","p",null,{"children":"say \\"$8:x\\""}]]}]\n',
      '7:["$","p",null,{"children":"seven"}]\n',
      '8:["$","p",null,{"children":"eight"}]\n',
    ].join('');
    const out = filterAll([Buffer.from(payload)]);
    expect(out).toContain('7:["$","p",null,{"children":"seven"}]');
    expect(out).toContain('8:["$","p",null,{"children":"eight"}]');
  });
});
