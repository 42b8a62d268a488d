/**
 * Planner settings every session of the app runs with (PGlite and each PostgreSQL pool
 * connection). random_page_cost: the default 4 prices a random page read as four
 * sequential ones, as on spinning disks; this data set is read from memory (PGlite always,
 * PostgreSQL on any current server). With 4, a keyword matching a quarter of the jobs
 * (q=excel at the bench size) made the planner read the whole search index table instead
 * of the GIN index's matches: 70 instead of 41 ms on PGlite. 1.1 is the usual SSD value.
 */
export const SESSION_SETTINGS_SQL = 'SET random_page_cost = 1.1';
