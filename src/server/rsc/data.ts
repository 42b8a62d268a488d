import type { Db } from '../db/db';
import type { SiteContent } from '../db/repos/site-content-repo';
import type { JobSearchCache } from '../search/result-cache';
import type { JobSearchMemory } from '../search/memory-search';
import { rscServices } from './services';

/** The database, for server components and server functions. */
export function db(): Db {
  return rscServices().db;
}

/** Spec §3 site content as loaded at start; throws (→ error page) when it could not be loaded. */
export function siteContent(): SiteContent {
  return rscServices().siteContent.current();
}

export function jobSearchCache(): JobSearchCache {
  return rscServices().jobSearchCache;
}

export function jobSearchMemory(): JobSearchMemory {
  return rscServices().jobSearchMemory;
}
