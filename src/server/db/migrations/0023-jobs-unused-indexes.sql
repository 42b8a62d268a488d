-- Indexes of the searches that read `jobs` before the search projection (migrations 0012,
-- 0017) took them over; no query on `jobs` filters or sorts by these any more (searches,
-- facets and similar jobs read job_search_index / job_search_facts). Every job write still
-- maintained them, the 30 MB GIN index on the search vector most of all (100k jobs).
-- Kept: pkey, identifier, company, newest and featured (home page, company page, sitemap).
DROP INDEX jobs_search_vector_idx, jobs_published_salary_idx, jobs_published_city_idx,
  jobs_published_province_idx, jobs_published_category_idx, jobs_published_facets_idx;
