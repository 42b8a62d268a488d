'use client';

import { useContext, useMemo, type HTMLAttributes } from 'react';
import { FrozenPartHtml } from './frozen-part-html';
import type { FrozenPartReference } from '../shared/frozen-part-reference';

/** Marks a frozen part's wrapper (styled `display: contents`, so it does not change the layout). */
const FROZEN_PART_ATTRIBUTE = 'data-frozen-part';

/**
 * A frozen part's HTML (server/rsc/frozen-part.tsx): static server content the browser shows
 * but never hydrates. The server's HTML is its only copy on a first load: a document's payload
 * names the part's HTML by number (`at`), which only the server's HTML render holds
 * (FrozenPartHtml), and React keeps what an element with inner HTML already holds while
 * hydrating it. Its links and GET forms work by the document-level navigation handlers and
 * natively.
 *
 * Once a later payload carries the HTML (a client navigation, a server function's answer), it
 * replaces the part's content; a field in it then loses what was typed and not yet sent.
 */
/**
 * What a stripped part says its inner HTML is. Hydrating, React writes nothing and keeps the
 * server's HTML; a later payload's HTML, even an empty one (no filter chips), differs from it,
 * so React replaces the old page's content.
 */
const STRIPPED = '<!--stripped-->';

/**
 * The element that holds a part's HTML: a `div` styled `display: contents` unless the part is
 * the content of an element of the island's own (a list's items in its `ul`), whose class and
 * attributes the island gives; its handlers see the events of the part's elements.
 */
type Holder = { readonly as?: 'div' | 'ul' | 'ol' } & Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>;

export function FrozenPart({
  frozenPartOf,
  html,
  at,
  as: Element = 'div',
  className = 'frozen-part',
  ...attributes
}: FrozenPartReference & Holder) {
  const documentParts = useContext(FrozenPartHtml);
  const shown = html ?? (at === undefined ? undefined : documentParts?.[at]);
  // The same HTML again (a re-render) must not rebuild the part's elements.
  const inner = useMemo(() => ({ __html: shown ?? STRIPPED }), [shown]);
  const marker = { [FROZEN_PART_ATTRIBUTE]: frozenPartOf };
  return <Element {...attributes} className={className} {...marker} dangerouslySetInnerHTML={inner} suppressHydrationWarning />;
}
