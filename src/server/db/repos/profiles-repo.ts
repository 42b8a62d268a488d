/** Public candidate profile (/profile/{identifier}) and the completion flags behind the indicator. */
import type { Db } from '../db.js';
import type { Bilingual } from '../../../shared/job-vocabulary.js';
import { completionOf } from '../../../shared/profile/completion.js';

export interface PublicProfile {
  identifier: string;
  name: string;
  headline: string | null;
  avatar: string | null;
  /** An uploaded photo (served at /api/profiles/{identifier}/avatar) takes the place of avatar. */
  avatarStored: boolean;
  aboutMe: string | null;
  status: string | null;
  availability: string | null;
  location: { city: Bilingual; province: Bilingual } | null;
  workExperiences: {
    companyName: string;
    position: string;
    description: string | null;
    start: { month: number; year: number };
    end: { month: number; year: number } | null;
    isCurrent: boolean;
  }[];
  organizationExperiences: {
    organizationName: string;
    position: string;
    startYear: number | null;
    endYear: number | null;
    isCurrent: boolean;
  }[];
  educations: {
    institution: string;
    degree: string;
    fieldOfStudy: string | null;
    startYear: number | null;
    endYear: number | null;
    isCurrent: boolean;
  }[];
  skills: string[];
  awards: { name: string; issuer: string | null; year: number | null }[];
  socialLinks: { network: string; url: string }[];
  interest: { category: Bilingual | null; jobTypes: string[]; interestedPositions: string[]; willingToRelocate: boolean | null };
  video: { storageKey: string; durationSeconds: number } | null;
  englishTest: { score: number; level: string | null; testedAt: Date } | null;
  personalityTest: { score: number; traits: Record<string, number>; testedAt: Date } | null;
  updatedAt: Date;
  /** False only in the owner's preview of their private profile. */
  isPublic: boolean;
}

/**
 * Only public profiles are returned, except to their owner (`viewerId`, for the preview); a
 * private one is otherwise indistinguishable from a missing one (null), so the page answers 404
 * either way. Contact details, date of birth, salary and the resume are deliberately left out
 * of the public shape.
 */
export async function getPublicProfile(db: Db, identifier: string, viewerId: number | null = null): Promise<PublicProfile | null> {
  const { rows } = await db.query<Record<string, unknown> & { profile: PublicProfile }>(
    `SELECT json_build_object(
       'identifier', p.identifier, 'name', u.name, 'headline', p.headline, 'avatar', p.avatar_url, 'avatarStored', p.avatar_storage_key IS NOT NULL, 'aboutMe', p.about_me,
       'status', p.status, 'availability', p.availability,
       'location', CASE WHEN city.id IS NULL THEN NULL ELSE json_build_object(
          'city', json_build_object('en', city.name_en, 'id', city.name_id),
          'province', json_build_object('en', prov.name_en, 'id', prov.name_id)) END,
       'workExperiences', coalesce((SELECT json_agg(json_build_object('companyName', w.company_name, 'position', w.position,
            'description', w.description, 'start', json_build_object('month', w.start_month, 'year', w.start_year),
            'end', CASE WHEN w.end_year IS NULL THEN NULL ELSE json_build_object('month', w.end_month, 'year', w.end_year) END,
            'isCurrent', w.is_current) ORDER BY w.is_current DESC, w.start_year DESC, w.start_month DESC)
          FROM candidate_work_experiences w WHERE w.user_id = p.user_id), '[]'),
       'organizationExperiences', coalesce((SELECT json_agg(json_build_object('organizationName', o.organization_name,
            'position', o.position, 'startYear', o.start_year, 'endYear', o.end_year, 'isCurrent', o.is_current)
            ORDER BY o.is_current DESC, o.start_year DESC NULLS LAST)
          FROM candidate_organization_experiences o WHERE o.user_id = p.user_id), '[]'),
       'educations', coalesce((SELECT json_agg(json_build_object('institution', e.institution, 'degree', e.degree,
            'fieldOfStudy', e.field_of_study, 'startYear', e.start_year, 'endYear', e.end_year, 'isCurrent', e.is_current)
            ORDER BY e.is_current DESC, e.end_year DESC NULLS FIRST)
          FROM candidate_educations e WHERE e.user_id = p.user_id), '[]'),
       'skills', coalesce((SELECT json_agg(s.name ORDER BY s.sort_order, s.name) FROM candidate_skills s WHERE s.user_id = p.user_id), '[]'),
       'awards', coalesce((SELECT json_agg(json_build_object('name', a.name, 'issuer', a.issuer, 'year', a.year) ORDER BY a.year DESC NULLS LAST)
          FROM candidate_awards a WHERE a.user_id = p.user_id), '[]'),
       'socialLinks', coalesce((SELECT json_agg(json_build_object('network', l.network, 'url', l.url) ORDER BY l.network)
          FROM candidate_social_links l WHERE l.user_id = p.user_id), '[]'),
       'interest', json_build_object(
          'category', CASE WHEN cat.id IS NULL THEN NULL ELSE json_build_object('en', cat.name_en, 'id', cat.name_id) END,
          'jobTypes', to_json(p.interest_job_types), 'interestedPositions', to_json(p.interested_positions),
          'willingToRelocate', p.willing_to_relocate),
       'video', CASE WHEN p.video_storage_key IS NULL THEN NULL
          ELSE json_build_object('storageKey', p.video_storage_key, 'durationSeconds', p.video_duration_seconds::float8) END,
       'englishTest', (SELECT json_build_object('score', r.score, 'level', r.level, 'testedAt', r.tested_at)
          FROM assessment_results r WHERE r.user_id = p.user_id AND r.assessment = 'english'
            AND NOT EXISTS (SELECT 1 FROM assessment_profile_settings s WHERE s.user_id = p.user_id AND NOT s.show_on_profile)
          ORDER BY r.tested_at DESC LIMIT 1),
       'personalityTest', (SELECT json_build_object('score', r.score, 'traits', r.traits, 'testedAt', r.tested_at)
          FROM assessment_results r WHERE r.user_id = p.user_id AND r.assessment = 'personality'
            AND NOT EXISTS (SELECT 1 FROM assessment_profile_settings s WHERE s.user_id = p.user_id AND NOT s.show_on_profile)
          ORDER BY r.tested_at DESC LIMIT 1),
       'updatedAt', p.updated_at, 'isPublic', p.visibility = 'public'
     ) AS profile
     FROM candidate_profiles p
     JOIN users u ON u.id = p.user_id
     LEFT JOIN locations city ON city.id = p.address_city_id
     LEFT JOIN locations prov ON prov.id = city.parent_id
     LEFT JOIN job_categories cat ON cat.id = p.interest_category_id
     WHERE p.identifier = $1 AND (p.visibility = 'public' OR p.user_id = $2)`,
    [identifier, viewerId ?? -1],
  );
  const profile = rows[0]?.profile;
  if (!profile) return null;
  // json_build_object turns timestamps into strings; give callers real Dates.
  const toDate = (v: unknown) => new Date(String(v));
  return {
    ...profile,
    updatedAt: toDate(profile.updatedAt),
    englishTest: profile.englishTest ? { ...profile.englishTest, testedAt: toDate(profile.englishTest.testedAt) } : null,
    personalityTest: profile.personalityTest ? { ...profile.personalityTest, testedAt: toDate(profile.personalityTest.testedAt) } : null,
  };
}

