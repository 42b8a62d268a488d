import type { ReactNode } from 'react';
import type { ClientManifest, ServerManifest } from 'react-server-dom-webpack/server';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import type { SiteContent } from '../db/repos/site-content-repo';
import type { JobSearchCache } from '../search/result-cache';
import type { JobSearchMemory } from '../search/memory-search';
import type { SiteContentStore } from '../site-content/site-content-store';
import type { FileStorage } from '../storage/file-storage';
import type { StaticHtml } from '../../framework/server/http';

/**
 * What server components and server functions use without being handed it: set once at start
 * (through the react-server entry, whose layer holds the copy of this module they read).
 */
export interface AppServices {
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
  /** Candidates' files: a directory under DATA_DIR, or an S3-compatible bucket. */
  readonly storage: FileStorage;
  /** A frozen part's content as HTML, rendered by the SSR layer's React (render/static-html.ts). */
  readonly renderStaticHtml: (name: string, content: ReactNode) => StaticHtml | null;
}

let current: AppServices | null = null;

export function setAppServices(services: AppServices): void {
  current = services;
}

export function appServices(): AppServices {
  if (!current) throw new Error('The react-server layer was used before start-up finished');
  return current;
}

/** The database, for server components and server functions. */
export function db(): Db {
  return appServices().db;
}

/** Site content as loaded at start; throws (→ error page) when it could not be loaded. */
export function siteContent(): SiteContent {
  return appServices().siteContent.current();
}

export function jobSearchCache(): JobSearchCache {
  return appServices().jobSearchCache;
}

export function jobSearchMemory(): JobSearchMemory {
  return appServices().jobSearchMemory;
}

/** Where candidates' files are kept, for server components and server functions. */
export function fileStorage(): FileStorage {
  return appServices().storage;
}
