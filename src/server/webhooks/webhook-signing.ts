/**
 * Secrets and signatures as the Standard Webhooks specification has them: a secret is
 * `whsec_` and base64 of random bytes; each attempt carries webhook-id (the message's, the same
 * on every attempt), webhook-timestamp (the attempt's, in seconds) and webhook-signature
 * (`v1,` and base64 HMAC-SHA256 of `id.timestamp.body`), made by the spec's own package. While
 * a rotated-out secret is still valid its signature is sent too, space-separated, so a
 * receiver that has not switched yet still verifies.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

export function signedHeaders(input: { messageId: string; at: Date; body: string; secrets: readonly string[] }): Record<string, string> {
  const signatures = input.secrets.map((secret) => new Webhook(secret).sign(input.messageId, input.at, input.body));
  return {
    'webhook-id': input.messageId,
    'webhook-timestamp': String(Math.floor(input.at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
