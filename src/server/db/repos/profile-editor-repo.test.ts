import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { testEngines, type TestDb } from '../test-db.js';
import { basicInfoSchema, interestSchema, skillsSchema, socialLinksSchema } from '../../../shared/validation/profile-schemas.js';
import { workExperienceSchema } from '../../../shared/validation/profile-item-schemas.js';
import { completionOf } from '../../../shared/profile/completion.js';
import { getOwnProfile } from './own-profile-repo.js';
import { addItem, deleteItem, updateItem } from './profile-items-repo.js';
import { saveAboutMe, saveBasicInfo, saveInterest, saveSkills, saveSocialLinks, saveVisibility } from './profile-sections-repo.js';
import { getPublicProfile } from './profiles-repo.js';
import { createUser } from './users-repo.js';

describe.each(testEngines())('profile editor repositories on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;
  let ayu: number;
  let budi: number;
  let city: { id: number; parent: number };
  let otherProvince: number;

  beforeAll(async () => {
    t = await open();
    db = t.db;
    ayu = Number((await createUser(db, { email: 'ayu@example.com', name: 'Ayu', passwordHash: null })).id);
    budi = Number((await createUser(db, { email: 'budi@example.com', name: 'Budi', passwordHash: null })).id);
    await db.query(
      `INSERT INTO locations (kind, slug, name_id, name_en) VALUES ('province', 'jawa-barat', 'Jawa Barat', 'West Java'), ('province', 'bali', 'Bali', 'Bali')`,
    );
    await db.query(
      `INSERT INTO locations (kind, parent_id, slug, name_id, name_en) SELECT 'city', id, 'bandung', 'Bandung', 'Bandung' FROM locations WHERE slug = 'jawa-barat'`,
    );
    await db.query(`INSERT INTO job_categories (slug, name_en, name_id) VALUES ('it', 'IT', 'TI')`);
    const { rows } = await db.query<{ id: number; parent_id: number }>(`SELECT id, parent_id FROM locations WHERE slug = 'bandung'`);
    city = { id: rows[0]!.id, parent: rows[0]!.parent_id };
    otherProvince = (await db.query<{ id: number }>(`SELECT id FROM locations WHERE slug = 'bali'`)).rows[0]!.id;
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('starts with no profile, then saves basic info, the name, and the province from the city', async () => {
    expect(await getOwnProfile(db, ayu)).toBeNull();
    const input = basicInfoSchema.parse({
      full_name: 'Ayu Lestari',
      phone: '0812 3456 7890',
      gender: 'female',
      date_of_birth: '1995-05-01',
      address_city: String(city.id),
    });
    expect(await saveBasicInfo(db, ayu, input)).toEqual({ ok: true });
    const profile = await getOwnProfile(db, ayu);
    expect(profile).toMatchObject({
      fullName: 'Ayu Lestari',
      phone: '+6281234567890',
      dateOfBirth: '1995-05-01',
      addressCityId: city.id,
      addressProvinceId: city.parent,
      visibility: 'private',
    });
    expect(profile?.completion.basicInfo).toBe(true);
  });

  it('refuses a city of another province, or an unknown one, by field', async () => {
    const input = basicInfoSchema.parse({ full_name: 'Ayu', address_province: String(otherProvince), address_city: String(city.id) });
    expect(await saveBasicInfo(db, ayu, input)).toEqual({ ok: false, field: 'address_city' });
    expect(await saveBasicInfo(db, ayu, basicInfoSchema.parse({ full_name: 'Ayu', address_city: '999999' }))).toEqual({
      ok: false,
      field: 'address_city',
    });
    expect(await saveInterest(db, ayu, interestSchema.parse({ interest_category: '99999' }))).toEqual({
      ok: false,
      field: 'interest_category',
    });
    expect(await saveInterest(db, ayu, interestSchema.parse({ preferred_cities: [String(otherProvince)] }))).toEqual({
      ok: false,
      field: 'preferred_cities',
    });
  });

  it('saves about me, skills, interest and links, and the completion rises', async () => {
    const before = completionOf((await getOwnProfile(db, ayu))!.completion).percent;
    await saveAboutMe(db, ayu, { about_me: 'Analyst.\nLoves data.' });
    await saveSkills(db, ayu, skillsSchema.parse({ skills: 'SQL, Excel' }));
    await saveInterest(
      db,
      ayu,
      interestSchema.parse({
        interest_category: '1',
        expected_salary: '13,000,000',
        job_types: ['FULL_TIME'],
        preferred_cities: [String(city.id)],
        interested_positions: 'Analyst',
      }),
    );
    await saveSocialLinks(db, ayu, socialLinksSchema.parse({ linkedin: 'https://linkedin.com/in/ayu' }));
    const profile = (await getOwnProfile(db, ayu))!;
    expect(profile).toMatchObject({
      aboutMe: 'Analyst.\nLoves data.',
      skills: ['SQL', 'Excel'],
      expectedSalary: 13_000_000,
      jobTypes: ['FULL_TIME'],
      preferredCityIds: [city.id],
      socialLinks: { linkedin: 'https://linkedin.com/in/ayu' },
    });
    expect(completionOf(profile.completion).percent).toBe(before + 10 + 10 + 10 + 5);
    await saveSkills(db, ayu, skillsSchema.parse({ skills: [] }));
    expect((await getOwnProfile(db, ayu))!.skills).toEqual([]);
  });

  it('adds, edits and deletes work experience, newest first, only the owner', async () => {
    const older = await addItem(
      db,
      ayu,
      'work-experiences',
      workExperienceSchema.parse({
        company_name: 'PT A',
        position: 'Staff',
        start_month: '1',
        start_year: '2018',
        end_month: '12',
        end_year: '2019',
      }),
    );
    const current = await addItem(
      db,
      ayu,
      'work-experiences',
      workExperienceSchema.parse({ company_name: 'PT B', position: 'Lead', start_month: '1', start_year: '2020', is_current: 'on' }),
    );
    expect(older.ok && current.ok).toBe(true);
    if (!older.ok || !current.ok) return;
    expect((await getOwnProfile(db, ayu))!.workExperiences.map((w) => w.companyName)).toEqual(['PT B', 'PT A']);
    const edit = workExperienceSchema.parse({
      company_name: 'PT A Baru',
      position: 'Staff',
      start_month: '1',
      start_year: '2018',
      end_month: '6',
      end_year: '2019',
    });
    expect(await updateItem(db, budi, 'work-experiences', older.id, edit)).toBe(false);
    expect(await deleteItem(db, budi, 'work-experiences', older.id)).toBe(false);
    expect(await updateItem(db, ayu, 'work-experiences', older.id, edit)).toBe(true);
    expect((await getOwnProfile(db, ayu))!.workExperiences[1]).toMatchObject({
      companyName: 'PT A Baru',
      endMonth: 6,
      endYear: 2019,
      isCurrent: false,
    });
    expect(await deleteItem(db, ayu, 'work-experiences', older.id)).toBe(true);
    expect((await getOwnProfile(db, ayu))!.workExperiences).toHaveLength(1);
    expect(await getOwnProfile(db, budi)).toBeNull();
  });

  it('shows the profile publicly only once it is public', async () => {
    const { identifier } = (await getOwnProfile(db, ayu))!;
    expect(await getPublicProfile(db, identifier)).toBeNull();
    await saveVisibility(db, ayu, { visibility: 'public' });
    expect((await getPublicProfile(db, identifier))?.name).toBe('Ayu Lestari');
    await saveVisibility(db, ayu, { visibility: 'private' });
    expect(await getPublicProfile(db, identifier)).toBeNull();
  });
});
