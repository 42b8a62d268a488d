/**
 * The employer API's webhook bodies (/api/employer/v1/webhooks). Messages are i18next keys as
 * in employer-job-schema.ts; whether the URL's host is a public address is checked by the
 * server (it takes a DNS lookup), not here.
 */
import { z } from 'zod';
import { EMPLOYER_EVENT_TYPES } from '../webhook-event-types';
import { employerMessage, pageCursor, pageLimit } from './employer-job-schema';

export const WEBHOOK_LIMITS = { urlMax: 2000, descriptionMax: 200, perCompany: 20 } as const;

const url = z
  .string({ error: employerMessage('employer:errors.required') })
  .trim()
  .max(WEBHOOK_LIMITS.urlMax, { error: employerMessage('employer:errors.webhookUrl', { max: WEBHOOK_LIMITS.urlMax }) })
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const parsed = new URL(value);
      return (
        (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
        parsed.username === '' &&
        parsed.password === '' &&
        parsed.hash === ''
      );
    },
    { error: employerMessage('employer:errors.webhookUrl', { max: WEBHOOK_LIMITS.urlMax }) },
  )
  .meta({
    description: 'Where events are POSTed: an https:// (or http://) URL on a public address, without user name, password or #fragment.',
  });

const events = z
  .array(z.enum(EMPLOYER_EVENT_TYPES, { error: employerMessage('employer:errors.oneOf', { values: EMPLOYER_EVENT_TYPES.join(', ') }) }), {
    error: employerMessage('employer:errors.webhookEvents', { values: EMPLOYER_EVENT_TYPES.join(', ') }),
  })
  .min(1, { error: employerMessage('employer:errors.webhookEvents', { values: EMPLOYER_EVENT_TYPES.join(', ') }) })
  .refine((list) => new Set(list).size === list.length, { error: employerMessage('employer:errors.duplicateEvent') })
  .meta({ description: `The events sent to this URL: one or more of ${EMPLOYER_EVENT_TYPES.join(', ')}.` });

const description = z
  .string({ error: employerMessage('employer:errors.textLength', { min: 0, max: WEBHOOK_LIMITS.descriptionMax }) })
  .trim()
  .max(WEBHOOK_LIMITS.descriptionMax, {
    error: employerMessage('employer:errors.textLength', { min: 0, max: WEBHOOK_LIMITS.descriptionMax }),
  })
  .meta({ description: 'Your own note, e.g. which system receives them.' });

const enabled = z
  .boolean({ error: employerMessage('employer:errors.boolean') })
  .meta({ description: 'False: no event is sent to the URL (deliveries already queued are not attempted).' });

export const webhookCreateSchema = z.object({
  url,
  events,
  description: description.default(''),
  enabled: enabled.default(true),
});

export const webhookUpdateSchema = z
  .object({ url: url.optional(), events: events.optional(), description: description.optional(), enabled: enabled.optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: employerMessage('employer:errors.emptyUpdate') });

export type WebhookCreateInput = z.output<typeof webhookCreateSchema>;
export type WebhookUpdateInput = z.output<typeof webhookUpdateSchema>;

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const deliveryListQuerySchema = z.object({
  status: z
    .enum(DELIVERY_STATUSES, { error: employerMessage('employer:errors.oneOf', { values: DELIVERY_STATUSES.join(', ') }) })
    .optional()
    .meta({ description: 'Only deliveries in this state.' }),
  cursor: pageCursor,
  limit: pageLimit(20, 'Deliveries per page, newest first (1 to 100, 20 by default).'),
});

/** A webhook's or a delivery's id in a path. */
export const resourceIdSchema = z.string().regex(/^[1-9][0-9]{0,17}$/);
