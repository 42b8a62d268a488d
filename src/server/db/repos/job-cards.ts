/** The compact job shape every listing shows (search, home, company page, bookmarks). */
import type { Bilingual, EmploymentType, SalaryPeriod, WorkArrangement } from '../../../shared/job-vocabulary.js';

export interface JobCard {
  id: number;
  identifier: string;
  slug: string;
  position: string;
  company: { name: string; slug: string; logo: string | null };
  location: { city: Bilingual; province: Bilingual; citySlug: string; provinceSlug: string };
  /** min/max are null when the employer hides the range (salary.visible false). */
  salary: { min: number | null; max: number | null; currency: string; period: SalaryPeriod; visible: boolean };
  workArrangement: WorkArrangement;
  employmentType: EmploymentType;
  postedAt: Date;
  validThrough: Date | null;
  featured: boolean;
}

/** Columns a JobCard needs; use with `FROM jobs j` and JOB_CARD_JOINS. */
export const JOB_CARD_COLUMNS = `
  j.id, j.identifier, j.slug, j.position,
  c.name AS company_name, c.slug AS company_slug, c.logo_url AS company_logo,
  city.name_en AS city_en, city.name_id AS city_id, city.slug AS city_slug,
  prov.name_en AS province_en, prov.name_id AS province_id, prov.slug AS province_slug,
  j.salary_min, j.salary_max, j.salary_currency, j.salary_period, j.salary_visible,
  j.work_arrangement, j.employment_type, j.posted_at, j.valid_through, j.featured`;

export const JOB_CARD_JOINS = `
  JOIN companies c ON c.id = j.company_id
  JOIN locations city ON city.id = j.location_id
  JOIN locations prov ON prov.id = j.province_id`;

/** A job the public may see: published and not past its validThrough. */
export const LIVE_JOB = `j.status = 'published' AND (j.valid_through IS NULL OR j.valid_through > now())`;

export interface JobCardRow {
  id: number;
  identifier: string;
  slug: string;
  position: string;
  company_name: string;
  company_slug: string;
  company_logo: string | null;
  city_en: string;
  city_id: string;
  city_slug: string;
  province_en: string;
  province_id: string;
  province_slug: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_period: SalaryPeriod;
  salary_visible: boolean;
  work_arrangement: WorkArrangement;
  employment_type: EmploymentType;
  posted_at: Date;
  valid_through: Date | null;
  featured: boolean;
}

export function toJobCard(r: JobCardRow): JobCard {
  return {
    id: r.id,
    identifier: r.identifier,
    slug: r.slug,
    position: r.position,
    company: { name: r.company_name, slug: r.company_slug, logo: r.company_logo },
    location: {
      city: { en: r.city_en, id: r.city_id },
      province: { en: r.province_en, id: r.province_id },
      citySlug: r.city_slug,
      provinceSlug: r.province_slug,
    },
    salary: {
      // Hidden ranges never leave the data layer.
      min: r.salary_visible ? r.salary_min : null,
      max: r.salary_visible ? r.salary_max : null,
      currency: r.salary_currency,
      period: r.salary_period,
      visible: r.salary_visible,
    },
    workArrangement: r.work_arrangement,
    employmentType: r.employment_type,
    postedAt: r.posted_at,
    validThrough: r.valid_through,
    featured: r.featured,
  };
}
