import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderStaticHtml } from '../render/static-html';
import { FrozenPart, frozenPartOfHtml, frozenPartReference, keptFrozenHtml } from './frozen-part';
import { setRscServices, type RscServices } from './page-app';
import { runInRequest, type RenderRequest } from '../request/request-scope';
import { renderAsDocument } from './document-parts';

const render = vi.fn(renderStaticHtml);
setRscServices({ renderStaticHtml: render } as unknown as RscServices);

function htmlOf(part: ReturnType<typeof FrozenPart>): string {
  expect(isValidElement(part)).toBe(true);
  return (part as ReactElement<{ html: string }>).props.html;
}

describe('FrozenPart', () => {
  it('renders its content to HTML, again on every render without sameFor', () => {
    render.mockClear();
    expect(htmlOf(FrozenPart({ frozenPartOf: 'p', children: <p>One</p> }))).toBe('<p>One</p>');
    expect(htmlOf(FrozenPart({ frozenPartOf: 'p', children: <p>Two</p> }))).toBe('<p>Two</p>');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('reuses the HTML while the object and values it names stay the same, and only then', () => {
    render.mockClear();
    const job = { id: 1 };
    const part = (locale: string, applied: boolean, text: string, owner: object = job) =>
      htmlOf(FrozenPart({ frozenPartOf: 'job', sameFor: [owner, locale, applied], children: <p>{text}</p> }));
    expect(part('en-US', false, 'Apply')).toBe('<p>Apply</p>');
    expect(part('en-US', false, 'not rendered again')).toBe('<p>Apply</p>');
    expect(render).toHaveBeenCalledTimes(1);
    expect(part('en-US', true, 'Applied')).toBe('<p>Applied</p>');
    expect(part('id-ID', false, 'Lamar')).toBe('<p>Lamar</p>');
    expect(part('en-US', false, 'Apply (new job data)', { id: 1 })).toBe('<p>Apply (new job data)</p>');
    // The same name in another part is another entry.
    expect(htmlOf(FrozenPart({ frozenPartOf: 'other', sameFor: [job, 'en-US', false], children: <p>Other</p> }))).toBe('<p>Other</p>');
    expect(render).toHaveBeenCalledTimes(5);
  });

  it('builds content given as a function only when the part is not kept', () => {
    render.mockClear();
    const job = { id: 3 };
    const build = vi.fn(() => <p>Built</p>);
    const part = () => htmlOf(FrozenPart({ frozenPartOf: 'job', sameFor: [job, 'en-US'], children: build }));
    expect(part()).toBe('<p>Built</p>');
    expect(part()).toBe('<p>Built</p>');
    expect(build).toHaveBeenCalledTimes(1);
    expect(htmlOf(FrozenPart({ frozenPartOf: 'job', sameFor: [{ id: 3 }, 'en-US'], children: () => <p>New job data</p> }))).toBe(
      '<p>New job data</p>',
    );
  });

  it('renders anew on every render in a request that keeps none (FROZEN_PARTS=off), and keeps nothing from it', () => {
    render.mockClear();
    const job = { id: 2 };
    const part = (text: string) => htmlOf(FrozenPart({ frozenPartOf: 'job', sameFor: [job, 'en-US', false], children: <p>{text}</p> }));
    const off = { keepsFrozenParts: false } as RenderRequest;
    expect(runInRequest(off, () => part('Apply'))).toBe('<p>Apply</p>');
    expect(runInRequest(off, () => part('Applied'))).toBe('<p>Applied</p>');
    expect(render).toHaveBeenCalledTimes(2);
    expect(part('Kept')).toBe('<p>Kept</p>');
    expect(part('not rendered again')).toBe('<p>Kept</p>');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('renders content that cannot be a string as usual, and keeps nothing for it', () => {
    async function Waits() {
      return <p>later</p>;
    }
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const owner = {};
    const content = <Waits />;
    expect(FrozenPart({ frozenPartOf: 'waits', sameFor: [owner], children: content })).toBe(content);
    expect(FrozenPart({ frozenPartOf: 'waits', sameFor: [owner], children: content })).toBe(content);
    stderr.mockRestore();
  });

  it('names its HTML by number on a document render, adding it to the document’s list, and carries it otherwise', () => {
    const owner = {};
    const part = () => FrozenPart({ frozenPartOf: 'footer', sameFor: [owner], children: <p>Footer</p> }) as ReactElement<object>;
    const list: string[] = ['<p>Earlier part</p>'];
    const request = {} as RenderRequest;
    renderAsDocument(request, list);
    const inDocument = runInRequest(request, () => [part(), part()]);
    expect(inDocument.map((element) => element.props)).toEqual([
      { frozenPartOf: 'footer', at: 1 },
      { frozenPartOf: 'footer', at: 2 },
    ]);
    expect(list).toEqual(['<p>Earlier part</p>', '<p>Footer</p>', '<p>Footer</p>']);
    // A payload of its own (a navigation, a server function's answer) carries the HTML.
    expect(part().props).toEqual({ frozenPartOf: 'footer', html: '<p>Footer</p>' });
  });
});

describe('frozenPartReference', () => {
  it('is the part as data: its number on a document render, its HTML otherwise, its content when it cannot be frozen', () => {
    const owner = {};
    const list: string[] = [];
    const request = {} as RenderRequest;
    renderAsDocument(request, list);
    expect(runInRequest(request, () => frozenPartReference('card', [owner, 'en-US'], () => <p>Card</p>))).toEqual({
      frozenPartOf: 'card',
      at: 0,
    });
    expect(list).toEqual(['<p>Card</p>']);
    expect(frozenPartReference('card', [owner, 'en-US'], () => <p>not rendered again</p>)).toEqual({
      frozenPartOf: 'card',
      html: '<p>Card</p>',
    });
    async function Waits() {
      return <p>later</p>;
    }
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const content = <Waits />;
    expect(frozenPartReference('waits', [owner], () => content)).toEqual({ content });
    stderr.mockRestore();
  });
});

describe('keptFrozenHtml and frozenPartOfHtml', () => {
  it('keep each piece by what it names, and make one part of the pieces joined: numbered on a document render, carried otherwise', () => {
    render.mockClear();
    const [first, second] = [{ id: 1 }, { id: 2 }];
    const item = (job: { id: number }, text: string) => keptFrozenHtml('card', [job, 'en-US', 'Posted today'], () => <li>{text}</li>);
    expect([item(first, 'One'), item(second, 'Two')]).toEqual(['<li>One</li>', '<li>Two</li>']);
    expect([item(first, 'not rendered again'), item(second, 'nor this')]).toEqual(['<li>One</li>', '<li>Two</li>']);
    expect(render).toHaveBeenCalledTimes(2);
    // Another value it names (the posted text, a day later) is another piece.
    expect(keptFrozenHtml('card', [first, 'en-US', 'Posted 1 day ago'], () => <li>One, a day on</li>)).toBe('<li>One, a day on</li>');
    const list: string[] = ['<p>Earlier part</p>'];
    const request = {} as RenderRequest;
    renderAsDocument(request, list);
    const joined = '<li>One</li><li>Two</li>';
    expect(runInRequest(request, () => frozenPartOfHtml('grid', joined))).toEqual({ frozenPartOf: 'grid', at: 1 });
    expect(list).toEqual(['<p>Earlier part</p>', joined]);
    expect(frozenPartOfHtml('grid', joined)).toEqual({ frozenPartOf: 'grid', html: joined });
  });

  it('is null for a piece that cannot be a string, so the caller renders its content as usual', () => {
    async function Waits() {
      return <li>later</li>;
    }
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(keptFrozenHtml('waits', [{}], () => <Waits />)).toBeNull();
    stderr.mockRestore();
  });
});
