/**
 * Closed value sets of a job, mirrored by CHECK constraints in 0004-jobs.sql, with labels
 * in both site languages so facets and cards can be labelled without the locale files.
 */
export type Bilingual = { en: string; id: string };

// Google's JobPosting employmentType codes, exactly (case-sensitive).
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const WORK_ARRANGEMENTS = ['onsite', 'hybrid', 'remote'] as const;
export type WorkArrangement = (typeof WORK_ARRANGEMENTS)[number];

export const EXPERIENCE_LEVELS = ['internship', 'entry', 'associate', 'mid_senior', 'director', 'executive'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export type JobStatus = 'draft' | 'published' | 'closed';

export const SALARY_PERIODS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, Bilingual> = {
  FULL_TIME: { en: 'Full-time', id: 'Penuh waktu' },
  PART_TIME: { en: 'Part-time', id: 'Paruh waktu' },
  CONTRACTOR: { en: 'Contract', id: 'Kontrak' },
  TEMPORARY: { en: 'Temporary', id: 'Sementara' },
  INTERN: { en: 'Internship', id: 'Magang' },
  VOLUNTEER: { en: 'Volunteer', id: 'Sukarelawan' },
  PER_DIEM: { en: 'Daily paid', id: 'Harian lepas' },
  OTHER: { en: 'Other', id: 'Lainnya' },
};

export const WORK_ARRANGEMENT_LABELS: Record<WorkArrangement, Bilingual> = {
  onsite: { en: 'On-site', id: 'Di kantor' },
  hybrid: { en: 'Hybrid', id: 'Hibrida' },
  remote: { en: 'Remote', id: 'Jarak jauh' },
};

export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, Bilingual> = {
  internship: { en: 'Internship', id: 'Magang' },
  entry: { en: 'Entry level', id: 'Tingkat pemula' },
  associate: { en: 'Associate', id: 'Staf berpengalaman' },
  mid_senior: { en: 'Mid-senior level', id: 'Menengah–senior' },
  director: { en: 'Director', id: 'Direktur' },
  executive: { en: 'Executive', id: 'Eksekutif' },
};

export const REVIEW_TYPES = ['interview', 'salary', 'benefits', 'workplace_photo', 'company_review'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

/** Benefit codes stored in jobs.benefits and benefit reviews; labels live in the locale files. */
export const BENEFIT_CODES = [
  'bpjs_health',
  'bpjs_employment',
  'thr',
  'annual_bonus',
  'private_insurance',
  'transport_allowance',
  'meal_allowance',
  'overtime_pay',
  'flexible_hours',
  'training',
  'laptop',
  'mess_housing',
] as const;