export interface ProfileCompletion {
  sections: Record<
    | 'basicInfo'
    | 'aboutMe'
    | 'workExperience'
    | 'organizationExperience'
    | 'education'
    | 'skills'
    | 'awards'
    | 'interest'
    | 'resume'
    | 'socialLinks'
    | 'video'
    | 'englishTest'
    | 'personalityTest',
    boolean
  >;
  /** 0–100 by the completion rules (shared/profile/completion.ts). */
  percent: number;
}

export async function getProfileCompletion(db: Db, userId: number): Promise<ProfileCompletion | null> {
  const { rows } = await db.query<Record<string, boolean>>('SELECT * FROM candidate_profile_completion WHERE user_id = $1', [userId]);
  const r = rows[0];
  if (!r) return null;
  const sections: ProfileCompletion['sections'] = {
    basicInfo: r.basic_info === true,
    aboutMe: r.about_me === true,
    workExperience: r.work_experience === true,
    organizationExperience: r.organization_experience === true,
    education: r.education === true,
    skills: r.skills === true,
    awards: r.awards === true,
    interest: r.interest === true,
    resume: r.resume === true,
    socialLinks: r.social_links === true,
    video: r.video === true,
    englishTest: r.english_test === true,
    personalityTest: r.personality_test === true,
  };
  return { sections, percent: completionOf(sections).percent };
}

/** A handle from the candidate's name (`ayu-lestari`), at most 40 characters, or `candidate`. */
function identifierBase(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return slug.length >= 3 ? slug : 'candidate';
}

/**
 * Makes sure the candidate has a profile row (private, with a handle from their name and a
 * random suffix), for what is saved before the editor first is: an uploaded resume, avatar or
 * video. Returns false when there is no such user.
 */
export async function ensureProfile(db: Db, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ name: string; has_profile: boolean }>(
    'SELECT u.name, EXISTS (SELECT 1 FROM candidate_profiles p WHERE p.user_id = u.id) AS has_profile FROM users u WHERE u.id = $1',
    [userId],
  );
  const user = rows[0];
  if (!user) return false;
  if (user.has_profile) return true;
  const base = identifierBase(user.name);
  // A taken handle makes the insert do nothing; another suffix is tried.
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const suffix = Math.floor(Math.random() * 36 ** 5)
      .toString(36)
      .padStart(5, '0');
    await db.query('INSERT INTO candidate_profiles (user_id, identifier) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      userId,
      `${base}-${suffix}`,
    ]);
    const { rows: made } = await db.query('SELECT 1 FROM candidate_profiles WHERE user_id = $1', [userId]);
    if (made.length > 0) return true;
  }
  throw new Error(`no free profile handle for user ${userId}`);
}
