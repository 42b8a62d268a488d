/** Searches offered as one-click chips (home hero, a search that found nothing), in the languages candidates type them. */
export const POPULAR_SEARCHES: readonly string[] = [
  'Software Engineer',
  'Staf Akuntansi',
  'Sales Executive',
  'Admin Kantor',
  'Data Analyst',
  'Customer Service',
];

/** The locale-free address of a keyword search. */
export function keywordSearchPath(q: string): string {
  return `/explore-jobs?${new URLSearchParams({ q }).toString()}`;
}
