/**
 * Saving the single-valued sections of the signed-in candidate's profile. Every write is scoped
 * to the caller's own row (`WHERE user_id = $1`); the row is made on the first save.
 * Choices that point at other tables (province, city, category) are checked here and refused by
 * field name, so a forged id is a message beside its field rather than a foreign-key failure.
 */
import type { Db } from '../db.js';
import {
  EDITABLE_NETWORKS,
  type AboutMeInput,
  type BasicInfoInput,
  type InterestInput,
  type SkillsInput,
  type SocialLinksInput,
  type VisibilityInput,
} from '../../../shared/validation/profile-schemas.js';
import { ensureProfile } from './profiles-repo.js';
import { recordConsentChange } from './consents-repo.js';

/** Ok, or the field whose choice does not exist (the caller words the message). */
export type SaveOutcome = { readonly ok: true } | { readonly ok: false; readonly field: string };

async function requireProfile(db: Db, userId: number): Promise<void> {
  if (!(await ensureProfile(db, userId))) throw new Error(`no user ${userId}`);
}

export async function saveBasicInfo(db: Db, userId: number, input: BasicInfoInput): Promise<SaveOutcome> {
  let provinceId = input.address_province;
  if (input.address_city !== null) {
    const { rows } = await db.query<{ parent_id: number }>("SELECT parent_id FROM locations WHERE id = $1 AND kind = 'city'", [
      input.address_city,
    ]);
    const parent = rows[0]?.parent_id;
    if (parent === undefined || (provinceId !== null && parent !== provinceId)) return { ok: false, field: 'address_city' };
    provinceId = parent;
  } else if (provinceId !== null) {
    const { rows } = await db.query("SELECT 1 FROM locations WHERE id = $1 AND kind = 'province'", [provinceId]);
    if (rows.length === 0) return { ok: false, field: 'address_province' };
  }
  await requireProfile(db, userId);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET name = $2 WHERE id = $1', [userId, input.full_name]);
    await tx.query(
      `UPDATE candidate_profiles SET headline = $2, phone = $3, gender = $4, relationship_status = $5, residence_status = $6,
         citizenship = $7, hobby = $8, address_country = $9, address_province_id = $10, address_city_id = $11,
         address_subdistrict = $12, address_post_code = $13, date_of_birth = $14, status = $15, availability = $16
       WHERE user_id = $1`,
      [
        userId,
        input.headline,
        input.phone,
        input.gender,
        input.relationship_status,
        input.residence_status,
        input.citizenship,
        input.hobby,
        input.address_country,
        provinceId,
        input.address_city,
        input.address_subdistrict,
        input.address_post_code,
        input.date_of_birth,
        input.status,
        input.availability,
      ],
    );
  });
  return { ok: true };
}

export async function saveAboutMe(db: Db, userId: number, input: AboutMeInput): Promise<SaveOutcome> {
  await requireProfile(db, userId);
  await db.query('UPDATE candidate_profiles SET about_me = $2 WHERE user_id = $1', [userId, input.about_me]);
  return { ok: true };
}

/** The list as given replaces the old one; its order is kept. */
export async function saveSkills(db: Db, userId: number, input: SkillsInput): Promise<SaveOutcome> {
  await requireProfile(db, userId);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM candidate_skills WHERE user_id = $1', [userId]);
    if (input.skills.length === 0) return;
    await tx.query(
      `INSERT INTO candidate_skills (user_id, name, sort_order)
       SELECT $1, name, ord - 1 FROM unnest($2::text[]) WITH ORDINALITY AS s(name, ord)`,
      [userId, input.skills],
    );
  });
  return { ok: true };
}

export async function saveInterest(db: Db, userId: number, input: InterestInput): Promise<SaveOutcome> {
  if (input.interest_category !== null) {
    const { rows } = await db.query('SELECT 1 FROM job_categories WHERE id = $1', [input.interest_category]);
    if (rows.length === 0) return { ok: false, field: 'interest_category' };
  }
  if (input.preferred_cities.length > 0) {
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM locations WHERE kind = 'city' AND id = ANY($1::int[])", [
      input.preferred_cities,
    ]);
    if (rows[0]?.n !== input.preferred_cities.length) return { ok: false, field: 'preferred_cities' };
  }
  await requireProfile(db, userId);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE candidate_profiles SET interest_category_id = $2, interest_job_types = $3::text[], current_salary = $4, expected_salary = $5,
         salary_currency = 'IDR', willing_to_relocate = $6, interested_positions = $7::text[]
       WHERE user_id = $1`,
      [
        userId,
        input.interest_category,
        input.job_types,
        input.current_salary,
        input.expected_salary,
        input.willing_to_relocate,
        input.interested_positions,
      ],
    );
    await tx.query('DELETE FROM candidate_preferred_cities WHERE user_id = $1', [userId]);
    if (input.preferred_cities.length > 0) {
      await tx.query('INSERT INTO candidate_preferred_cities (user_id, location_id) SELECT $1, unnest($2::int[])', [
        userId,
        input.preferred_cities,
      ]);
    }
  });
  return { ok: true };
}

/** The editor's links replace those networks; links saved for other networks (seeded, older clients) stay. */
export async function saveSocialLinks(db: Db, userId: number, input: SocialLinksInput): Promise<SaveOutcome> {
  await requireProfile(db, userId);
  const networks = EDITABLE_NETWORKS.filter((network) => input[network]);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM candidate_social_links WHERE user_id = $1 AND network = ANY($2::text[])', [userId, [...EDITABLE_NETWORKS]]);
    if (networks.length === 0) return;
    await tx.query('INSERT INTO candidate_social_links (user_id, network, url) SELECT $1, * FROM unnest($2::text[], $3::text[])', [
      userId,
      networks,
      networks.map((network) => input[network]),
    ]);
  });
  return { ok: true };
}

export async function saveVisibility(db: Db, userId: number, input: VisibilityInput): Promise<SaveOutcome> {
  await requireProfile(db, userId);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE candidate_profiles SET visibility = $2 WHERE user_id = $1', [userId, input.visibility]);
    // The consent record (0086) follows the switch; the column stays what the pages read.
    await recordConsentChange(tx, userId, 'public-profile', input.visibility === 'public', 'profile');
  });
  return { ok: true };
}
