-- A read-only scope for jobs: a dashboard or a reconciliation job that only lists what is posted
-- should not hold a key that can also post and close jobs.
ALTER TABLE employer_api_keys DROP CONSTRAINT employer_api_keys_scopes_check;
ALTER TABLE employer_api_keys ADD CONSTRAINT employer_api_keys_scopes_check
  CHECK (cardinality(scopes) >= 1 AND scopes <@ ARRAY['jobs:read', 'jobs:write', 'applications:read', 'applications:write']);
