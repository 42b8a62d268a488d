import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { FrozenPart as FrozenHtml } from '../../client/components/frozen-part';
import { renderStaticHtml } from '../context/app-services';

/**
 * Static server content (text, links, GET forms; no island) that the browser shows and never
 * hydrates: the footer, a job's description. It is rendered to HTML once, here, and travels
 * as that string, so the payload is not rendered, read back and rendered again into the same
 * HTML; the page's inline payload leaves the string out altogether (render/frozen-parts.ts).
 * Content that cannot be rendered that way (render/static-html.ts says why, in the log) is
 * rendered as usual.
 */
export function FrozenPart({ frozenPartOf, children }: { frozenPartOf: string; children: ReactNode }) {
  const rendered = renderStaticHtml(frozenPartOf, children);
  if (rendered === null) return children;
  // The images React would have preloaded in the page's head (an article's cover), still there.
  for (const { href, ...options } of rendered.preloads) preload(href, { as: 'image', ...options });
  return <FrozenHtml frozenPartOf={frozenPartOf} html={rendered.html} />;
}
