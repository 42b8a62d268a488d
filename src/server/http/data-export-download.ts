/**
 * GET /account/data-export/{id} (and under /id): sends the signed-in owner's ready export as a
 * ZIP attachment. Anything else (no sign-in, another user's, expired, still being prepared)
 * goes on to the page of that address, which answers the login redirect, 404, 410 or "not ready".
 */
import express, { type Request, type Response } from 'express';
import { sessionAccount } from '../auth/accounts';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import { findOwnExport } from '../data-rights/export-requests';
import type { FileStorage } from '../storage/file-storage';
import { sendStoredFile } from './send-stored-file';
import { readSession, sessionOptions } from './session';

const PATHS = ['/account/data-export/:id', '/id/account/data-export/:id'];

export function dataExportDownloadRoute(deps: {
  readonly db: Db;
  readonly config: AppConfig;
  readonly storage: FileStorage;
}): express.Router {
  const router = express.Router();
  const session = sessionOptions(deps.config);
  router.get(PATHS, async (req: Request, res: Response, next) => {
    try {
      if (!req.headers.cookie) return next();
      const account = await sessionAccount(deps.db, await readSession(req, res, session));
      const id = /^\d{1,15}$/.test(String(req.params.id)) ? Number(req.params.id) : 0;
      const found = account ? await findOwnExport(deps.db, account.id, id) : null;
      if (!found || found.status !== 'ready' || found.expired || !found.storageKey) return next();
      const day = found.requestedAt.toISOString().slice(0, 10);
      const sent = await sendStoredFile(req, res, deps.storage, {
        key: found.storageKey,
        disposition: 'attachment',
        fileName: `karir-my-data-${day}.zip`,
        cacheControl: 'private, no-store',
      });
      if (!sent) next();
    } catch (error) {
      next(error);
    }
  });
  return router;
}
