/** A job page's canonical path (without a language prefix): one rule for pages, mails and APIs. */
export function jobPathOf(job: { readonly slug: string; readonly identifier: string }, suffix: '' | '/questions' = ''): string {
  return `/job/${job.slug}/${job.identifier}${suffix}`;
}
