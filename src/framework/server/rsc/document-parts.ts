import { currentRequest, type RenderRequest } from '../request/request-scope';

/**
 * The frozen parts' HTML of a document render (an HTML page, not a `.rsc` payload or a server
 * function's answer), by the number a part's payload names. The page's own HTML render reads
 * it (render/ssr-render.tsx), so the strings do not travel through the payload and its copies
 * to be decoded again; the page cache's whole payload puts them back
 * (render/frozen-part-references.ts). Kept by the request (which renders once) rather than in
 * an AsyncLocalStorage of its own: every storage in use costs a little on every promise made.
 */
const lists = new WeakMap<RenderRequest, string[]>();

/** Makes the request's flight render a document's: the frozen parts rendered in it add their HTML to `html`. */
export function renderAsDocument(request: RenderRequest, html: string[]): void {
  lists.set(request, html);
}

/** The current document render's list of frozen parts' HTML; undefined outside one (a payload carries the HTML). */
export function documentParts(): string[] | undefined {
  const request = currentRequest();
  return request ? lists.get(request) : undefined;
}
