import { expect } from '@playwright/test';
import { inlineFlightOf } from '../src/framework/shared/script-escape';

/**
 * A page's HTML as served, in a form two renders of it can be compared in: what differs from
 * one render of the same page to the next, for the same visitor and data, is taken out or
 * renumbered, and nothing else (frozen-parts-off-on.spec.ts compares them).
 *
 * - The CSP nonce: new for every response, on every script and preload.
 * - The inline flight payload's scripts. It never holds a frozen part's HTML (its copy of the
 *   payload leaves that out, frozen-parts.spec.ts shows it), and React numbers its rows in
 *   the order their data arrives, so the same page's payload differs from render to render.
 * - Client chunks' `<script src async>`: React writes one where the payload first names a
 *   component of that chunk, in the head or further down depending on how far the HTML had
 *   gone by then; they are kept as the sorted list of their addresses.
 * - The number in a server function form's fields (`$ACTION_REF_7`, `$ACTION_7:0`): React
 *   counts such forms as it renders them, in the order their data arrives; they are numbered
 *   again in the order they appear.
 *
 * Nothing else is touched: every text (a "2 days ago", a count, a form's hidden values) must
 * be the same, and is, since both renders happen a moment apart.
 */
export interface ComparablePage {
  readonly status: number;
  readonly location: string | null;
  readonly html: string;
  readonly chunkScripts: readonly string[];
}

const PUSH = '(self.__FLIGHT_DATA=self.__FLIGHT_DATA||[]).push(';
const PUSH_END = ')</script>';

export function comparablePage(status: number, location: string | null, body: string): ComparablePage {
  const nonce = /<script nonce="([^"]+)"/.exec(body)?.[1];
  if (!nonce) return { status, location, html: body, chunkScripts: [] };
  expect(inlineFlightOf(body, nonce), 'the page’s inline payload reads back').not.toBeNull();
  const opening = `<script nonce="${nonce}">${PUSH}`;
  let html = '';
  let from = 0;
  for (let at = body.indexOf(opening); at !== -1; at = body.indexOf(opening, from)) {
    html += body.slice(from, at);
    from = body.indexOf(PUSH_END, at) + PUSH_END.length;
  }
  html += body.slice(from);
  html = html.replaceAll(` nonce="${nonce}"`, '');
  const chunkScripts: string[] = [];
  html = html.replace(/<script src="([^"]+)" async=""><\/script>/g, (_script, src: string) => {
    chunkScripts.push(src);
    return '';
  });
  const forms = new Map<string, number>();
  html = html.replace(/\$ACTION_(REF_)?(\d+)(?=[:"])/g, (_field, ref: string | undefined, form: string) => {
    if (!forms.has(form)) forms.set(form, forms.size);
    return `$ACTION_${ref ?? ''}${forms.get(form)}`;
  });
  return { status, location, html, chunkScripts: chunkScripts.sort() };
}

/** Where two comparable pages first differ, a little either side, or null when they do not. */
export function firstDifference(a: ComparablePage, b: ComparablePage): string | null {
  if (a.status !== b.status || a.location !== b.location)
    return `answered ${a.status} ${a.location ?? ''} and ${b.status} ${b.location ?? ''}`;
  if (a.html !== b.html) {
    let at = 0;
    while (a.html[at] === b.html[at]) at += 1;
    const around = (html: string) => html.slice(Math.max(0, at - 160), at + 160);
    return `the HTML, at character ${at}:\n    ${around(a.html)}\n  and\n    ${around(b.html)}`;
  }
  if (a.chunkScripts.join() !== b.chunkScripts.join())
    return `the client chunks: ${a.chunkScripts.join(' ')} and ${b.chunkScripts.join(' ')}`;
  return null;
}
