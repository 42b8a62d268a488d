import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaticHtml } from './static-html';

function Links({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <a href={`/explore-jobs?q=${item}&page=2`}>{item}</a>
        </li>
      ))}
    </ul>
  );
}

async function Waits() {
  return <p>later</p>;
}

describe('renderStaticHtml', () => {
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  afterEach(() => stderr.mockClear());

  it('renders server components to the HTML the page would have shown', () => {
    expect(renderStaticHtml('links', <Links items={['a', 'b & c']} />)).toEqual({
      html: '<ul><li><a href="/explore-jobs?q=a&amp;page=2">a</a></li><li><a href="/explore-jobs?q=b &amp; c&amp;page=2">b &amp; c</a></li></ul>',
      preloads: [],
    });
  });

  it('hands the image preloads React would put in the head back, out of the HTML', () => {
    const rendered = renderStaticHtml('cover', <img src="/images/cover.jpg?w=1&amp=2" alt="" fetchPriority="high" />);
    expect(rendered?.html).toBe('<img src="/images/cover.jpg?w=1&amp;amp=2" alt="" fetchPriority="high"/>');
    expect(rendered?.preloads).toEqual([{ href: '/images/cover.jpg?w=1&amp=2', fetchPriority: 'high' }]);
  });

  it('refuses content that waits for data or needs the browser, and says so in the log once', () => {
    // What a client component is on the server: a reference, not a function.
    const Island = { $$typeof: Symbol.for('react.client.reference'), $$id: 'x#Island' } as unknown as () => null;
    expect(renderStaticHtml('waits', <Waits />)).toBeNull();
    expect(renderStaticHtml('island', <Island />)).toBeNull();
    expect(renderStaticHtml('island', <Island />)).toBeNull();
    const logged = stderr.mock.calls.map(([line]) => String(line));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toContain('"part":"waits"');
    expect(logged[1]).toContain('"part":"island"');
  });
});
