-- Similar jobs on the job page: newest live jobs of one category in one province, read in
-- posted order straight from the index.
CREATE INDEX job_search_index_category_province_idx ON job_search_index (category_id, province_id, posted_at DESC);
