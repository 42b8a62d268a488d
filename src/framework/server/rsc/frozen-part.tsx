import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { FrozenPart as FrozenHtml } from '../../client/frozen-part';
import type { StaticHtml } from '../render/static-html';
import { rscServices } from './page-app';
import { currentRequest } from '../request/request-scope';
import { documentParts } from './document-parts';
import type { FrozenPartReference } from '../../shared/frozen-part-reference';

/**
 * What a part shows, by everything it depends on: the object it shows first (a job, the site
 * content: both replaced, never changed, when their data changes) and then plain values (the
 * locale, whether the visitor applied). Leave out anything it depends on and it shows one
 * visitor's part to another: name every input its components read.
 */
type SameFor = readonly [object, ...(string | number | boolean | null | undefined)[]];

/**
 * Rendered parts, kept as long as the object they show is (the job cache keeps a job a minute at
 * most). A request whose scope says `keepsFrozenParts: false` (the product's FROZEN_PARTS=off, or a
 * test request comparing renders) renders every part and leaves this alone: the product's
 * e2e/frozen-parts-off-on.spec.ts compares each page so with the same page reusing kept parts.
 */
const kept = new WeakMap<object, Map<string, StaticHtml>>();

function keptFor(name: string, sameFor: SameFor | undefined, render: () => StaticHtml | null): StaticHtml | null {
  if (!sameFor || currentRequest()?.keepsFrozenParts === false) return render();
  const [owner, ...values] = sameFor;
  const key = `${name}\u0000${values.join('\u0000')}`;
  let byKey = kept.get(owner);
  const found = byKey?.get(key);
  if (found) return found;
  const rendered = render();
  if (rendered) {
    if (!byKey) kept.set(owner, (byKey = new Map()));
    byKey.set(key, rendered);
  }
  return rendered;
}

/**
 * Static server content (text, links, GET forms; no island) that the browser shows and never
 * hydrates: the footer, a job's description. It is rendered to HTML once, here, and travels
 * as that string, so the payload is not rendered, read back and rendered again into the same
 * HTML. On a document render the payload names the string by number (`at`) and the page's HTML
 * render takes it from the list (document-parts.ts), so the browser's inline copy never carries
 * it; a payload of its own (navigation, server function) carries it.
 * With `sameFor`, the HTML is kept and reused while those inputs stay the same (the footer on
 * every page, a popular job's description). Content that cannot be rendered that way
 * (render/static-html.ts says why, in the log) is rendered as usual.
 */
export function FrozenPart({
  frozenPartOf,
  sameFor,
  children,
}: {
  frozenPartOf: string;
  sameFor?: SameFor;
  /** A function builds the content only when the part is not kept (its elements, texts and HTML cleaning are work too). */
  children: ReactNode | (() => ReactNode);
}) {
  let content: ReactNode | undefined;
  const build = () => (content ??= typeof children === 'function' ? children() : children);
  const reference = referenceTo(frozenPartOf, sameFor, build);
  return reference ? <FrozenHtml {...reference} /> : build();
}

/**
 * A frozen part as data, for a client component that shows many of them (a grid's cards) and
 * renders each with the browser's FrozenPart. React gives an element past the first few
 * kilobytes of a payload row a row of its own, which the page's HTML render then waits for;
 * data in a prop stays in its row. The content itself when it cannot be frozen.
 */
export function frozenPartReference(
  frozenPartOf: string,
  sameFor: SameFor,
  build: () => ReactNode,
): FrozenPartReference | { content: ReactNode } {
  let content: ReactNode | undefined;
  const once = () => (content ??= build());
  return referenceTo(frozenPartOf, sameFor, once) ?? { content: once() };
}

function referenceTo(frozenPartOf: string, sameFor: SameFor | undefined, build: () => ReactNode): FrozenPartReference | null {
  const html = keptFrozenHtml(frozenPartOf, sameFor, build);
  return html === null ? null : frozenPartOfHtml(frozenPartOf, html);
}

/**
 * A frozen part's HTML, kept by `sameFor` as a part's is, for a part put together from many
 * (a guest's grid of job cards: each card kept per job, the grid's part made of them with
 * frozenPartOfHtml). Null when the content cannot be rendered as static HTML.
 */
export function keptFrozenHtml(frozenPartOf: string, sameFor: SameFor | undefined, build: () => ReactNode): string | null {
  const rendered = keptFor(frozenPartOf, sameFor, () => rscServices().renderStaticHtml(frozenPartOf, build()));
  if (rendered === null) return null;
  // The images React would have preloaded in the page's head (an article's cover), still there.
  for (const { href, ...options } of rendered.preloads) preload(href, { as: 'image', ...options });
  return rendered.html;
}

/** A frozen part of HTML already rendered (keptFrozenHtml's pieces, joined), for the browser's FrozenPart. */
export function frozenPartOfHtml(frozenPartOf: string, html: string): FrozenPartReference {
  const inDocument = documentParts();
  return inDocument ? { frozenPartOf, at: inDocument.push(html) - 1 } : { frozenPartOf, html };
}
