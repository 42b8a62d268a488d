import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { logError } from '../log';

/** What React writes for a boundary it gave up on: the content needs the browser after all. */
const GAVE_UP = '<!--$!';
/** Image preloads React puts first in a string render (the page's head is where they belong). */
const LEADING_PRELOAD = /^<link rel="preload"([^>]*)\/>/;
const ATTRIBUTE = /([A-Za-z]+)="([^"]*)"/g;

/** An image the part shows early, for the page's head (React's own preload, from the server component). */
export interface ImagePreload {
  readonly href: string;
  readonly fetchPriority?: 'high' | 'low' | 'auto';
  readonly imageSrcSet?: string;
  readonly imageSizes?: string;
}

export interface StaticHtml {
  readonly html: string;
  readonly preloads: readonly ImagePreload[];
}

function unescapeAttribute(value: string): string {
  return value.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', '#x27': "'", lt: '<', gt: '>' })[name]!);
}

const warned = new Set<string>();

/**
 * Static server content as HTML, in one render: a frozen part's (server/components/frozen-part.tsx).
 * It runs in the SSR layer (react-dom/server is not allowed under the react-server condition)
 * and reaches server components through AppServices. Null when the content cannot be
 * rendered here, all at once and without the browser: a client component in it, a component
 * that waits for data, or one that throws. The part is then rendered as usual.
 */
export function renderStaticHtml(name: string, content: ReactNode): StaticHtml | null {
  let html: string;
  try {
    html = renderToString(content);
  } catch (error) {
    refused(name, error instanceof Error ? error.message : String(error));
    return null;
  }
  if (html.includes(GAVE_UP)) {
    refused(name, 'a boundary in it waits for data');
    return null;
  }
  const preloads: ImagePreload[] = [];
  for (let link = LEADING_PRELOAD.exec(html); link; link = LEADING_PRELOAD.exec(html)) {
    const attributes = Object.fromEntries([...link[1]!.matchAll(ATTRIBUTE)].map(([, key, value]) => [key!, unescapeAttribute(value!)]));
    if (attributes.as === 'image' && (attributes.href || attributes.imageSrcSet)) {
      preloads.push({
        href: attributes.href ?? '',
        ...(attributes.fetchPriority ? { fetchPriority: attributes.fetchPriority as ImagePreload['fetchPriority'] } : {}),
        ...(attributes.imageSrcSet ? { imageSrcSet: attributes.imageSrcSet } : {}),
        ...(attributes.imageSizes ? { imageSizes: attributes.imageSizes } : {}),
      });
    }
    html = html.slice(link[0].length);
  }
  return { html, preloads };
}

function refused(name: string, why: string): void {
  if (warned.has(name)) return;
  warned.add(name);
  logError('A frozen part could not be rendered as static HTML; it is rendered as usual', new Error(why.split('\n')[0]), { part: name });
}
