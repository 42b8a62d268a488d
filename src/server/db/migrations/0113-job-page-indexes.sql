-- Reads that passed over every job row, found at a million jobs (issue 38); each index below is
-- partial (published jobs, or all but drafts) and carries what its reads filter on, so they are
-- answered from the index alone.

-- A job page asks whether another live job has the same position (at this company in this city,
-- in this city, anywhere: job-title.ts adds the identifier when the title would not tell them
-- apart). With no index on position that read every job: ~300 ms at 100,000 jobs on every job
-- page not in the cache. Each question is now an EXISTS stopping at the first live twin here.
CREATE INDEX jobs_published_position_idx ON jobs (position, location_id, company_id) INCLUDE (valid_through, id)
  WHERE status = 'published';

-- The sitemaps' lastmod: the newest job edit (latestChanges) read the whole table.
CREATE INDEX jobs_updated_idx ON jobs (updated_at) WHERE status <> 'draft';

-- jobs-N.xml: where slice N starts (the live jobs in id order, skipping N-1 slices) is counted
-- here, and only the slice's own rows are read.
CREATE INDEX jobs_published_id_idx ON jobs (id) INCLUDE (valid_through) WHERE status = 'published';

-- companies-N.xml: whether a company has a live job and its newest job edit.
CREATE INDEX jobs_published_company_updated_idx ON jobs (company_id, updated_at) INCLUDE (valid_through)
  WHERE status = 'published';

-- landing.xml: open jobs and the newest edit per category, place and category in a place, from
-- one pass over this index instead of the job rows.
CREATE INDEX jobs_published_landing_idx ON jobs (category_id, location_id, province_id, updated_at) INCLUDE (valid_through)
  WHERE status = 'published';
