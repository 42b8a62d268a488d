/**
 * "Jobs for you": jobs the site's own search finds for what the candidate's profile says they
 * want (preferred cities, interested positions, field, job types, expected salary) and for
 * their saved searches, each with the reasons it is there. An empty interest section gives no
 * guess: the caller says what to fill in.
 */
import type { Bilingual, EmploymentType } from '../../shared/job-vocabulary';
import type { Db } from '../db/db';
import type { JobCard } from '../db/repos/job-cards';
import { searchJobs } from '../search/job-search';
import { listAccountAlerts } from './alerts-repo';

export type Reason =
  | { readonly kind: 'city'; readonly place: Bilingual }
  | { readonly kind: 'position'; readonly position: string }
  | { readonly kind: 'field'; readonly field: Bilingual }
  | { readonly kind: 'type'; readonly type: EmploymentType }
  | { readonly kind: 'salary'; readonly amount: number }
  | { readonly kind: 'alert'; readonly name: string };

interface Recommendation {
  readonly job: JobCard;
  readonly reasons: readonly Reason[];
}

export interface JobsForYou {
  /** Nothing in the profile's interest section: nothing is guessed. */
  readonly emptyInterest: boolean;
  readonly jobs: readonly Recommendation[];
}

interface InterestRow {
  category_slug: string | null;
  category_en: string | null;
  category_id_name: string | null;
  job_types: EmploymentType[] | null;
  expected_salary: string | null;
  positions: string[] | null;
  cities: { slug: string; en: string; id: string }[] | null;
}

const PER_SOURCE = 3;

export async function jobsForYou(db: Db, userId: number, limit = 6): Promise<JobsForYou> {
  const row = (
    await db.query<InterestRow>(
      `SELECT c.slug AS category_slug, c.name_en AS category_en, c.name_id AS category_id_name, p.interest_job_types AS job_types,
              p.expected_salary, p.interested_positions AS positions,
              (SELECT json_agg(json_build_object('slug', l.slug, 'en', l.name_en, 'id', l.name_id) ORDER BY l.name_id)
               FROM candidate_preferred_cities pc JOIN locations l ON l.id = pc.location_id WHERE pc.user_id = p.user_id) AS cities
       FROM candidate_profiles p LEFT JOIN job_categories c ON c.id = p.interest_category_id WHERE p.user_id = $1`,
      [userId],
    )
  ).rows[0];
  const types = row?.job_types ?? [];
  const positions = (row?.positions ?? []).filter((p) => p.trim()).slice(0, PER_SOURCE);
  const cities = (row?.cities ?? []).slice(0, PER_SOURCE);
  const expected = row?.expected_salary != null ? Number(row.expected_salary) : null;
  const field = row?.category_slug
    ? { slug: row.category_slug, name: { en: row.category_en ?? '', id: row.category_id_name ?? '' } }
    : null;
  if (!field && types.length === 0 && positions.length === 0 && cities.length === 0 && expected === null)
    return { emptyInterest: true, jobs: [] };

  const alerts = (await listAccountAlerts(db, userId)).filter((a) => !a.paused).slice(0, PER_SOURCE);
  const sources: { query: Record<string, unknown>; reason: Reason }[] = [
    ...cities.map((city) => ({
      query: { location: city.slug, type: types },
      reason: { kind: 'city', place: { en: city.en, id: city.id } } as const,
    })),
    ...positions.map((position) => ({ query: { q: position }, reason: { kind: 'position', position } as const })),
    ...(field ? [{ query: { category: field.slug, type: types }, reason: { kind: 'field', field: field.name } as const }] : []),
    ...alerts.map((alert) => ({ query: { ...alert.params }, reason: { kind: 'alert', name: alert.name } as const })),
  ];
  const found = await Promise.all(
    sources.map(async (source) => ({ reason: source.reason, jobs: (await searchJobs(db, { ...source.query, sort: 'newest' })).jobs })),
  );
  const byJob = new Map<number, { job: JobCard; reasons: Reason[] }>();
  for (const { reason, jobs } of found) {
    for (const job of jobs) {
      const entry = byJob.get(job.id) ?? { job, reasons: [] };
      entry.reasons.push(reason);
      byJob.set(job.id, entry);
    }
  }
  // What the card shows besides how it was found: the job type and pay the profile asks for.
  for (const entry of byJob.values()) {
    if (types.includes(entry.job.employmentType)) entry.reasons.push({ kind: 'type', type: entry.job.employmentType });
    const pay = entry.job.salary.max ?? entry.job.salary.min;
    if (expected !== null && pay !== null && pay >= expected) entry.reasons.push({ kind: 'salary', amount: expected });
  }
  const jobs = [...byJob.values()].sort(
    (a, b) => b.reasons.length - a.reasons.length || b.job.postedAt.getTime() - a.job.postedAt.getTime() || b.job.id - a.job.id,
  );
  return { emptyInterest: false, jobs: jobs.slice(0, limit) };
}
