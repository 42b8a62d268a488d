// Who is signed in: a type the request context, the HTTP layer and the account use cases share.
/** The signed-in user as pages see it: loaded from the users row on every request, never from the cookie. */
export interface SessionUser {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  /** A list or a map of permissions; read it through `hasScope`. */
  readonly scope: readonly string[] | Readonly<Record<string, boolean>>;
  readonly emailVerified: boolean;
  /** False for accounts created through a social login only. */
  readonly hasPassword: boolean;
}

/** One helper for every scope check, whatever shape the user's scope has. */
export function hasScope(user: Pick<SessionUser, 'scope'> | null | undefined, scope: string): boolean {
  if (!user) return false;
  if (Array.isArray(user.scope)) return user.scope.includes(scope);
  return (user.scope as Record<string, boolean>)[scope] === true;
}
