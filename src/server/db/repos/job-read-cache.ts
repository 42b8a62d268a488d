/**
 * What the job reads take to skip the database for a repeated read: the search's result cache
 * (search/result-cache.ts) is one, handed in by the caller. Declared here so the data layer
 * depends on no search module (the search folder sits above it).
 */
export interface JobReadCache {
  /** A job as its page shows it, by identifier (null, for no such job, is kept too). */
  jobOrLoad<T>(identifier: string, load: () => Promise<T>): Promise<T>;
  /** The similar jobs of one job (`key` names the job and how many are listed). */
  similarOrLoad<T>(key: string, load: () => Promise<T>): Promise<T>;
}
