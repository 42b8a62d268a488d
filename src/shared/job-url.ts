/**
 * Job URLs: /job/{slug}/{identifier}. The identifier finds the job; the slug is cosmetic
 * (it follows the position, which may change). Any request whose slug is missing or stale,
 * or whose identifier is not in its canonical lower case, is sent to the one canonical URL
 * with a 301, keeping the locale prefix and the query string.
 */
import { jobPathOf } from './job-path';
import { localizePath, type Locale } from './locales';

export interface JobUrlParams {
  readonly slug?: string | undefined;
  readonly identifier?: string | undefined;
}

/**
 * The identifier a request names. The route matcher reads `/job/abc123/questions` as a slug
 * with no identifier, so a lone segment is the identifier.
 */
export function requestedIdentifier(params: JobUrlParams): string | null {
  const raw = params.identifier ?? params.slug;
  if (!raw) return null;
  const id = raw.trim().toLowerCase();
  return /^[a-z0-9]{6,16}$/.test(id) ? id : null;
}

/** Query flag of the questions page right after an application went out (see actions/apply.ts). */
export const APPLICATION_SENT_PARAM = 'sent';

/** Locale-free canonical path of a job (`suffix` '/questions' for the application questions). */
export function canonicalJobPath(job: { slug: string; identifier: string }, suffix: '' | '/questions' = ''): string {
  return jobPathOf(job, suffix);
}

/**
 * Where to send a request for this job, or null when it already is the canonical URL.
 * `search` is the query string without `?`.
 */
export function jobRedirectLocation(
  params: JobUrlParams,
  job: { slug: string; identifier: string },
  locale: Locale,
  search: string,
  suffix: '' | '/questions' = '',
): string | null {
  const canonical = canonicalJobPath(job, suffix);
  const isCanonical = params.slug === job.slug && params.identifier === job.identifier;
  if (isCanonical) return null;
  return `${localizePath(canonical, locale)}${search ? `?${search}` : ''}`;
}
