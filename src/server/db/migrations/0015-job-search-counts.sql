-- Precomputed facet counts for the searches that count the most rows: no filter at all
-- (the /explore-jobs landing page, ~77k live jobs at the bench size) and exactly one
-- filter among city, province, category, employment type, work arrangement and
-- experience level. Counting those directly visits tens of thousands of rows per request.
--
-- job_search_counts holds, for every filter value (filter_dim 'all' = no filter), the
-- total ('total', '') and the count per location city / employment type / work arrangement
-- / category: exactly the GROUPING SETS pass of job-search.ts over the same rows. Ids are
-- stored as text so one table serves integer and code-valued dimensions.
--
-- The rows counted are those of job_search_index. Expiry is time-based, so the index now
-- holds published jobs that were live when last written; a sweep (sweepExpiredJobs in
-- job-search-sweep.ts) deletes the ones whose valid_through has passed since. Readers
-- subtract the not yet swept rows (valid_through <= now(), few, found through the expiry
-- index) in the same statement, so the counts are exact even between sweeps.

CREATE TABLE job_search_counts (
  filter_dim text NOT NULL CHECK (filter_dim IN ('all', 'city', 'province', 'category', 'type', 'arrangement', 'level')),
  filter_value text NOT NULL,
  facet_dim text NOT NULL CHECK (facet_dim IN ('total', 'location', 'type', 'arrangement', 'category')),
  facet_value text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (filter_dim, filter_value, facet_dim, facet_value)
);

-- The (filter, facet) cells one index row is counted in. A NULL category is neither a
-- category filter value nor a category facet value (as in the direct query, where the
-- facet drops it and a category filter never matches it).
CREATE FUNCTION job_search_count_keys(p_location_id integer, p_province_id integer, p_category_id integer,
    p_employment_type text, p_work_arrangement text, p_experience_level text)
