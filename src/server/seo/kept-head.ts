import type { PageMeta } from '../page-contract/page-module';
import type { HeadTagsContext } from './head-tags';

/**
 * The head's tags and the JSON-LD, worked out once per meta object: the framework hands the same
 * object again while a page keeps its meta (a job's, for as long as the job cache keeps the
 * job), and a job posting's JSON-LD is its whole description serialised. Other pages build a
 * new meta per request and gain nothing, nor lose anything.
 */
const ADDRESSES_PER_META = 16;
const headTagsKept = new WeakMap<PageMeta, Map<string, string>>();
const trailersKept = new WeakMap<PageMeta, string>();

/** The tags also depend on the address and language asked for (canonical, hreflang, og:url). */
export function keptHeadTags(meta: PageMeta, context: HeadTagsContext, build: () => string): string {
  const key = `${context.locale}\u0000${context.path}\u0000${context.publicBaseUrl}`;
  let byAddress = headTagsKept.get(meta);
  const found = byAddress?.get(key);
  if (found !== undefined) return found;
  const tags = build();
  if (!byAddress) headTagsKept.set(meta, (byAddress = new Map()));
  // A meta shared by a route's many addresses must not grow without end.
  if (byAddress.size >= ADDRESSES_PER_META) byAddress.clear();
  byAddress.set(key, tags);
  return tags;
}

export function keptTrailer(meta: PageMeta, build: () => string): string {
  const found = trailersKept.get(meta);
  if (found !== undefined) return found;
  const trailer = build();
  trailersKept.set(meta, trailer);
  return trailer;
}
