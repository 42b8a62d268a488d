import type { Db } from '../db/db';
import { getSiteContent, type SiteContent } from '../db/repos/site-content-repo';
import { logError } from '../../framework/server';

export const SITE_CONTENT_CHANNEL = 'site_content_changed';

export interface SiteContentStore {
  /** The content loaded at start (or after the last change); throws the load failure so the page error handler shows it. */
  current(): SiteContent;
  reload(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Site content is loaded once at server start, not per request. A NOTIFY on
 * `site_content_changed` (sent by whoever edits it, from any instance) reloads it.
 */
export async function createSiteContentStore(db: Db): Promise<SiteContentStore> {
  let content: SiteContent | null = null;
  let failure: unknown = null;
  const reload = async () => {
    try {
      content = await getSiteContent(db);
      failure = null;
    } catch (error) {
      failure = error;
      logError('site content could not be loaded', error);
    }
  };
  await reload();
  const unlisten = await db.listen(SITE_CONTENT_CHANNEL, () => void reload());
  return {
    current() {
      if (failure || !content) throw failure ?? new Error('Site content is not loaded');
      return content;
    },
    reload,
    close: unlisten,
  };
}
