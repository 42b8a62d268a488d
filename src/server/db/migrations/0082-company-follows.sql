-- Following a company (issue 34) is a job alert for that company's new jobs, made from its page
-- and managed with the other alerts; the company page counts its followers.
ALTER TABLE saved_searches ADD COLUMN follows_company_id bigint REFERENCES companies (id) ON DELETE CASCADE;
CREATE UNIQUE INDEX saved_searches_follow_idx ON saved_searches (user_id, follows_company_id) WHERE follows_company_id IS NOT NULL;
CREATE INDEX saved_searches_followers_idx ON saved_searches (follows_company_id) WHERE follows_company_id IS NOT NULL;
