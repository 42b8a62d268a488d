import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, unsealData, type SessionOptions } from 'iron-session';
import type { AppConfig } from '../config';

/** The cookie holds ids only: whose session, and which session version of that user it was issued under. */
export interface SessionData {
  userId?: number;
  /** Must equal the users row's session_version; bumping it there ends every session at once (password reset). */
  sessionVersion?: number;
  /** When this session was signed in (ms): a social-only account proves itself by a fresh login. */
  signedInAt?: number;
}

export const SESSION_COOKIE = 'karir_session';

/**
 * iron-session seals with the highest-numbered password and opens with any of them, so the
 * configured list (newest first) maps to descending ids and old cookies keep working.
 */
export function sessionOptions(config: AppConfig): SessionOptions {
  const password = Object.fromEntries(config.sessionSecrets.map((secret, index) => [String(config.sessionSecrets.length - index), secret]));
  return {
    cookieName: SESSION_COOKIE,
    password,
    ttl: 60 * 60 * 24 * 30,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.env !== 'development' && config.publicBaseUrl.startsWith('https:'),
      path: '/',
    },
  };
}

/**
 * A cookie that cannot be opened (tampered, sealed with a retired secret, garbage) reads as
 * an empty session: the visitor is simply logged out, never shown an error page.
 */
export async function readSession(req: IncomingMessage, res: ServerResponse, options: SessionOptions) {
  try {
    return await getIronSession<SessionData>(req, res, options);
  } catch {
    const withoutCookies = { headers: { ...req.headers, cookie: '' } } as IncomingMessage;
    return getIronSession<SessionData>(withoutCookies, res, options);
  }
}

/** What a session cookie's sealed value holds, or an empty session when it does not open (tampered, expired, garbage). */
export async function unsealSession(sealed: string, options: SessionOptions): Promise<SessionData> {
  try {
    return await unsealData<SessionData>(sealed, { password: options.password, ttl: options.ttl });
  } catch {
    return {};
  }
}
