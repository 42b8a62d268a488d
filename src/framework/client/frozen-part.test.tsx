import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FrozenPart } from './frozen-part';
import { FrozenPartHtml } from './frozen-part-html';

describe('FrozenPart (client)', () => {
  it('shows the HTML its document’s list holds at its number (the server’s HTML render)', () => {
    const page = renderToString(
      <FrozenPartHtml value={['<p>Footer</p>', '<h1>Job</h1>']}>
        <FrozenPart frozenPartOf="job" at={1} />
      </FrozenPartHtml>,
    );
    expect(page).toBe('<div class="frozen-part" data-frozen-part="job"><h1>Job</h1></div>');
  });

  it('is stripped in the browser, which has no list: hydration keeps the server’s HTML', () => {
    expect(renderToString(<FrozenPart frozenPartOf="job" at={1} />)).toBe(
      '<div class="frozen-part" data-frozen-part="job"><!--stripped--></div>',
    );
  });

  it('shows the HTML a payload carries', () => {
    expect(renderToString(<FrozenPart frozenPartOf="job" html="<p>Job</p>" />)).toBe(
      '<div class="frozen-part" data-frozen-part="job"><p>Job</p></div>',
    );
  });

  it('holds a list’s items in the island’s own list element, with its class and attributes, when asked to', () => {
    expect(renderToString(<FrozenPart frozenPartOf="grid" html="<li>Job</li>" as="ul" className="job-grid" aria-label="Jobs" />)).toBe(
      '<ul aria-label="Jobs" class="job-grid" data-frozen-part="grid"><li>Job</li></ul>',
    );
  });
});
