import { db, fileStorage } from '../context/app-services';
import { requestContext } from '../context/request-context';
import { searchLeftovers, type AccountFingerprint, type Leftover } from '../data-rights/leftover-search';
import { storageKeysOfUser } from '../db/repos/profile-files-repo';
import { photoKeysOf } from '../reviews/delete-review';
import { definePage } from '../page-contract/page-module';

type Data =
  | { readonly kind: 'fingerprint'; readonly fingerprint: AccountFingerprint }
  | { readonly kind: 'leftovers'; readonly leftovers: readonly Leftover[] };

async function fingerprintOf(userId: number): Promise<AccountFingerprint | null> {
  const user = (await db().query<{ email: string; name: string }>('SELECT email, name FROM users WHERE id = $1', [userId])).rows[0];
  if (!user) return null;
  const reviews = await db().query<{ details: Record<string, unknown> | null }>('SELECT details FROM company_reviews WHERE user_id = $1', [
    userId,
  ]);
  const fileKeys = [...(await storageKeysOfUser(db(), userId)), ...reviews.rows.flatMap((r) => photoKeysOf(r.details ?? {}))];
  return { id: userId, email: user.email, name: user.name, fileKeys };
}

/**
 * Test harness (test builds only): before an account is deleted, what identifies it (shown as
 * JSON for the test to keep); after, with ?fingerprint=<that JSON, base64url>, the search of
 * every table and the storage for what it left (src/server/data-rights/leftover-search.ts).
 */
export const erasureCheckPage = definePage<Data>({
  prepare: async () => {
    const given = new URLSearchParams(requestContext().search).get('fingerprint');
    if (given) {
      const fingerprint = JSON.parse(Buffer.from(given, 'base64url').toString('utf8')) as AccountFingerprint;
      return { kind: 'ok', data: { kind: 'leftovers', leftovers: await searchLeftovers(db(), fileStorage(), fingerprint) } };
    }
    const { user } = requestContext();
    const fingerprint = user ? await fingerprintOf(user.id) : null;
    return fingerprint ? { kind: 'ok', data: { kind: 'fingerprint', fingerprint } } : { kind: 'not-found' };
  },
  meta: () => ({ title: 'Erasure check', description: 'Test page', noindex: true }),
  Page: ({ data }) => (
    <section className="container page-section">
      {data.kind === 'fingerprint' ? (
        <pre data-testid="fingerprint">{JSON.stringify(data.fingerprint)}</pre>
      ) : (
        <>
          <h1 data-testid="leftover-count">{data.leftovers.length}</h1>
          <ul>
            {data.leftovers.map((l) => (
              <li key={`${l.where} ${l.what} ${l.value}`} data-testid="leftover">{`${l.where} ${l.what} ${l.value}`}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  ),
});
