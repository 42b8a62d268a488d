-- A narrow copy of job_search_index without the search vector, for every search without a
-- keyword. The vector is most of an index row (~930 of ~1000 bytes at the bench size), so
-- a search that only filters on place, category, type, salary or date and counts its
-- matches visited ~2 KB of heap per row; here a row is ~100 bytes (about 70 to a page).
-- Keyword searches still read job_search_index, where the GIN index and the vector live.
--
-- Kept equal to job_search_index by statement-level triggers on it, so the jobs trigger,
-- the expiry sweep and the precomputed counts stay as they are.
CREATE TABLE job_search_facts (
  job_id bigint PRIMARY KEY,
  company_id bigint NOT NULL,
  location_id integer NOT NULL,
  province_id integer NOT NULL,
  category_id integer,
  employment_type text NOT NULL,
  work_arrangement text NOT NULL,
  experience_level text NOT NULL,
  salary_hi bigint,
  salary_lo bigint,
  salary_sort bigint,
  posted_at timestamptz NOT NULL,
  valid_through timestamptz
);

CREATE FUNCTION job_search_facts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    IF TG_OP = 'UPDATE' THEN
      -- Only if a row's job_id itself changed (never done, but then the old copy must go).
      DELETE FROM job_search_facts f USING removed_rows o
      WHERE f.job_id = o.job_id AND NOT EXISTS (SELECT 1 FROM added_rows n WHERE n.job_id = o.job_id);
    END IF;
    INSERT INTO job_search_facts AS f (job_id, company_id, location_id, province_id, category_id, employment_type,
        work_arrangement, experience_level, salary_hi, salary_lo, salary_sort, posted_at, valid_through)
    SELECT n.job_id, n.company_id, n.location_id, n.province_id, n.category_id, n.employment_type, n.work_arrangement,
        n.experience_level, n.salary_hi, n.salary_lo, n.salary_sort, n.posted_at, n.valid_through
    FROM added_rows n
    ON CONFLICT (job_id) DO UPDATE SET
      company_id = EXCLUDED.company_id, location_id = EXCLUDED.location_id, province_id = EXCLUDED.province_id,
      category_id = EXCLUDED.category_id, employment_type = EXCLUDED.employment_type,
      work_arrangement = EXCLUDED.work_arrangement, experience_level = EXCLUDED.experience_level,
      salary_hi = EXCLUDED.salary_hi, salary_lo = EXCLUDED.salary_lo, salary_sort = EXCLUDED.salary_sort,
      posted_at = EXCLUDED.posted_at, valid_through = EXCLUDED.valid_through
    -- A refreshed search vector (the common update of job_search_index) changes nothing here.
    WHERE (f.company_id, f.location_id, f.province_id, f.category_id, f.employment_type, f.work_arrangement,
           f.experience_level, f.salary_hi, f.salary_lo, f.salary_sort, f.posted_at, f.valid_through)
          IS DISTINCT FROM
          (EXCLUDED.company_id, EXCLUDED.location_id, EXCLUDED.province_id, EXCLUDED.category_id,
           EXCLUDED.employment_type, EXCLUDED.work_arrangement, EXCLUDED.experience_level, EXCLUDED.salary_hi,
           EXCLUDED.salary_lo, EXCLUDED.salary_sort, EXCLUDED.posted_at, EXCLUDED.valid_through);
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM job_search_facts f USING removed_rows o WHERE f.job_id = o.job_id;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM job_search_facts;
  END IF;
  RETURN NULL;
END $$;

-- Copied with index writers held off, then the triggers take over (as in 0015). Oldest
-- first, so a posted-within range is one stretch of the table.
LOCK TABLE job_search_index IN SHARE ROW EXCLUSIVE MODE;
INSERT INTO job_search_facts (job_id, company_id, location_id, province_id, category_id, employment_type,
    work_arrangement, experience_level, salary_hi, salary_lo, salary_sort, posted_at, valid_through)
SELECT job_id, company_id, location_id, province_id, category_id, employment_type, work_arrangement,
    experience_level, salary_hi, salary_lo, salary_sort, posted_at, valid_through
FROM job_search_index ORDER BY posted_at, job_id;

CREATE TRIGGER job_search_index_facts_insert AFTER INSERT ON job_search_index
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION job_search_facts_sync();
CREATE TRIGGER job_search_index_facts_update AFTER UPDATE ON job_search_index
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION job_search_facts_sync();
CREATE TRIGGER job_search_index_facts_delete AFTER DELETE ON job_search_index
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION job_search_facts_sync();
CREATE TRIGGER job_search_index_facts_truncate AFTER TRUNCATE ON job_search_index
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_facts_sync();

-- The page orders and filters of 0012, for the searches that now read this table.
CREATE INDEX job_search_facts_newest_idx ON job_search_facts (posted_at DESC, job_id DESC);
CREATE INDEX job_search_facts_salary_idx ON job_search_facts (salary_sort DESC NULLS LAST, job_id DESC);
CREATE INDEX job_search_facts_city_idx ON job_search_facts (location_id, posted_at DESC);
CREATE INDEX job_search_facts_province_idx ON job_search_facts (province_id, posted_at DESC);
CREATE INDEX job_search_facts_category_idx ON job_search_facts (category_id, posted_at DESC);
CREATE INDEX job_search_facts_company_idx ON job_search_facts (company_id, posted_at DESC);
CREATE INDEX job_search_facts_type_idx ON job_search_facts (employment_type, posted_at DESC);
CREATE INDEX job_search_facts_level_idx ON job_search_facts (experience_level, posted_at DESC);
-- "Pays at least X" matches a quarter of all jobs at common amounts; counting them reads
-- only this index (index-only scan) instead of the table.
CREATE INDEX job_search_facts_salary_hi_idx ON job_search_facts (salary_hi)
  INCLUDE (valid_through, location_id, employment_type, work_arrangement, category_id);
ANALYZE job_search_facts;
