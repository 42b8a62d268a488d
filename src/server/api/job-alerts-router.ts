/**
 * Job alerts in the JSON API (bearer token): GET/POST /job-alerts, GET/PATCH/DELETE
 * /job-alerts/{id}. The search is sent as the search page's query string (`search`), read by
 * the page's own parser. Validation failures are 422 with an errors map; another account's
 * alert, like one that does not exist, is 404.
 */
import express from 'express';
import type { i18n as I18n } from 'i18next';
import type { z } from 'zod';
import { MAX_ALERTS, saveAlertSchema, updateAlertSchema } from '../../shared/validation/job-alert-schema';
import { firstMessage, toErrorsMap } from '../../shared/validation/to-errors-map';
import type { Db } from '../db/db';
import { translateErrors } from '../i18n/translate-errors';
import type { Translate } from '../i18n/i18n';
import { deleteAccountAlert, findAccountAlert, updateAccountAlert, type JobAlert } from '../job-alerts/alerts-repo';
import { saveAccountAlert, summarize, accountAlertSummaries, type AlertSummary } from '../job-alerts/save-alert';
import { queryObject } from '../search/search-url';
import { searchQueryString } from '../search/search-query-string';
import { ApiError, handle, requireToken } from './api-support';

function validate<S extends z.ZodObject>(schema: S, body: unknown, t: Translate): z.output<S> {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = translateErrors(toErrorsMap(parsed.error, Object.keys(schema.shape)), t);
  throw new ApiError(422, firstMessage(errors) ?? t('auth:api.invalid'), errors);
}

function alertJson(alert: AlertSummary) {
  return {
    id: alert.id,
    name: alert.name,
    description: alert.search,
    search: searchQueryString(alert.params),
    frequency: alert.frequency,
    paused: alert.paused,
    matchingNow: alert.matchingNow,
    lastSentAt: alert.lastSentAt?.toISOString() ?? null,
    createdAt: alert.createdAt.toISOString(),
  };
}

function idOf(raw: unknown): number {
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
}

export function createJobAlertsRouter(deps: { readonly db: Db; readonly i18n: I18n }): express.Router {
  const { db, i18n } = deps;
  const router = express.Router();
  const owned = async (userId: number, id: number, t: Translate): Promise<JobAlert> => {
    const alert = await findAccountAlert(db, userId, id);
    if (!alert) throw new ApiError(404, t('jobs:alerts.errors.notFound'));
    return alert;
  };

  router.get(
    '/job-alerts',
    handle(i18n, async (req, res, { t, locale }) => {
      const account = await requireToken(db, req, t);
      res.json({ data: (await accountAlertSummaries(db, account.id, t, locale)).map(alertJson), limit: MAX_ALERTS });
    }),
  );

  router.post(
    '/job-alerts',
    handle(i18n, async (req, res, { t, locale }) => {
      const account = await requireToken(db, req, t);
      const input = validate(saveAlertSchema, req.body, t);
      const saved = await saveAccountAlert(
        db,
        account.id,
        { query: queryObject(input.search), name: input.name, frequency: input.frequency, locale },
        t,
      );
      if (!saved.ok) {
        const message = t('jobs:alerts.errors.limit', { count: MAX_ALERTS });
        throw new ApiError(422, message, { search: [message] });
      }
      res.status(201).json({ data: alertJson(await summarize(db, await owned(account.id, saved.id, t), t, locale)) });
    }),
  );

  router.get(
    '/job-alerts/:id',
    handle(i18n, async (req, res, { t, locale }) => {
      const account = await requireToken(db, req, t);
      res.json({ data: alertJson(await summarize(db, await owned(account.id, idOf(req.params.id), t), t, locale)) });
    }),
  );

  router.patch(
    '/job-alerts/:id',
    handle(i18n, async (req, res, { t, locale }) => {
      const account = await requireToken(db, req, t);
      const id = idOf(req.params.id);
      await owned(account.id, id, t);
      const changes = validate(updateAlertSchema, req.body, t);
      const updated = await updateAccountAlert(db, account.id, id, changes);
      if (!updated) throw new ApiError(404, t('jobs:alerts.errors.notFound'));
      res.json({ data: alertJson(await summarize(db, updated, t, locale)) });
    }),
  );

  router.delete(
    '/job-alerts/:id',
    handle(i18n, async (req, res, { t }) => {
      const account = await requireToken(db, req, t);
      if (!(await deleteAccountAlert(db, account.id, idOf(req.params.id)))) throw new ApiError(404, t('jobs:alerts.errors.notFound'));
      res.status(204).end();
    }),
  );
  return router;
}
