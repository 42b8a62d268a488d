import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderStaticHtml } from '../render/static-html';
import { FrozenPart } from './frozen-part';
import { setRscServices, type RscServices } from './page-app';

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
});
