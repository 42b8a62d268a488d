-- Repairs to the facet key, the expiry sweep and the count triggers (0015-0018).

-- 1. pg_dump sets search_path = '' for the restore, and the stored generated column
-- job_search_facts.facet_key is computed while its rows are loaded. The 0018 body was a
-- string resolved at call time, so its unqualified job_search_unknown_facet was not found
-- and job_search_facts could not be restored. A SQL-standard body (RETURN, PostgreSQL 14+)
-- is parsed here, with the function it calls bound by identity whatever the schema and
-- search_path, and is still inlined into queries. Same expression, same results: the
-- stored keys stay valid, no rewrite. (The decoders of 0018 call only pg_catalog.)
CREATE OR REPLACE FUNCTION job_search_facet_key(p_location_id integer, p_category_id integer, p_employment_type text,
    p_work_arrangement text)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN (p_location_id::bigint << 32)
     | ((coalesce(p_category_id, -1) + 1)::bigint << 5)
     | (coalesce(array_position(ARRAY['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER',
                                      'PER_DIEM', 'OTHER'], p_employment_type) - 1,
                 job_search_unknown_facet('employment type', p_employment_type)) << 2)
     | coalesce(array_position(ARRAY['onsite', 'hybrid', 'remote'], p_work_arrangement) - 1,
                job_search_unknown_facet('work arrangement', p_work_arrangement));

