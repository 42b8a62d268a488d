import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type SessionOptions } from 'iron-session';
import type { AppConfig } from '../config';

export interface SessionUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  /** Spec §3: a list or a map of permissions; read it through `hasScope`. */
  readonly scope: readonly string[] | Readonly<Record<string, boolean>>;
}

export interface SessionData {
  user?: SessionUser;
  /** Bumped on the user row to end every session at once (password reset). */
  sessionVersion?: number;
}

export const SESSION_COOKIE = 'karir_session';

/**
 * iron-session seals with the highest-numbered password and opens with any of them, so the
 * configured list (newest first) maps to descending ids and old cookies keep working.
 */
export function sessionOptions(config: AppConfig): SessionOptions {
  const password = Object.fromEntries(
    config.sessionSecrets.map((secret, index) => [String(config.sessionSecrets.length - index), secret]),
  );
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

export async function readSession(req: IncomingMessage, res: ServerResponse, options: SessionOptions) {
  return getIronSession<SessionData>(req, res, options);
}

/** One helper for every scope check, whatever shape the user's scope has. */
export function hasScope(user: SessionUser | null, scope: string): boolean {
  if (!user) return false;
  if (Array.isArray(user.scope)) return user.scope.includes(scope);
  return (user.scope as Record<string, boolean>)[scope] === true;
}
