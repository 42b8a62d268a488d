import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import { sessionAccount } from '../auth/accounts';
import { sessionOptions, unsealSession } from './session';

/**
 * Whether a session cookie makes its visitor signed in: it opens with one of our secrets and
 * names an account that still exists under the same session version. A cookie that does not
 * (made up, expired, logged out elsewhere) is a guest's, and a guest may be answered from the
 * page cache. When the database cannot say, the visitor counts as signed in: never a shared
 * page for someone who may have a session.
 */
export function liveSessionCheck(config: AppConfig, db: Db): (sealed: string) => Promise<boolean> {
  const options = sessionOptions(config);
  return async (sealed) => {
    const data = await unsealSession(sealed, options);
    if (typeof data.userId !== 'number') return false;
    try {
      return (await sessionAccount(db, data)) !== null;
    } catch {
      return true;
    }
  };
}
