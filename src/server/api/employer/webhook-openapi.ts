/** The webhook routes' part of the employer API's OpenAPI document (openapi-document.ts). */
import { z } from 'zod';
import { deliveryListQuerySchema, webhookCreateSchema, webhookUpdateSchema } from '../../../shared/validation/employer-webhook-schema';
import {
  deliveryListResponseSchema,
  deliveryResponseSchema,
  deliveryViewSchema,
  secretResponseSchema,
  webhookCreatedResponseSchema,
  webhookListResponseSchema,
  webhookResponseSchema,
  webhookViewSchema,
} from './webhook-response-schemas';

export const WEBHOOK_COMPONENTS = {
  WebhookInput: webhookCreateSchema,
  WebhookUpdate: webhookUpdateSchema,
  Webhook: webhookViewSchema,
  WebhookResponse: webhookResponseSchema,
  WebhookCreatedResponse: webhookCreatedResponseSchema,
  WebhookListResponse: webhookListResponseSchema,
  SecretResponse: secretResponseSchema,
  Delivery: deliveryViewSchema,
  DeliveryResponse: deliveryResponseSchema,
  DeliveryListResponse: deliveryListResponseSchema,
} satisfies Record<string, z.ZodType>;

type Json = (name: string, description: string) => object;

function queryParameters(): object[] {
  const schema = z.toJSONSchema(deliveryListQuerySchema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, { description?: string }>;
  };
  return Object.entries(schema.properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: 'query', required: false, description, schema: rest };
  });
}

const idParameter = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'integer', minimum: 1 },
});

export function webhookPaths(json: Json, errors: Record<number, object>): Record<string, object> {
  const scoped = { ...errors, 403: json('Error', 'The key lacks the applications:read scope.') };
  const notFound = json('Error', "The company has no such webhook or delivery (another company's is not found either).");
  const invalid = json(
    'Error',
    'Invalid fields, or a URL on a private, loopback or link-local address: errors maps each field to its messages.',
  );
  const body = (name: string) => ({
    required: true,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
  });
  const webhookId = idParameter('webhookId', "The webhook's id.");
  return {
    '/webhooks': {
      get: {
        operationId: 'listWebhooks',
        summary: "List the company's webhooks (without their secrets)",
        responses: { 200: json('WebhookListResponse', 'Every webhook of the company.'), ...scoped },
      },
      post: {
        operationId: 'createWebhook',
        summary: 'Register a URL for events; the answer carries its signing secret, shown only this once',
        requestBody: body('WebhookInput'),
        responses: { 201: json('WebhookCreatedResponse', 'The webhook, with its secret.'), ...scoped, 422: invalid },
      },
    },
    '/webhooks/{webhookId}': {
      parameters: [webhookId],
      get: {
        operationId: 'getWebhook',
        summary: 'Read a webhook',
        responses: { 200: json('WebhookResponse', 'The webhook.'), ...scoped, 404: notFound },
      },
      patch: {
        operationId: 'updateWebhook',
        summary: "Change a webhook's URL, events, description or enabled",
        requestBody: body('WebhookUpdate'),
        responses: { 200: json('WebhookResponse', 'The webhook as changed.'), ...scoped, 404: notFound, 422: invalid },
      },
      delete: {
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook with its deliveries',
        responses: { 204: { description: 'Deleted.' }, ...scoped, 404: notFound },
      },
    },
    '/webhooks/{webhookId}/rotate-secret': {
      parameters: [webhookId],
      post: {
        operationId: 'rotateWebhookSecret',
        summary: "Replace the signing secret; the old one's signature is sent too for 24 hours",
        responses: { 200: json('SecretResponse', 'The new secret, shown only this once.'), ...scoped, 404: notFound },
      },
    },
    '/webhooks/{webhookId}/deliveries': {
      parameters: [webhookId],
      get: {
        operationId: 'listWebhookDeliveries',
        summary: "The webhook's deliveries, newest first, each with every attempt",
        parameters: queryParameters(),
        responses: { 200: json('DeliveryListResponse', 'A page of deliveries.'), ...scoped, 404: notFound, 422: invalid },
      },
    },
    '/webhooks/{webhookId}/deliveries/{deliveryId}': {
      parameters: [webhookId, idParameter('deliveryId', "The delivery's id.")],
      get: {
        operationId: 'getWebhookDelivery',
        summary: 'Read one delivery with its attempts',
        responses: { 200: json('DeliveryResponse', 'The delivery.'), ...scoped, 404: notFound },
      },
    },
    '/webhooks/{webhookId}/deliveries/{deliveryId}/resend': {
      parameters: [webhookId, idParameter('deliveryId', "The delivery's id.")],
      post: {
        operationId: 'resendWebhookDelivery',
        summary: 'Send a delivery again now (same body and webhook-id), with a fresh round of retries',
        responses: {
          202: json('DeliveryResponse', 'Queued; the delivery is pending.'),
          ...scoped,
          404: notFound,
          409: json('Error', 'The webhook is disabled.'),
        },
      },
    },
  };
}
