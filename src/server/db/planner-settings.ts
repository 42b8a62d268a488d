/**
 * Planner settings every session of the app runs with (PGlite at open, each PostgreSQL
 * connection through its startup options). random_page_cost: the default 4 prices a random
 * page read as four sequential ones, as on spinning disks; this data set is read from
 * memory (PGlite always, PostgreSQL on any current server). With 4, a keyword matching a
 * quarter of the jobs (q=excel at the bench size) made the planner read the whole search
 * index table instead of the GIN index's matches: 70 instead of 41 ms on PGlite. 1.1 is
 * the usual SSD value.
 */
const SETTINGS: Record<string, string> = { random_page_cost: '1.1' };

/** For PGlite: run once on its single session. */
export const SESSION_SETTINGS_SQL = Object.entries(SETTINGS)
  .map(([name, value]) => `SET ${name} = ${value};`)
  .join('\n');

/**
 * For a pg Pool: the libpq `options` startup parameter, applied by the server before the
 * connection takes its first query (a pooler in transaction mode must pass it through).
 */
export const SESSION_OPTIONS = Object.entries(SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');
