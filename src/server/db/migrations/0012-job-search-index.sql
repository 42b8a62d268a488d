-- Narrow search projection of published jobs. /explore-jobs filters, counts facets and
-- pages over this table only; the wide jobs rows (HTML description, audit columns) are
-- read for the 20 cards on the page and nothing else. Kept in sync by statement-level
-- triggers on jobs (skills and company renames already flow into jobs.search_vector).
--
-- Only status = 'published' rows are present. "Live" also needs valid_through > now(),
-- which changes with time and not with writes, so every query applies that predicate
-- itself; the trigger never decides expiry.
CREATE TABLE job_search_index (
  job_id bigint PRIMARY KEY,
  company_id bigint NOT NULL,
  location_id integer NOT NULL,
  province_id integer NOT NULL,
  category_id integer,
  employment_type text NOT NULL,
  work_arrangement text NOT NULL,
  experience_level text NOT NULL,
  -- The salary filter's range-overlap bounds: coalesce(max, min) and coalesce(min, max).
  salary_hi bigint,
  salary_lo bigint,
  salary_sort bigint,
  posted_at timestamptz NOT NULL,
  valid_through timestamptz,
  search_vector tsvector NOT NULL
);

CREATE FUNCTION job_search_index_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Anything no longer published (closed, back to draft) leaves the index.
  DELETE FROM job_search_index s USING changed_jobs n WHERE s.job_id = n.id AND n.status <> 'published';
  INSERT INTO job_search_index AS s (job_id, company_id, location_id, province_id, category_id, employment_type,
      work_arrangement, experience_level, salary_hi, salary_lo, salary_sort, posted_at, valid_through, search_vector)
  SELECT n.id, n.company_id, n.location_id, n.province_id, n.category_id, n.employment_type, n.work_arrangement,
      n.experience_level, coalesce(n.salary_max, n.salary_min), coalesce(n.salary_min, n.salary_max), n.salary_sort,
      n.posted_at, n.valid_through, n.search_vector
  FROM changed_jobs n WHERE n.status = 'published'
  ON CONFLICT (job_id) DO UPDATE SET
    company_id = EXCLUDED.company_id, location_id = EXCLUDED.location_id, province_id = EXCLUDED.province_id,
    category_id = EXCLUDED.category_id, employment_type = EXCLUDED.employment_type,
    work_arrangement = EXCLUDED.work_arrangement, experience_level = EXCLUDED.experience_level,
    salary_hi = EXCLUDED.salary_hi, salary_lo = EXCLUDED.salary_lo, salary_sort = EXCLUDED.salary_sort,
    posted_at = EXCLUDED.posted_at, valid_through = EXCLUDED.valid_through, search_vector = EXCLUDED.search_vector
  -- Unchanged rows (e.g. an edit to the description that left the vector equal) are not rewritten.
  WHERE (s.company_id, s.location_id, s.province_id, s.category_id, s.employment_type, s.work_arrangement,
         s.experience_level, s.salary_hi, s.salary_lo, s.salary_sort, s.posted_at, s.valid_through, s.search_vector)
        IS DISTINCT FROM
        (EXCLUDED.company_id, EXCLUDED.location_id, EXCLUDED.province_id, EXCLUDED.category_id, EXCLUDED.employment_type,
         EXCLUDED.work_arrangement, EXCLUDED.experience_level, EXCLUDED.salary_hi, EXCLUDED.salary_lo,
         EXCLUDED.salary_sort, EXCLUDED.posted_at, EXCLUDED.valid_through, EXCLUDED.search_vector);
  RETURN NULL;
END $$;

CREATE FUNCTION job_search_index_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_search_index s USING changed_jobs o WHERE s.job_id = o.id;
  RETURN NULL;
END $$;

CREATE TRIGGER jobs_search_index_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS changed_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_search_index_upsert();
CREATE TRIGGER jobs_search_index_update AFTER UPDATE ON jobs
  REFERENCING NEW TABLE AS changed_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_search_index_upsert();
CREATE TRIGGER jobs_search_index_delete AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS changed_jobs FOR EACH STATEMENT EXECUTE FUNCTION job_search_index_delete();

INSERT INTO job_search_index (job_id, company_id, location_id, province_id, category_id, employment_type,
    work_arrangement, experience_level, salary_hi, salary_lo, salary_sort, posted_at, valid_through, search_vector)
SELECT id, company_id, location_id, province_id, category_id, employment_type, work_arrangement, experience_level,
    coalesce(salary_max, salary_min), coalesce(salary_min, salary_max), salary_sort, posted_at, valid_through, search_vector
FROM jobs WHERE status = 'published';

CREATE INDEX job_search_index_vector_idx ON job_search_index USING gin (search_vector);
CREATE INDEX job_search_index_newest_idx ON job_search_index (posted_at DESC, job_id DESC);
CREATE INDEX job_search_index_salary_idx ON job_search_index (salary_sort DESC NULLS LAST, job_id DESC);
CREATE INDEX job_search_index_city_idx ON job_search_index (location_id, posted_at DESC);
CREATE INDEX job_search_index_province_idx ON job_search_index (province_id, posted_at DESC);
CREATE INDEX job_search_index_category_idx ON job_search_index (category_id, posted_at DESC);
CREATE INDEX job_search_index_company_idx ON job_search_index (company_id, posted_at DESC);
CREATE INDEX job_search_index_type_idx ON job_search_index (employment_type, posted_at DESC);
CREATE INDEX job_search_index_level_idx ON job_search_index (experience_level, posted_at DESC);
CREATE INDEX job_search_index_expiry_idx ON job_search_index (valid_through);
ANALYZE job_search_index;
