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
} from './job-vocabulary.js';

export const JOBS_PAGE_SIZE = 20;
/** Deep paging is for crawlers gone astray; cap it so OFFSET stays bounded. */
export const MAX_PAGE = 500;
export const POSTED_WITHIN_DAYS = [1, 3, 7, 14, 30] as const;
export const JOB_SORTS = ['relevance', 'newest', 'salary'] as const;
export const MAX_SALARY_FILTER = 1_000_000_000_000;

export type JobSort = (typeof JOB_SORTS)[number];

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

const optionalSlug = z.unknown().transform((v) => {
  const s = firstString(v)?.trim().toLowerCase();
  return s && s.length <= 100 && SLUG.test(s) ? s : undefined;
});

function enumList<T extends string>(allowed: readonly T[]) {
  return z.unknown().transform((v) => {
    const set = new Set<T>();
    for (const raw of stringList(v)) {
      const s = raw.trim();
      const hit = allowed.find((a) => a.toLowerCase() === s.toLowerCase());
      if (hit) set.add(hit);
    }
    return [...set];
  });
}

function optionalInt(min: number, max: number) {
  return z.unknown().transform((v) => {
    const s = firstString(v)?.trim();
    if (!s || !/^\d{1,16}$/.test(s)) return undefined;
    const n = Number(s);
    return Math.min(Math.max(n, min), max);
  });
}

export const jobSearchParamsSchema = z
  .object({
    q: z.unknown().transform((v) => {
      // Collapse whitespace and bound the length: the text becomes a tsquery.
      const s = firstString(v)?.replace(/\s+/g, ' ').trim().slice(0, 200);
      return s ? s : undefined;
    }),
    location: optionalSlug,
    category: optionalSlug,
    company: optionalSlug,
    type: enumList(EMPLOYMENT_TYPES),
    arrangement: enumList(WORK_ARRANGEMENTS),
    level: z.unknown().transform((v) => {
      const s = firstString(v)?.trim().toLowerCase();
      return EXPERIENCE_LEVELS.find((l) => l === s);
    }),
    salaryMin: optionalInt(0, MAX_SALARY_FILTER),
    salaryMax: optionalInt(0, MAX_SALARY_FILTER),
    posted: z.unknown().transform((v) => {
      const n = Number(firstString(v));
      return POSTED_WITHIN_DAYS.find((d) => d === n);
    }),
    sort: z.unknown().transform((v) => {
      const s = firstString(v)?.trim().toLowerCase();
      return JOB_SORTS.find((x) => x === s) ?? 'relevance';
    }),
    page: z.unknown().transform((v) => {
      const s = firstString(v)?.trim();
      const n = s && /^\d{1,9}$/.test(s) ? Number(s) : 1;
      return Math.min(Math.max(n, 1), MAX_PAGE);
    }),
  })
  .transform((p): JobSearchParams => {
    // Drop undefined keys so the object round-trips cleanly into URLs and saved searches.
    const out: JobSearchParams = { type: p.type, arrangement: p.arrangement, sort: p.sort, page: p.page };
    if (p.q !== undefined) out.q = p.q;
    if (p.location !== undefined) out.location = p.location;
    if (p.category !== undefined) out.category = p.category;
    if (p.company !== undefined) out.company = p.company;
    if (p.level !== undefined) out.level = p.level;
    if (p.salaryMin !== undefined) out.salaryMin = p.salaryMin;
    if (p.salaryMax !== undefined) out.salaryMax = p.salaryMax;
    if (p.posted !== undefined) out.posted = p.posted;
    return out;
  });

/** Never throws: anything that is not a plain object counts as "no parameters". */
export function parseJobSearchParams(raw: unknown): JobSearchParams {
  const input = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  return jobSearchParamsSchema.parse(input);
}
