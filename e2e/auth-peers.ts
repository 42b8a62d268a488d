/**
 * The real peers the account tests talk to, on 127.0.0.1: an SMTP server that keeps every
 * received message as an .eml file in E2E_MAIL_DIR, and an OpenID Connect provider
 * (oidc-provider, development login and consent pages) with one test client. Started by
 * Playwright's global setup; the web server is pointed at them in playwright.config.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { SMTPServer } from 'smtp-server';

export interface AuthPeerSettings {
  readonly smtpPort: number;
  readonly oidcPort: number;
  readonly mailDir: string;
  /** Where the provider sends users back: the app's callback URL. */
  readonly redirectUri: string;
}

const OIDC_CLIENT = { id: 'karir-e2e', secret: 'karir-e2e-client-secret-for-tests' } as const;
/** The fixed, verified person behind the provider's login form (any login name works). */
export const SOCIAL_USER = { email: 'sari.sosial@example.com', name: 'Sari Sosial' } as const;

export async function startAuthPeers(settings: AuthPeerSettings): Promise<() => Promise<void>> {
  fs.mkdirSync(settings.mailDir, { recursive: true });
  let counter = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
        const file = path.join(settings.mailDir, `${Date.now()}-${String(++counter).padStart(4, '0')}.eml`);
        fs.writeFileSync(file, `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(settings.smtpPort, '127.0.0.1', () => resolve());
  });

  const issuer = `http://127.0.0.1:${settings.oidcPort}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [settings.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['karir-e2e-oidc-cookie-key'] },
    async findAccount(_ctx, id) {
      return { accountId: id, claims: async () => ({ sub: id, email: SOCIAL_USER.email, email_verified: true, name: SOCIAL_USER.name }) };
    },
  });
  const oidcServer = provider.listen(settings.oidcPort, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    oidcServer.once('listening', () => resolve());
    oidcServer.once('error', reject);
  });
  void (oidcServer.address() as AddressInfo);

  return async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => oidcServer.close(() => resolve()));
  };
}
