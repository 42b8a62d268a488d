-- Who saw my application (issue 35): what an employer's API key did with an application (read it
-- in a list, read it alone, downloaded the resume, moved its status, invited to an interview), and
-- when. The candidate's timeline shows the first of them ("Viewed by PT X on …"); the export holds
-- them all.
--
-- One row per application, key, kind and hour: the first access of the hour, later ones in the same
-- hour are dropped (INSERT … ON CONFLICT DO NOTHING). An ATS polling the list every minute would
-- otherwise write a row per application per minute, and DO NOTHING, unlike an upsert that counts,
-- writes nothing at all once the hour's row is there: the list read stays one index probe per
-- application. Status moves keep their exact times in application_status_history.
CREATE TABLE application_accesses (
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- NULL: read before this table existed (the key was not recorded then), or a key since removed.
  key_id bigint REFERENCES employer_api_keys (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('list', 'read', 'resume', 'status', 'interview')),
  hour_start timestamptz NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  CHECK (at >= hour_start AND at < hour_start + interval '1 hour'),
  UNIQUE (application_id, key_id, kind, hour_start)
);

-- The employer's first reads before this table: first_viewed_at (0076) is all that was kept.
INSERT INTO application_accesses (application_id, company_id, key_id, kind, hour_start, at)
SELECT a.id, j.company_id, NULL, 'read', date_trunc('hour', a.first_viewed_at, 'UTC'), a.first_viewed_at
FROM applications a JOIN jobs j ON j.id = a.job_id
WHERE a.first_viewed_at IS NOT NULL;
