import type { ClientManifest, ServerManifest } from 'react-server-dom-webpack/server';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import type { SiteContentStore } from '../site-content/site-content-store';
import type { JobSearchCache } from '../search/result-cache';
import type { JobSearchMemory } from '../search/memory-search';

/** What the react-server layer gets from the HTTP layer once at start. */
export interface RscServices {
  readonly config: AppConfig;
  readonly clientManifest: ClientManifest;
  readonly serverFunctions: ServerManifest;
  readonly stylesheets: readonly string[];
  readonly db: Db;
  readonly siteContent: SiteContentStore;
  /** Repeated searches within a minute skip the database; emptied when jobs change. */
  readonly jobSearchCache: JobSearchCache;
  /** The live jobs' search rows in memory: /explore-jobs searches without a database scan. */
  readonly jobSearchMemory: JobSearchMemory;
}

let current: RscServices | null = null;

export function setRscServices(services: RscServices): void {
  current = services;
}

export function rscServices(): RscServices {
  if (!current) throw new Error('The react-server layer was used before start-up finished');
  return current;
}
