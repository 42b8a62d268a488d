-- A new lexeme's row (job_search_lexemes, 0022) blocks another transaction adding the same
-- lexeme until the first commits. Two transactions writing jobs in several statements could
-- each add a lexeme the other then needs ('x' then 'a', against 'a' then 'x') and deadlock,
-- and vector-only updates take no counts lock (0021) to order them. Adding new lexemes now
-- takes the counts trigger's transaction lock first, so whoever holds it adds everything
-- it needs and the rest wait in line; when every lexeme is already known (almost always,
-- the vocabulary settles fast) nothing is inserted and no lock is taken.
CREATE OR REPLACE FUNCTION job_search_lexemes_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fresh text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT l.lexeme) INTO fresh
    FROM added_rows n CROSS JOIN LATERAL unnest(n.search_vector) l
    WHERE NOT EXISTS (SELECT 1 FROM job_search_lexemes x WHERE x.lexeme = l.lexeme);
  ELSE
    SELECT array_agg(DISTINCT l.lexeme) INTO fresh
    FROM added_rows n LEFT JOIN removed_rows o ON o.job_id = n.job_id
    CROSS JOIN LATERAL unnest(n.search_vector) l
    WHERE o.search_vector IS DISTINCT FROM n.search_vector
      AND NOT EXISTS (SELECT 1 FROM job_search_lexemes x WHERE x.lexeme = l.lexeme);
  END IF;
  IF fresh IS NOT NULL THEN
    -- The lock of job_search_counts_apply (0021): one lock, so no order between two.
    PERFORM pg_advisory_xact_lock(7301022);
    INSERT INTO job_search_lexemes (lexeme)
    SELECT f FROM unnest(fresh) f ORDER BY 1
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
