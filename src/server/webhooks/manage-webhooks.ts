/**
 * What an employer does with its webhooks through the API: register an endpoint (its secret
 * is answered once), change it, rotate its secret, and send a delivery again. A URL whose host
 * is, or resolves to, a private, loopback or link-local address is refused with the field's
 * error unless the operator allows those (WEBHOOK_ALLOW_PRIVATE_ADDRESSES).
 */
import type { Db } from '../db/db';
import { countWebhooks, insertWebhook, rotateWebhookSecret, updateWebhook, type WebhookRow } from '../db/repos/employer-webhooks-repo';
import { reopenDelivery } from '../db/repos/webhook-deliveries-repo';
import { enqueue } from '../queue/job-queue';
import { WEBHOOK_QUEUE } from '../queue/queue-specs';
import { employerMessage } from '../../shared/validation/employer-job-schema';
import { WEBHOOK_LIMITS, type WebhookCreateInput, type WebhookUpdateInput } from '../../shared/validation/employer-webhook-schema';
import type { ErrorsMap } from '../../shared/validation/to-errors-map';
import { checkHost } from './endpoint-address';
import type { DeliveryJob } from './publish-event';
import { newWebhookSecret } from './webhook-signing';

export interface WebhookPolicy {
  readonly allowPrivateAddresses: boolean;
}

/** After a rotation the old secret still signs for a day, so receivers can switch without a gap. */
const SECRET_OVERLAP_SECONDS = 24 * 3600;

type Checked<T> = { ok: true; value: T } | { ok: false; errors: ErrorsMap };

async function urlErrors(url: string, policy: WebhookPolicy): Promise<ErrorsMap | null> {
  const host = new URL(url).hostname;
  const check = await checkHost(host, policy.allowPrivateAddresses);
  if (check.ok) return null;
  const message =
    check.reason === 'private'
      ? employerMessage('employer:errors.privateAddress', { host: host.replace(/^\[|\]$/g, ''), address: check.address })
      : employerMessage('employer:errors.unresolvedHost', { host });
  return { url: [message] };
}

export async function createWebhook(
  db: Db,
  companyId: number,
  input: WebhookCreateInput,
  policy: WebhookPolicy,
): Promise<Checked<{ webhook: WebhookRow; secret: string }>> {
  const errors = await urlErrors(input.url, policy);
  if (errors) return { ok: false, errors };
  return db.transaction(async (tx) => {
    // Serialises a company's creations, so two at once cannot both pass the count.
    await tx.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
    if ((await countWebhooks(tx, companyId)) >= WEBHOOK_LIMITS.perCompany) {
      return {
        ok: false as const,
        errors: { url: [employerMessage('employer:errors.tooManyWebhooks', { max: WEBHOOK_LIMITS.perCompany })] },
      };
    }
    const secret = newWebhookSecret();
    const webhook = await insertWebhook(tx, {
      companyId,
      url: input.url,
      events: input.events,
      description: input.description,
      enabled: input.enabled,
      secret,
    });
    return { ok: true as const, value: { webhook, secret } };
  });
}

export async function changeWebhook(
  db: Db,
  companyId: number,
  id: number,
  input: WebhookUpdateInput,
  policy: WebhookPolicy,
): Promise<Checked<WebhookRow | null>> {
  if (input.url !== undefined) {
    const errors = await urlErrors(input.url, policy);
    if (errors) return { ok: false, errors };
  }
  return { ok: true, value: await updateWebhook(db, companyId, id, input) };
}

export async function rotateSecret(db: Db, companyId: number, id: number): Promise<{ webhook: WebhookRow; secret: string } | null> {
  const secret = newWebhookSecret();
  const webhook = await rotateWebhookSecret(db, companyId, id, secret, SECRET_OVERLAP_SECONDS);
  return webhook && { webhook, secret };
}

/**
 * Sends a delivery again, whatever its state: now, with the same body and webhook-id (a
 * receiver that already has it can tell), and a fresh round of retries. A retry still waiting
 * is replaced by it.
 */
export async function resendDelivery(db: Db, webhookId: number, deliveryId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const seq = await reopenDelivery(tx, webhookId, deliveryId);
    if (seq === null) return false;
    await enqueue(tx, WEBHOOK_QUEUE.name, { deliveryId, seq, attempt: 1 } satisfies DeliveryJob);
    return true;
  });
}
