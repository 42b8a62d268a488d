/** What the webhook routes answer (see response-schemas.ts for why these are zod schemas). */
import { z } from 'zod';
import { DELIVERY_STATUSES } from '../../../shared/validation/employer-webhook-schema';
import { EMPLOYER_EVENT_TYPES } from '../../../shared/webhook-event-types';

const time = z.string().meta({ description: 'ISO 8601, UTC.' });

export const webhookViewSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(EMPLOYER_EVENT_TYPES)),
  description: z.string(),
  enabled: z.boolean(),
  failing: z.boolean().meta({ description: 'A delivery ran out of retries (about a day of them) since the URL last answered with a 2xx.' }),
  failingSince: time.nullable(),
  previousSecretValidUntil: time.nullable().meta({ description: "After a rotation: until when the old secret's signature is sent too." }),
  createdAt: time,
  updatedAt: time,
});

export const webhookResponseSchema = z.object({ data: webhookViewSchema });

export const webhookCreatedResponseSchema = z.object({
  data: webhookViewSchema.extend({
    secret: z.string().meta({ description: 'whsec_…: the signing secret. Shown only in this answer (and when rotated); keep it.' }),
  }),
});

export const webhookListResponseSchema = z.object({ data: z.array(webhookViewSchema) });

export const secretResponseSchema = z.object({
  data: z.object({
    secret: z.string().meta({ description: 'The new whsec_… secret, shown only here.' }),
    previousSecretValidUntil: time.meta({ description: "The old secret's signature is sent too until then (24 hours)." }),
  }),
});

const attemptViewSchema = z.object({
  attemptedAt: time,
  statusCode: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The URL's answer; null when none came (refused, timed out, address not allowed)." }),
  durationMs: z.number().int(),
  error: z.string().nullable().meta({ description: 'Why the attempt failed; null for a 2xx.' }),
  nextRetryAt: time.nullable().meta({ description: 'When the next attempt is due; null after a success or the last attempt.' }),
});

export const deliveryViewSchema = z.object({
  id: z.number().int(),
  eventType: z.enum(EMPLOYER_EVENT_TYPES),
  messageId: z.string().meta({ description: 'The webhook-id header: the same on every attempt and resend.' }),
  status: z.enum(DELIVERY_STATUSES),
  createdAt: time,
  nextAttemptAt: time.nullable(),
  attempts: z.array(attemptViewSchema).meta({ description: 'Every attempt, oldest first.' }),
});

export const deliveryListResponseSchema = z.object({ data: z.array(deliveryViewSchema), nextCursor: z.string().nullable() });

export const deliveryResponseSchema = z.object({ data: deliveryViewSchema });
