/**
 * /api/employer/v1/webhooks (docs/employer-api.md, Webhooks): a company's endpoints, their
 * deliveries with every attempt, and sending one again. Mounted by the employer router after
 * the key and its limit are checked; every route needs the applications:read scope (webhooks
 * carry applications), and another company's endpoint or delivery is not found.
 */
import express, { type Request } from 'express';
import type { i18n as I18n } from 'i18next';
import type { Db } from '../../db/db';
import { deleteWebhook, getWebhook, listWebhooks, type WebhookRow } from '../../db/repos/employer-webhooks-repo';
import { listDeliveries, type DeliveryView } from '../../db/repos/webhook-deliveries-repo';
import type { EmployerCaller } from '../../employer/api-keys';
import { EMPLOYER_JOB_BODY_LIMIT } from '../../http/request-limits';
import type { Translate } from '../../i18n/i18n';
import { changeWebhook, createWebhook, resendDelivery, rotateSecret, type WebhookPolicy } from '../../webhooks/manage-webhooks';
import {
  deliveryListQuerySchema,
  resourceIdSchema,
  webhookCreateSchema,
  webhookUpdateSchema,
} from '../../../shared/validation/employer-webhook-schema';
import { toErrorsMap } from '../../../shared/validation/to-errors-map';
import { ApiError, handle, refuseNulBody, requireJsonBody } from '../api-support';
import { invalidBody } from './employer-messages';

export interface WebhooksRouterDeps {
  readonly db: Db;
  readonly i18n: I18n;
  readonly policy: WebhookPolicy;
  /** The key's company, or a 403 when the key lacks applications:read. */
  readonly callerOf: (req: Request, t: Translate) => EmployerCaller;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function webhookView(w: WebhookRow) {
  return {
    id: w.id,
    url: w.url,
    events: w.events,
    description: w.description,
    enabled: w.enabled,
    failing: w.failingSince !== null,
    failingSince: iso(w.failingSince),
    previousSecretValidUntil: iso(w.previousSecretUntil),
    createdAt: iso(w.createdAt)!,
    updatedAt: iso(w.updatedAt)!,
  };
}

function deliveryView(d: DeliveryView) {
  return {
    id: d.id,
    eventType: d.eventType,
    messageId: d.messageId,
    status: d.status,
    createdAt: iso(d.createdAt)!,
    nextAttemptAt: iso(d.nextAttemptAt),
    attempts: d.attempts.map((a) => ({
      attemptedAt: iso(a.attemptedAt)!,
      statusCode: a.statusCode,
      durationMs: a.durationMs,
      error: a.error,
      nextRetryAt: iso(a.nextRetryAt),
    })),
  };
}

function bodyOf(req: Request): object {
  return req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as object) : {};
}

