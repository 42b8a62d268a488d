/**
 * The list sections of the signed-in candidate's profile: add, change and delete one item.
 * Changing or deleting names the item by id AND owner, so someone else's id finds nothing
 * (false), exactly like an id that does not exist.
 */
import type { Db } from '../db.js';
import type {
  AwardInput,
  EducationInput,
  ItemKind,
  OrganizationInput,
  WorkExperienceInput,
} from '../../../shared/validation/profile-item-schemas.js';
import { ensureProfile } from './profiles-repo.js';

/** Far above any real career; keeps one account from filling the table. */
const MAX_ITEMS_PER_LIST = 50;

export interface ItemInputs {
  'work-experiences': WorkExperienceInput;
  organizations: OrganizationInput;
  educations: EducationInput;
  awards: AwardInput;
}

interface ItemSql<K extends ItemKind> {
  readonly table: string;
  readonly columns: readonly string[];
  readonly values: (input: ItemInputs[K]) => unknown[];
}

const ITEM_SQL: { readonly [K in ItemKind]: ItemSql<K> } = {
  'work-experiences': {
    table: 'candidate_work_experiences',
    columns: ['company_name', 'position', 'description', 'start_month', 'start_year', 'end_month', 'end_year', 'is_current'],
    values: (i) => [i.company_name, i.position, i.description, i.start_month, i.start_year, i.end_month, i.end_year, i.is_current],
  },
  organizations: {
    table: 'candidate_organization_experiences',
    columns: ['organization_name', 'position', 'start_year', 'end_year', 'is_current'],
    values: (i) => [i.organization_name, i.position, i.start_year, i.end_year, i.is_current],
  },
  educations: {
    table: 'candidate_educations',
    columns: ['institution', 'degree', 'field_of_study', 'start_year', 'end_year', 'is_current'],
    values: (i) => [i.institution, i.degree, i.field_of_study, i.start_year, i.end_year, i.is_current],
  },
  awards: {
    table: 'candidate_awards',
    columns: ['name', 'issuer', 'year'],
    values: (i) => [i.name, i.issuer, i.year],
  },
};

export type AddOutcome = { readonly ok: true; readonly id: number } | { readonly ok: false; readonly reason: 'too-many' };

export async function addItem<K extends ItemKind>(db: Db, userId: number, kind: K, input: ItemInputs[K]): Promise<AddOutcome> {
  const sql = ITEM_SQL[kind] as ItemSql<K>;
  if (!(await ensureProfile(db, userId))) throw new Error(`no user ${userId}`);
  const { rows: count } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql.table} WHERE user_id = $1`, [userId]);
  if ((count[0]?.n ?? 0) >= MAX_ITEMS_PER_LIST) return { ok: false, reason: 'too-many' };
  const placeholders = sql.columns.map((_, index) => `$${index + 2}`).join(', ');
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${sql.table} (user_id, ${sql.columns.join(', ')}) VALUES ($1, ${placeholders}) RETURNING id::float8 AS id`,
    [userId, ...sql.values(input)],
  );
  return { ok: true, id: Number(rows[0]?.id) };
}

/** False when the candidate has no such item. */
export async function updateItem<K extends ItemKind>(db: Db, userId: number, kind: K, id: number, input: ItemInputs[K]): Promise<boolean> {
  const sql = ITEM_SQL[kind] as ItemSql<K>;
  const assignments = sql.columns.map((column, index) => `${column} = $${index + 3}`).join(', ');
  const { rows } = await db.query(`UPDATE ${sql.table} SET ${assignments} WHERE user_id = $1 AND id = $2 RETURNING id`, [
    userId,
    id,
    ...sql.values(input),
  ]);
  return rows.length > 0;
}

export async function deleteItem(db: Db, userId: number, kind: ItemKind, id: number): Promise<boolean> {
  const { rows } = await db.query(`DELETE FROM ${ITEM_SQL[kind].table} WHERE user_id = $1 AND id = $2 RETURNING id`, [userId, id]);
  return rows.length > 0;
}
