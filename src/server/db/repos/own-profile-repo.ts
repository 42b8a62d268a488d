/** The signed-in candidate's whole profile, as the editor and GET /api/profile show it. */
import type { Db } from '../db.js';
import type { CompletionFlags } from '../../../shared/profile/completion.js';

export interface WorkExperienceRow {
  id: number;
  companyName: string;
  position: string;
  description: string | null;
  startMonth: number;
  startYear: number;
  endMonth: number | null;
  endYear: number | null;
  isCurrent: boolean;
}
export interface OrganizationRow {
  id: number;
  organizationName: string;
  position: string;
  startYear: number | null;
  endYear: number | null;
  isCurrent: boolean;
}
export interface EducationRow {
  id: number;
  institution: string;
  degree: string;
  fieldOfStudy: string | null;
  startYear: number | null;
  endYear: number | null;
  isCurrent: boolean;
}
export interface AwardRow {
  id: number;
  name: string;
  issuer: string | null;
  year: number | null;
}
export interface AssessmentSummary {
  score: number;
  level: string | null;
  testedAt: string;
}

export interface OwnProfile {
  identifier: string;
  visibility: 'public' | 'private';
  fullName: string;
  headline: string | null;
  phone: string | null;
  gender: string | null;
  relationshipStatus: string | null;
  residenceStatus: string | null;
  citizenship: string | null;
  hobby: string | null;
  addressCountry: string;
  addressProvinceId: number | null;
  addressCityId: number | null;
  addressSubdistrict: string | null;
  addressPostCode: string | null;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
  status: string | null;
  availability: string | null;
  aboutMe: string | null;
  interestCategoryId: number | null;
  jobTypes: string[];
  currentSalary: number | null;
  expectedSalary: number | null;
  salaryCurrency: string;
  preferredCityIds: number[];
  willingToRelocate: boolean | null;
  interestedPositions: string[];
  skills: string[];
  socialLinks: Record<string, string>;
  workExperiences: WorkExperienceRow[];
  organizations: OrganizationRow[];
  educations: EducationRow[];
  awards: AwardRow[];
  files: { resume: boolean; avatar: boolean; video: boolean };
  englishTest: AssessmentSummary | null;
  personalityTest: AssessmentSummary | null;
  completion: CompletionFlags;
}

/** Null when the candidate has no profile row yet (the editor then shows an empty one). */
export async function getOwnProfile(db: Db, userId: number): Promise<OwnProfile | null> {
  const { rows } = await db.query<{ profile: OwnProfile }>(
    `SELECT json_build_object(
       'identifier', p.identifier, 'visibility', p.visibility, 'fullName', u.name, 'headline', p.headline, 'phone', p.phone,
       'gender', p.gender, 'relationshipStatus', p.relationship_status, 'residenceStatus', p.residence_status,
       'citizenship', p.citizenship, 'hobby', p.hobby, 'addressCountry', p.address_country,
       'addressProvinceId', p.address_province_id, 'addressCityId', p.address_city_id,
       'addressSubdistrict', p.address_subdistrict, 'addressPostCode', p.address_post_code,
       'dateOfBirth', to_char(p.date_of_birth, 'YYYY-MM-DD'), 'status', p.status, 'availability', p.availability,
       'aboutMe', p.about_me, 'interestCategoryId', p.interest_category_id, 'jobTypes', to_json(p.interest_job_types),
       'currentSalary', p.current_salary::float8, 'expectedSalary', p.expected_salary::float8, 'salaryCurrency', p.salary_currency,
       'preferredCityIds', coalesce((SELECT json_agg(c.location_id ORDER BY c.location_id) FROM candidate_preferred_cities c WHERE c.user_id = p.user_id), '[]'),
       'willingToRelocate', p.willing_to_relocate, 'interestedPositions', to_json(p.interested_positions),
       'skills', coalesce((SELECT json_agg(s.name ORDER BY s.sort_order, s.name) FROM candidate_skills s WHERE s.user_id = p.user_id), '[]'),
       'socialLinks', coalesce((SELECT json_object_agg(l.network, l.url) FROM candidate_social_links l WHERE l.user_id = p.user_id), '{}'),
       'workExperiences', coalesce((SELECT json_agg(json_build_object('id', w.id::float8, 'companyName', w.company_name, 'position', w.position,
            'description', w.description, 'startMonth', w.start_month, 'startYear', w.start_year, 'endMonth', w.end_month,
            'endYear', w.end_year, 'isCurrent', w.is_current) ORDER BY w.is_current DESC, w.start_year DESC, w.start_month DESC, w.id DESC)
          FROM candidate_work_experiences w WHERE w.user_id = p.user_id), '[]'),
       'organizations', coalesce((SELECT json_agg(json_build_object('id', o.id::float8, 'organizationName', o.organization_name,
            'position', o.position, 'startYear', o.start_year, 'endYear', o.end_year, 'isCurrent', o.is_current)
            ORDER BY o.is_current DESC, o.start_year DESC NULLS LAST, o.id DESC)
          FROM candidate_organization_experiences o WHERE o.user_id = p.user_id), '[]'),
       'educations', coalesce((SELECT json_agg(json_build_object('id', e.id::float8, 'institution', e.institution, 'degree', e.degree,
            'fieldOfStudy', e.field_of_study, 'startYear', e.start_year, 'endYear', e.end_year, 'isCurrent', e.is_current)
            ORDER BY e.is_current DESC, e.end_year DESC NULLS FIRST, e.id DESC)
          FROM candidate_educations e WHERE e.user_id = p.user_id), '[]'),
       'awards', coalesce((SELECT json_agg(json_build_object('id', a.id::float8, 'name', a.name, 'issuer', a.issuer, 'year', a.year)
            ORDER BY a.year DESC NULLS LAST, a.id DESC)
          FROM candidate_awards a WHERE a.user_id = p.user_id), '[]'),
       'files', json_build_object('resume', p.resume_storage_key IS NOT NULL, 'avatar', p.avatar_storage_key IS NOT NULL OR p.avatar_url IS NOT NULL,
          'video', p.video_storage_key IS NOT NULL),
       'englishTest', (SELECT json_build_object('score', r.score, 'level', r.level, 'testedAt', r.tested_at)
          FROM assessment_results r WHERE r.user_id = p.user_id AND r.assessment = 'english' ORDER BY r.tested_at DESC LIMIT 1),
       'personalityTest', (SELECT json_build_object('score', r.score, 'level', r.level, 'testedAt', r.tested_at)
          FROM assessment_results r WHERE r.user_id = p.user_id AND r.assessment = 'personality' ORDER BY r.tested_at DESC LIMIT 1),
       'completion', json_build_object('basicInfo', c.basic_info, 'aboutMe', c.about_me, 'workExperience', c.work_experience,
          'organizationExperience', c.organization_experience, 'education', c.education, 'skills', c.skills, 'awards', c.awards,
          'interest', c.interest, 'resume', c.resume, 'socialLinks', c.social_links, 'video', c.video,
          'englishTest', c.english_test, 'personalityTest', c.personality_test)
     ) AS profile
     FROM candidate_profiles p
     JOIN users u ON u.id = p.user_id
     JOIN candidate_profile_completion c ON c.user_id = p.user_id
     WHERE p.user_id = $1`,
    [userId],
  );
  return rows[0]?.profile ?? null;
}
