/**
 * Starts a statement whose best plan depends on its parameter values (the searches: a city
 * of 300 jobs or of 24,000). Engines that keep plans of prepared reads (PGlite, see
 * pglite-prepared.ts) plan such a statement on every call instead; elsewhere it is a comment.
 */
export const PLAN_PER_CALL = '/* plan per call */ ';
