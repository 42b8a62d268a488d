/**
 * The database announces changes to what a candidate's pages show on one channel
 * (migration 0080): '<user id>:<what>'. An empty payload is the LISTEN session's own "I was
 * away, anything may have changed" (postgres-db.ts), so every stream is brought up to date.
 */
export const ACCOUNT_CHANNEL = 'account_changed';

export type AccountChange =
  | { readonly kind: 'state'; readonly userId: number }
  | { readonly kind: 'session'; readonly userId: number }
  | { readonly kind: 'everything' };

export function parseAccountChange(payload: string): AccountChange | null {
  if (payload === '') return { kind: 'everything' };
  const match = /^([0-9]{1,15}):([nas])$/.exec(payload);
  if (!match) return null;
  const userId = Number(match[1]);
  return match[2] === 's' ? { kind: 'session', userId } : { kind: 'state', userId };
}