-- 2 and 4. The sweep runs every 30 s in every PostgreSQL instance. It used to take its
-- SHARE ROW EXCLUSIVE lock every time, and waiting for it (up to 5 s behind any open job
-- write) queued every later job write behind it for as long. Now:
--  * nothing expired since the mark: return at once, no lock (the mark need not move: it
--    only has to stay at or below every indexed row's valid_through, see 0016);
--  * one sweeper at a time across instances (transaction advisory lock, never waited for);
--  * the table lock is waited for 100 ms at most; a lock timeout anywhere in the sweep rolls
--    the round back and returns 0, and the next interval tries again.
-- The mark row is upserted: a database emptied by `seed --reset` before its fix had none.
-- The delete is not bounded by the mark, so it also removes any row left behind it.
CREATE OR REPLACE FUNCTION job_search_index_sweep() RETURNS integer LANGUAGE plpgsql
-- Applies to every statement of the sweep and is restored when it returns.
SET lock_timeout = '100ms' AS $$
DECLARE
  mark timestamptz;
  cutoff timestamptz;
  gone integer;
BEGIN
  BEGIN
    SELECT swept_through INTO mark FROM job_search_sweep;
    IF FOUND AND NOT EXISTS (SELECT 1 FROM job_search_index
                             WHERE valid_through > mark AND valid_through <= clock_timestamp()) THEN
      RETURN 0;
    END IF;
    -- Arbitrary constant (the migration lock is 7301001); held until this transaction ends.
    IF NOT pg_try_advisory_xact_lock(7301021) THEN
      RETURN 0;
    END IF;
    -- Waits for in-flight index writers; the clock is read only once they are done (0016).
    LOCK TABLE job_search_index IN SHARE ROW EXCLUSIVE MODE;
    cutoff := clock_timestamp();
    DELETE FROM job_search_index WHERE valid_through <= cutoff;
    GET DIAGNOSTICS gone = ROW_COUNT;
    INSERT INTO job_search_sweep AS w (singleton, swept_through) VALUES (true, cutoff)
    ON CONFLICT (singleton) DO UPDATE SET swept_through = EXCLUDED.swept_through;
  EXCEPTION WHEN lock_not_available THEN
    -- A job write is open: skip this round rather than hold later job writes up.
    RETURN 0;
  END;
  RETURN gone;
END $$;

-- 3. Count cells were locked in key order within one statement only. A transaction writing
-- jobs in several statements locked the cells of each statement in turn, so two of them
-- could each hold a cell the other's next statement needed (A: remote job, B: onsite job,
-- A: onsite job -> deadlock). Every statement that changes counts now takes one
-- transaction-level lock first, before any cell, and keeps it until commit: writers queue
-- on it and never hold cells the holder can want. It stands in for the total cell, which
-- every count-changing job write used to wait on anyway, but also exists while the table
-- is empty (no total row) and for writes whose total delta is zero (a job changing city).
CREATE OR REPLACE FUNCTION job_search_counts_add(p_sign integer[], p_location_id integer[], p_province_id integer[],
    p_category_id integer[], p_employment_type text[], p_work_arrangement text[], p_experience_level text[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  z_filter_dim text[];
  z_filter_value text[];
  z_facet_dim text[];
  z_facet_value text[];
  negative integer;
BEGIN
  -- Arbitrary constant, distinct from the sweep's and the migrations'.
  PERFORM pg_advisory_xact_lock(7301022);
  WITH delta AS (
    SELECT k.filter_dim, k.filter_value, k.facet_dim, k.facet_value, sum(d.sign)::integer AS n
    FROM unnest(p_sign, p_location_id, p_province_id, p_category_id, p_employment_type, p_work_arrangement,
                p_experience_level) AS d (sign, location_id, province_id, category_id, employment_type,
                                          work_arrangement, experience_level)
    CROSS JOIN LATERAL job_search_count_keys(d.location_id, d.province_id, d.category_id, d.employment_type,
                                             d.work_arrangement, d.experience_level) AS k
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.sign) <> 0
    ORDER BY 1, 2, 3, 4
  ), written AS (
    INSERT INTO job_search_counts AS c (filter_dim, filter_value, facet_dim, facet_value, n)
    SELECT * FROM delta
    ON CONFLICT (filter_dim, filter_value, facet_dim, facet_value) DO UPDATE SET n = c.n + EXCLUDED.n
    RETURNING c.filter_dim, c.filter_value, c.facet_dim, c.facet_value, c.n
  )
  SELECT array_agg(filter_dim) FILTER (WHERE n = 0), array_agg(filter_value) FILTER (WHERE n = 0),
         array_agg(facet_dim) FILTER (WHERE n = 0), array_agg(facet_value) FILTER (WHERE n = 0),
         count(*) FILTER (WHERE n < 0)
  INTO z_filter_dim, z_filter_value, z_facet_dim, z_facet_value, negative
  FROM written;
  -- Only a missed delta can drive a count below zero: fail the write rather than serve it.
  IF negative > 0 THEN
    RAISE EXCEPTION 'job_search_counts out of step with job_search_index (% negative cells)', negative;
  END IF;
  IF z_filter_dim IS NOT NULL THEN
    DELETE FROM job_search_counts c
    USING unnest(z_filter_dim, z_filter_value, z_facet_dim, z_facet_value) AS z (filter_dim, filter_value, facet_dim, facet_value)
    WHERE (c.filter_dim, c.filter_value, c.facet_dim, c.facet_value) = (z.filter_dim, z.filter_value, z.facet_dim, z.facet_value)
      AND c.n = 0;
  END IF;
END $$;

-- 5. The 0016 trigger read the clock in its DECLARE, before its first statement waited for
-- the index lock. A sweep that got the lock in that wait moved the mark past the clock read,
-- and the row written after it (valid_through between the two) sat behind the mark: never
-- subtracted by the counts, over-counted until a later sweep. Taking the lock explicitly
-- first means the clock is read after any sweep that was ahead has committed, and a sweep
-- behind it waits for this transaction, so every row written is beyond that sweep's mark.
CREATE OR REPLACE FUNCTION job_search_index_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  live_after timestamptz;
BEGIN
  LOCK TABLE job_search_index IN ROW EXCLUSIVE MODE;
  -- The clock now, not now(): see the sweep mark (0016).
  live_after := clock_timestamp();
  DELETE FROM job_search_index s USING changed_jobs n
  WHERE s.job_id = n.id AND (n.status <> 'published' OR n.valid_through <= live_after);
  INSERT INTO job_search_index AS s (job_id, company_id, location_id, province_id, category_id, employment_type,
      work_arrangement, experience_level, salary_hi, salary_lo, salary_sort, posted_at, valid_through, search_vector)
  SELECT n.id, n.company_id, n.location_id, n.province_id, n.category_id, n.employment_type, n.work_arrangement,
      n.experience_level, coalesce(n.salary_max, n.salary_min), coalesce(n.salary_min, n.salary_max), n.salary_sort,
      n.posted_at, n.valid_through, n.search_vector
  FROM changed_jobs n WHERE n.status = 'published' AND (n.valid_through IS NULL OR n.valid_through > live_after)
  ON CONFLICT (job_id) DO UPDATE SET
    company_id = EXCLUDED.company_id, location_id = EXCLUDED.location_id, province_id = EXCLUDED.province_id,
    category_id = EXCLUDED.category_id, employment_type = EXCLUDED.employment_type,
    work_arrangement = EXCLUDED.work_arrangement, experience_level = EXCLUDED.experience_level,
    salary_hi = EXCLUDED.salary_hi, salary_lo = EXCLUDED.salary_lo, salary_sort = EXCLUDED.salary_sort,
    posted_at = EXCLUDED.posted_at, valid_through = EXCLUDED.valid_through, search_vector = EXCLUDED.search_vector
  WHERE (s.company_id, s.location_id, s.province_id, s.category_id, s.employment_type, s.work_arrangement,
         s.experience_level, s.salary_hi, s.salary_lo, s.salary_sort, s.posted_at, s.valid_through, s.search_vector)
        IS DISTINCT FROM
        (EXCLUDED.company_id, EXCLUDED.location_id, EXCLUDED.province_id, EXCLUDED.category_id, EXCLUDED.employment_type,
         EXCLUDED.work_arrangement, EXCLUDED.experience_level, EXCLUDED.salary_hi, EXCLUDED.salary_lo,
         EXCLUDED.salary_sort, EXCLUDED.posted_at, EXCLUDED.valid_through, EXCLUDED.search_vector);
  RETURN NULL;
END $$;

-- Databases affected before this migration: restore a mark lost to `seed --reset` (-infinity
-- is always safe), and drop expired rows the race of 5 left behind the mark (deleting expired
-- rows never needs the sweep's lock; the counts follow through the triggers).
INSERT INTO job_search_sweep (swept_through) VALUES ('-infinity') ON CONFLICT (singleton) DO NOTHING;
DELETE FROM job_search_index WHERE valid_through <= (SELECT swept_through FROM job_search_sweep);
