/**
 * /explore-jobs query string → typed search parameters. Search URLs are shared, bookmarked
 * and crawled, so a bad or stale parameter is dropped or clamped, never a 4xx.
 */
import { z } from 'zod';
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  WORK_ARRANGEMENTS,
  type EmploymentType,
  type ExperienceLevel,
  type WorkArrangement,
} from '../../shared/job-vocabulary.js';
import { parseMoney } from '../../shared/validation/money.js';

export const JOBS_PAGE_SIZE = 20;
/** Deep paging is for crawlers gone astray; cap it so OFFSET stays bounded. */
export const MAX_PAGE = 500;

/** Pages a total fills, up to MAX_PAGE: later pages are clamped to it, so no pager offers them. */
export function pageCountOf(total: number): number {
  return Math.min(Math.ceil(total / JOBS_PAGE_SIZE), MAX_PAGE);
}
export const POSTED_WITHIN_DAYS = [1, 3, 7, 14, 30] as const;
export const JOB_SORTS = ['relevance', 'newest', 'salary'] as const;
const MAX_SALARY_FILTER = 1_000_000_000_000;

type JobSort = (typeof JOB_SORTS)[number];

export interface JobSearchParams {
  q?: string;
  location?: string;
  category?: string;
  company?: string;
  type: EmploymentType[];
  arrangement: WorkArrangement[];
  level?: ExperienceLevel;
  salaryMin?: number;
  salaryMax?: number;
  posted?: (typeof POSTED_WITHIN_DAYS)[number];
  sort: JobSort;
  page: number;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Express gives string | string[] | nested objects; take the first plain string. */
function firstString(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.find((x): x is string => typeof x === 'string');
  if (typeof v === 'number') return String(v);
  return undefined;
}

/** Accepts repeated keys (?type=A&type=B) and comma lists (?type=A,B). */
function stringList(v: unknown): string[] {
  const items = Array.isArray(v) ? v : [v];
  return items.filter((x): x is string => typeof x === 'string').flatMap((s) => s.split(','));
}

function optionalSlug(v: unknown): string | undefined {
  const s = firstString(v)?.trim().toLowerCase();
  return s && s.length <= 100 && SLUG.test(s) ? s : undefined;
}

function enumList<T extends string>(v: unknown, allowed: readonly T[]): T[] {
  const set = new Set<T>();
  for (const raw of stringList(v)) {
    const s = raw.trim().toLowerCase();
    const hit = allowed.find((a) => a.toLowerCase() === s);
    if (hit) set.add(hit);
  }
  return [...set];
}

/** A salary filter reads like every money input (money.ts): "8,000,000" as well as 8000000. */
function optionalAmount(v: unknown): number | undefined {
  const reading = parseMoney(firstString(v) ?? '');
  if (!reading || 'error' in reading) return undefined;
  return Math.min(reading.amount, MAX_SALARY_FILTER);
}

function normalise(raw: Record<string, unknown>): JobSearchParams {
  const out: JobSearchParams = {
    type: enumList(raw.type, EMPLOYMENT_TYPES),
    arrangement: enumList(raw.arrangement, WORK_ARRANGEMENTS),
    sort: JOB_SORTS.find((x) => x === firstString(raw.sort)?.trim().toLowerCase()) ?? 'relevance',
    page: (() => {
      const s = firstString(raw.page)?.trim();
      const n = s && /^\d{1,9}$/.test(s) ? Number(s) : 1;
      return Math.min(Math.max(n, 1), MAX_PAGE);
    })(),
  };
  // Collapse whitespace and bound the length: the text becomes a tsquery.
  const q = firstString(raw.q)?.replace(/\s+/g, ' ').trim().slice(0, 200);
  if (q) out.q = q;
  const location = optionalSlug(raw.location);
  if (location) out.location = location;
  const category = optionalSlug(raw.category);
  if (category) out.category = category;
  const company = optionalSlug(raw.company);
  if (company) out.company = company;
  const level = EXPERIENCE_LEVELS.find((l) => l === firstString(raw.level)?.trim().toLowerCase());
  if (level) out.level = level;
  let salaryMin = optionalAmount(raw.salaryMin);
  let salaryMax = optionalAmount(raw.salaryMax);
  // A range typed the wrong way round means the same range, not "nothing can match".
  if (salaryMin !== undefined && salaryMax !== undefined && salaryMin > salaryMax) [salaryMin, salaryMax] = [salaryMax, salaryMin];
  if (salaryMin !== undefined) out.salaryMin = salaryMin;
  if (salaryMax !== undefined) out.salaryMax = salaryMax;
  const posted = POSTED_WITHIN_DAYS.find((d) => d === Number(firstString(raw.posted)));
  if (posted !== undefined) out.posted = posted;
  return out;
}

/**
 * The zod entry point for routes and saved searches. It never fails: anything that is not a
 * plain object counts as "no parameters", and each field is dropped or clamped on its own.
 * Undefined keys are left out so the object round-trips cleanly into URLs.
 */
const jobSearchParamsSchema = z.unknown().transform((raw): JobSearchParams => {
  const obj = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  return normalise(obj);
});

export function parseJobSearchParams(raw: unknown): JobSearchParams {
  return jobSearchParamsSchema.parse(raw);
}
