/**
 * "Download my data" in the JSON API (bearer token): POST /me/export asks for one (202; it is
 * prepared in the background and the candidate is notified and mailed), GET /me/export/{id} tells
 * where it stands, GET /me/export/{id}/download sends the ZIP. Another account's export, like one
 * that does not exist, is 404; an expired one 410; a second request within a day 429 with the
 * time of the next (and Retry-After).
 */
import express from 'express';
import type { i18n as I18n } from 'i18next';
import type { Db } from '../db/db';
import { findOwnExport, requestExport, type DataExport } from '../data-rights/export-requests';
import { exportTime } from '../data-rights/export-time';
import type { Translate } from '../i18n/i18n';
import { sendStoredFile } from '../http/send-stored-file';
import type { FileStorage } from '../storage/file-storage';
import { ApiError, handle, requireToken } from './api-support';

function exportJson(found: DataExport) {
  return {
    id: found.id,
    status: found.expired ? 'expired' : found.status,
    requestedAt: found.requestedAt.toISOString(),
    readyAt: found.readyAt?.toISOString() ?? null,
    expiresAt: found.expiresAt?.toISOString() ?? null,
    sizeBytes: found.sizeBytes,
    download: found.status === 'ready' && !found.expired ? `/api/me/export/${found.id}/download` : null,
  };
}

function idOf(raw: unknown): number {
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
}

export function createDataExportRouter(deps: { readonly db: Db; readonly i18n: I18n; readonly storage: FileStorage }): express.Router {
  const { db, i18n } = deps;
  const router = express.Router();
  const owned = async (userId: number, raw: unknown, t: Translate): Promise<DataExport> => {
    const found = await findOwnExport(db, userId, idOf(raw));
    if (!found) throw new ApiError(404, t('auth:api.notFound'));
    return found;
  };

  router.post(
    '/me/export',
    handle(i18n, async (req, res, { t, locale }) => {
      const account = await requireToken(db, req, t);
      const outcome = await requestExport(db, account.id, locale);
      if (!outcome.ok) {
        const seconds = Math.max(1, Math.ceil((outcome.nextAt.getTime() - Date.now()) / 1000));
        throw new ApiError(429, t('auth:dataExport.tooSoon', { time: exportTime(outcome.nextAt, locale) }), undefined, {
          'Retry-After': String(seconds),
        });
      }
      res
        .status(202)
        .json({ data: exportJson((await findOwnExport(db, account.id, outcome.id))!), message: t('auth:dataExport.requested') });
    }),
  );

  router.get(
    '/me/export/:id',
    handle(i18n, async (req, res, { t }) => {
      const account = await requireToken(db, req, t);
      res.json({ data: exportJson(await owned(account.id, req.params.id, t)) });
    }),
  );

  router.get(
    '/me/export/:id/download',
    handle(i18n, async (req, res, { t }) => {
      const account = await requireToken(db, req, t);
      const found = await owned(account.id, req.params.id, t);
      if (found.expired) throw new ApiError(410, `${t('auth:dataExport.gone.title')}. ${t('auth:dataExport.gone.body')}`);
      if (found.status !== 'ready' || !found.storageKey) throw new ApiError(409, t('auth:dataExport.notReady.body'));
      const day = found.requestedAt.toISOString().slice(0, 10);
      const sent = await sendStoredFile(req, res, deps.storage, {
        key: found.storageKey,
        disposition: 'attachment',
        fileName: `karir-my-data-${day}.zip`,
        cacheControl: 'private, no-store',
      });
      if (!sent) throw new ApiError(410, `${t('auth:dataExport.gone.title')}. ${t('auth:dataExport.gone.body')}`);
    }),
  );
  return router;
}
