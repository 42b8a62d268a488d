/** Small lookups the public pages need beyond the shared repositories: directory filters and "my profile". */
import type { Db } from '../db.js';
import { langOf, type Locale } from '../../../shared/locales';

export interface IndustryOption {
  slug: string;
  name: string;
  companyCount: number;
}

/** Industries that have at least one company, for the company directory filter. */
export async function listDirectoryIndustries(db: Db, locale: Locale): Promise<IndustryOption[]> {
  const l = langOf(locale);
  const { rows } = await db.query<{ slug: string; name: string; n: number }>(
    `SELECT i.slug, i.name_${l} AS name, count(c.id) AS n
     FROM industries i JOIN companies c ON c.industry_id = i.id
     GROUP BY i.slug, i.name_${l} ORDER BY i.name_${l}`,
  );
  return rows.map((r) => ({ slug: r.slug, name: r.name, companyCount: Number(r.n) }));
}

/** The signed-in candidate's profile address and whether the public can see it. */
export async function findOwnProfile(db: Db, userId: number): Promise<{ identifier: string; isPublic: boolean } | null> {
  const { rows } = await db.query<{ identifier: string; visibility: string }>(
    'SELECT identifier, visibility FROM candidate_profiles WHERE user_id = $1',
    [userId],
  );
  const r = rows[0];
  return r ? { identifier: r.identifier, isPublic: r.visibility === 'public' } : null;
}