RETURNS TABLE (filter_dim text, filter_value text, facet_dim text, facet_value text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT f.dim, f.val, g.dim, g.val
  FROM (VALUES ('all', ''), ('city', p_location_id::text), ('province', p_province_id::text),
               ('category', p_category_id::text), ('type', p_employment_type), ('arrangement', p_work_arrangement),
               ('level', p_experience_level)) AS f (dim, val)
  CROSS JOIN (VALUES ('total', ''), ('location', p_location_id::text), ('type', p_employment_type),
               ('arrangement', p_work_arrangement), ('category', p_category_id::text)) AS g (dim, val)
  WHERE f.val IS NOT NULL AND g.val IS NOT NULL
$$;

-- Adds signed per-row deltas (+1 inserted, -1 deleted) to the counts. Cells are written in
-- key order so concurrent writers on PostgreSQL lock them in the same order (no deadlock);
-- cells that reach zero are dropped. (No CHECK (n >= 0) on the table: INSERT … ON CONFLICT
-- checks the proposed row, i.e. the negative delta itself, before it finds the conflict.)
CREATE FUNCTION job_search_counts_add(p_sign integer[], p_location_id integer[], p_province_id integer[],
    p_category_id integer[], p_employment_type text[], p_work_arrangement text[], p_experience_level text[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  z_filter_dim text[];
  z_filter_value text[];
  z_facet_dim text[];
  z_facet_value text[];
  negative integer;
BEGIN
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

-- One function for the four statement-level triggers; each branch reads only the
-- transition tables its trigger provides (as in the PostgreSQL manual's audit example).
CREATE FUNCTION job_search_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM job_search_counts_add(array_agg(1), array_agg(location_id), array_agg(province_id), array_agg(category_id),
        array_agg(employment_type), array_agg(work_arrangement), array_agg(experience_level))
    FROM added_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM job_search_counts_add(array_agg(-1), array_agg(location_id), array_agg(province_id), array_agg(category_id),
        array_agg(employment_type), array_agg(work_arrangement), array_agg(experience_level))
    FROM removed_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Rows whose counted columns did not change cancel out; leave them out up front (a
    -- refreshed search vector, the common update, then costs no count work at all).
    PERFORM job_search_counts_add(array_agg(d.sign), array_agg(d.location_id), array_agg(d.province_id),
        array_agg(d.category_id), array_agg(d.employment_type), array_agg(d.work_arrangement),
        array_agg(d.experience_level))
    FROM (
      SELECT 1 AS sign, n.location_id, n.province_id, n.category_id, n.employment_type, n.work_arrangement, n.experience_level
      FROM added_rows n
      WHERE NOT EXISTS (SELECT 1 FROM removed_rows o WHERE o.job_id = n.job_id
        AND (o.location_id, o.province_id, o.category_id, o.employment_type, o.work_arrangement, o.experience_level)
            IS NOT DISTINCT FROM
            (n.location_id, n.province_id, n.category_id, n.employment_type, n.work_arrangement, n.experience_level))
      UNION ALL
      SELECT -1, o.location_id, o.province_id, o.category_id, o.employment_type, o.work_arrangement, o.experience_level
      FROM removed_rows o
      WHERE NOT EXISTS (SELECT 1 FROM added_rows n WHERE n.job_id = o.job_id
        AND (o.location_id, o.province_id, o.category_id, o.employment_type, o.work_arrangement, o.experience_level)
            IS NOT DISTINCT FROM
            (n.location_id, n.province_id, n.category_id, n.employment_type, n.work_arrangement, n.experience_level))
    ) d HAVING count(*) > 0;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM job_search_counts;
  END IF;
  RETURN NULL;
END $$;

-- The jobs trigger now keeps expired jobs out (and takes a job out when a write moves its
-- valid_through into the past); jobs that expire by time alone are left to the sweep.
CREATE OR REPLACE FUNCTION job_search_index_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_search_index s USING changed_jobs n
  WHERE s.job_id = n.id AND (n.status <> 'published' OR n.valid_through <= now());
  INSERT INTO job_search_index AS s (job_id, company_id, location_id, province_id, category_id, employment_type,
      work_arrangement, experience_level, salary_hi, salary_lo, salary_sort, posted_at, valid_through, search_vector)
  SELECT n.id, n.company_id, n.location_id, n.province_id, n.category_id, n.employment_type, n.work_arrangement,
      n.experience_level, coalesce(n.salary_max, n.salary_min), coalesce(n.salary_min, n.salary_max), n.salary_sort,
      n.posted_at, n.valid_through, n.search_vector
  FROM changed_jobs n WHERE n.status = 'published' AND (n.valid_through IS NULL OR n.valid_through > now())
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

-- Fill the table from the current rows, then attach its triggers, with writers to the index
-- held off in between (another instance may still be running during a deploy). The rows
-- that already expired leave first, before any trigger could count their removal.
LOCK TABLE job_search_index IN SHARE ROW EXCLUSIVE MODE;
DELETE FROM job_search_index WHERE valid_through <= now();

INSERT INTO job_search_counts (filter_dim, filter_value, facet_dim, facet_value, n)
SELECT k.filter_dim, k.filter_value, k.facet_dim, k.facet_value, count(*)
FROM job_search_index s
CROSS JOIN LATERAL job_search_count_keys(s.location_id, s.province_id, s.category_id, s.employment_type,
                                         s.work_arrangement, s.experience_level) AS k
GROUP BY 1, 2, 3, 4;
ANALYZE job_search_counts;

CREATE TRIGGER job_search_index_counts_insert AFTER INSERT ON job_search_index
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION job_search_counts_apply();
CREATE TRIGGER job_search_index_counts_update AFTER UPDATE ON job_search_index
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION job_search_counts_apply();
CREATE TRIGGER job_search_index_counts_delete AFTER DELETE ON job_search_index
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION job_search_counts_apply();
CREATE TRIGGER job_search_index_counts_truncate AFTER TRUNCATE ON job_search_index
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_counts_apply();
