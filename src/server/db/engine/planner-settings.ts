/**
 * Planner settings every session of the app runs with (PGlite at open, each PostgreSQL
 * connection as the pool opens it). random_page_cost: the default 4 prices a random
 * page read as four sequential ones, as on spinning disks; this data set is read from
 * memory (PGlite always, PostgreSQL on any current server). With 4, a keyword matching a
 * quarter of the jobs (q=excel at the bench size) made the planner read the whole search
 * index table instead of the GIN index's matches: 70 instead of 41 ms on PGlite. 1.1 is
 * the usual SSD value.
 */
const SETTINGS: Record<string, string> = { random_page_cost: '1.1' };

/**
 * Run once per session: PGlite's single one at open, each pooled PostgreSQL connection when
 * the pool opens it. A plain SET, not the libpq `options` startup parameter: that one would
 * replace an `options` given in DATABASE_URL or PGOPTIONS (an operator's statement_timeout,
 * search_path…), and poolers such as PgBouncer refuse startup parameters they do not track.
 */
export const SESSION_SETTINGS_SQL = Object.entries(SETTINGS)
  .map(([name, value]) => `SET ${name} = ${value};`)
  .join('\n');
