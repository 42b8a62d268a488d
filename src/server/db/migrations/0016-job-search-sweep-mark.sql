-- Where the last expiry sweep got to. Precomputed counts subtract the index rows that
-- expired since the last sweep; reading them as `valid_through <= now()` also walked the
-- expiry index entries of every row swept before (dead until a VACUUM, which PGlite never
-- runs by itself), ~8 ms after the first sweep at 100k jobs. With the mark the range is
-- (swept_through, now()]: only what expired since the last sweep.
--
-- The mark is only exact if no row with valid_through <= swept_through can appear after
-- the sweep: the sweep takes a lock that waits for in-flight index writers, and the jobs
-- trigger compares with the clock at the moment it runs instead of its transaction's
-- start (a transaction begun before the sweep could otherwise still add such a row).
CREATE TABLE job_search_sweep (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  swept_through timestamptz NOT NULL
);

CREATE FUNCTION job_search_index_sweep() RETURNS integer LANGUAGE plpgsql
-- A long job write holds the sweep up; give up and try at the next interval instead.
SET lock_timeout = '5s' AS $$
DECLARE
  cutoff timestamptz;
  gone integer;
BEGIN
  LOCK TABLE job_search_index IN SHARE ROW EXCLUSIVE MODE;
  cutoff := clock_timestamp();
  DELETE FROM job_search_index WHERE valid_through <= cutoff;
  GET DIAGNOSTICS gone = ROW_COUNT;
  UPDATE job_search_sweep SET swept_through = cutoff;
  RETURN gone;
END $$;

CREATE OR REPLACE FUNCTION job_search_index_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The clock now, not now(): see the sweep mark above.
  live_after timestamptz := clock_timestamp();
BEGIN
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

-- A first sweep sets the mark.
INSERT INTO job_search_sweep (swept_through) VALUES ('-infinity');
SELECT job_search_index_sweep();