export function createWebhooksRouter(deps: WebhooksRouterDeps): express.Router {
  const { db, i18n, policy } = deps;
  const router = express.Router();
  // The jobs' limit: the employer router's 413 message names it.
  const body = [express.json({ limit: EMPLOYER_JOB_BODY_LIMIT }), requireJsonBody(i18n), refuseNulBody(i18n)];

  const idOf = (value: unknown, t: Translate): number => {
    const parsed = resourceIdSchema.safeParse(value);
    if (!parsed.success) throw new ApiError(404, t('employer:api.notFound'));
    return Number(parsed.data);
  };
  /** The caller's own webhook named in the path, or a 404. */
  const ownWebhook = async (req: Request, t: Translate): Promise<{ companyId: number; webhook: WebhookRow }> => {
    const { companyId } = deps.callerOf(req, t);
    const webhook = await getWebhook(db, companyId, idOf(req.params.id, t));
    if (!webhook) throw new ApiError(404, t('employer:api.notFound'));
    return { companyId, webhook };
  };

  router.get(
    '/',
    handle(i18n, async (req, res, { t }) => {
      const { companyId } = deps.callerOf(req, t);
      res.json({ data: (await listWebhooks(db, companyId)).map(webhookView) });
    }),
  );

  router.post(
    '/',
    ...body,
    handle(i18n, async (req, res, { t }) => {
      const { companyId } = deps.callerOf(req, t);
      const parsed = webhookCreateSchema.safeParse(bodyOf(req));
      if (!parsed.success) throw invalidBody(toErrorsMap(parsed.error, Object.keys(webhookCreateSchema.shape)), t);
      const created = await createWebhook(db, companyId, parsed.data, policy);
      if (!created.ok) throw invalidBody(created.errors, t);
      res
        .status(201)
        .location(`${req.baseUrl}/${created.value.webhook.id}`)
        .json({ data: { ...webhookView(created.value.webhook), secret: created.value.secret } });
    }),
  );

  router.get(
    '/:id',
    handle(i18n, async (req, res, { t }) => {
      res.json({ data: webhookView((await ownWebhook(req, t)).webhook) });
    }),
  );

  router.patch(
    '/:id',
    ...body,
    handle(i18n, async (req, res, { t }) => {
      const { companyId, webhook } = await ownWebhook(req, t);
      const parsed = webhookUpdateSchema.safeParse(bodyOf(req));
      if (!parsed.success) throw invalidBody(toErrorsMap(parsed.error, ['url', 'events', 'description', 'enabled']), t);
      const changed = await changeWebhook(db, companyId, webhook.id, parsed.data, policy);
      if (!changed.ok) throw invalidBody(changed.errors, t);
      if (!changed.value) throw new ApiError(404, t('employer:api.notFound'));
      res.json({ data: webhookView(changed.value) });
    }),
  );

  router.delete(
    '/:id',
    handle(i18n, async (req, res, { t }) => {
      const { companyId, webhook } = await ownWebhook(req, t);
      if (!(await deleteWebhook(db, companyId, webhook.id))) throw new ApiError(404, t('employer:api.notFound'));
      res.status(204).end();
    }),
  );

  router.post(
    '/:id/rotate-secret',
    handle(i18n, async (req, res, { t }) => {
      const { companyId, webhook } = await ownWebhook(req, t);
      const rotated = await rotateSecret(db, companyId, webhook.id);
      if (!rotated) throw new ApiError(404, t('employer:api.notFound'));
      res.json({ data: { secret: rotated.secret, previousSecretValidUntil: iso(rotated.webhook.previousSecretUntil) } });
    }),
  );

  router.get(
    '/:id/deliveries',
    handle(i18n, async (req, res, { t }) => {
      const { webhook } = await ownWebhook(req, t);
      const parsed = deliveryListQuerySchema.safeParse(req.query);
      if (!parsed.success) throw invalidBody(toErrorsMap(parsed.error, Object.keys(deliveryListQuerySchema.shape)), t);
      const q = parsed.data;
      const page = await listDeliveries(db, webhook.id, {
        status: q.status,
        beforeId: q.cursor ? Number(q.cursor) : undefined,
        limit: q.limit,
      });
      res.json({ data: page.deliveries.map(deliveryView), nextCursor: page.nextBeforeId === null ? null : String(page.nextBeforeId) });
    }),
  );

  const ownDelivery = async (webhookId: number, req: Request, t: Translate) => {
    const { deliveries } = await listDeliveries(db, webhookId, { deliveryId: idOf(req.params.deliveryId, t), limit: 1 });
    if (!deliveries[0]) throw new ApiError(404, t('employer:api.notFound'));
    return deliveries[0];
  };

  router.get(
    '/:id/deliveries/:deliveryId',
    handle(i18n, async (req, res, { t }) => {
      const { webhook } = await ownWebhook(req, t);
      res.json({ data: deliveryView(await ownDelivery(webhook.id, req, t)) });
    }),
  );

  router.post(
    '/:id/deliveries/:deliveryId/resend',
    handle(i18n, async (req, res, { t }) => {
      const { webhook } = await ownWebhook(req, t);
      const delivery = await ownDelivery(webhook.id, req, t);
      if (!webhook.enabled) throw new ApiError(409, t('employer:api.webhookDisabled'));
      await resendDelivery(db, webhook.id, delivery.id);
      res.status(202).json({ data: deliveryView(await ownDelivery(webhook.id, req, t)) });
    }),
  );

  return router;
}
