/** The lists the profile editor offers: provinces and cities, job categories, and skills jobs ask for. */
import type { Db } from '../db.js';
import type { Language } from '../../../shared/locales.js';

export interface EditorOptions {
  provinces: { id: number; name: string }[];
  cities: { id: number; name: string; provinceId: number }[];
  categories: { id: number; name: string }[];
}

export async function getEditorOptions(db: Db, lang: Language): Promise<EditorOptions> {
  const name = lang === 'id' ? 'name_id' : 'name_en';
  const [provinces, cities, categories] = await Promise.all([
    db.query<{ id: number; name: string }>(`SELECT id, ${name} AS name FROM locations WHERE kind = 'province' ORDER BY ${name}`),
    db.query<{ id: number; name: string; province_id: number }>(
      `SELECT id, ${name} AS name, parent_id AS province_id FROM locations WHERE kind = 'city' ORDER BY ${name}`,
    ),
    db.query<{ id: number; name: string }>(`SELECT id, ${name} AS name FROM job_categories ORDER BY sort_order, ${name}`),
  ]);
  return {
    provinces: provinces.rows,
    cities: cities.rows.map((r) => ({ id: r.id, name: r.name, provinceId: r.province_id })),
    categories: categories.rows,
  };
}

/** Skills named in jobs, most asked for first; those containing the query when there is one. */
export async function suggestSkills(db: Db, query: string, limit = 20): Promise<string[]> {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await db.query<{ name: string }>(
    `SELECT name FROM job_skills WHERE ($1 = '' OR name ILIKE $2) GROUP BY name ORDER BY count(*) DESC, name LIMIT $3`,
    [query, pattern, limit],
  );
  return rows.map((r) => r.name);
}
