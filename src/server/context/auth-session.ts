/**
 * How server functions sign a user in or out. The HTTP layer owns the iron-session object
 * of the request and binds these operations to the request context; actions reach them
 * through `authSession()`. Kept on globalThis: both bundle layers load this file.
 */
import { requestContext } from './request-context';

export interface AuthSession {
  /** The client's address as Express sees it (trust-proxy aware), for rate limits. */
  readonly ip: string;
  /** When this session was signed in (ms since the epoch), if known. */
  readonly signedInAt: number | null;
  /** A brand-new session for this user (the old cookie is destroyed first: no fixation). */
  signIn(userId: number, sessionVersion: number): Promise<void>;
  signOut(): void;
  /** This browser's device id when it has signed in to `email` before (device cookie), else null. */
  deviceFor(email: string): Promise<string | null>;
  /** Remembers this browser as one that signed in to `email`. */
  rememberDevice(email: string): Promise<void>;
}

const KEY = Symbol.for('karir.auth-sessions');
const slot = globalThis as unknown as Record<symbol, WeakMap<object, AuthSession> | undefined>;
const sessions = (slot[KEY] ??= new WeakMap<object, AuthSession>());

export function bindAuthSession(context: object, session: AuthSession): void {
  sessions.set(context, session);
}

export function authSession(): AuthSession {
  const session = sessions.get(requestContext());
  if (!session) throw new Error('authSession() called outside a page request');
  return session;
}
