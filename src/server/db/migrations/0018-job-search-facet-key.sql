-- The four facet values of a job (city, category, employment type, work arrangement) packed
-- into one bigint. Counting a search's facets hashed every matching row into four hash
-- tables (GROUP BY GROUPING SETS); grouping by this one integer first and rolling the few
-- thousand distinct keys up afterwards does the same with one integer hash per row (at the
-- bench size: "pays at least 15M", 19k rows, 8.6 -> 5.1 ms on PostgreSQL, 15 -> 9.5 on PGlite).
--
-- Layout (bit 0 lowest): arrangement 0-1, employment type 2-4, category 5-30 (0 = none,
-- else id + 1), city 32-62. The CHECKs on job_search_facts keep ids inside their fields.
CREATE FUNCTION job_search_unknown_facet(p_kind text, p_value text) RETURNS bigint LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  -- A value added to the jobs CHECK constraints needs its code here first.
  RAISE EXCEPTION 'job_search_facet_key: no code for % %', p_kind, p_value;
END $$;

CREATE FUNCTION job_search_facet_key(p_location_id integer, p_category_id integer, p_employment_type text,
    p_work_arrangement text)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (p_location_id::bigint << 32)
       | ((coalesce(p_category_id, -1) + 1)::bigint << 5)
       | (coalesce(array_position(ARRAY['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER',
                                        'PER_DIEM', 'OTHER'], p_employment_type) - 1,
                   job_search_unknown_facet('employment type', p_employment_type)) << 2)
       | coalesce(array_position(ARRAY['onsite', 'hybrid', 'remote'], p_work_arrangement) - 1,
                  job_search_unknown_facet('work arrangement', p_work_arrangement))
$$;

CREATE FUNCTION job_search_facet_location(p_key bigint) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (p_key >> 32)::integer
$$;
CREATE FUNCTION job_search_facet_category(p_key bigint) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(((p_key >> 5) & 67108863)::integer, 0) - 1
$$;
CREATE FUNCTION job_search_facet_type(p_key bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (ARRAY['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'])
         [((p_key >> 2) & 7)::integer + 1]
$$;
CREATE FUNCTION job_search_facet_arrangement(p_key bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (ARRAY['onsite', 'hybrid', 'remote'])[(p_key & 3)::integer + 1]
$$;

ALTER TABLE job_search_facts
  ADD CONSTRAINT job_search_facts_location_key_range CHECK (location_id >= 0),
  ADD CONSTRAINT job_search_facts_category_key_range CHECK (category_id >= 0 AND category_id < 67108863),
  ADD COLUMN facet_key bigint NOT NULL
    GENERATED ALWAYS AS (job_search_facet_key(location_id, category_id, employment_type, work_arrangement)) STORED;

-- "Pays at least X" counts read only this index; the key replaces the four columns.
DROP INDEX job_search_facts_salary_hi_idx;
CREATE INDEX job_search_facts_salary_hi_idx ON job_search_facts (salary_hi) INCLUDE (valid_through, facet_key);
ANALYZE job_search_facts;
