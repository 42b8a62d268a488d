-- Applications read and moved by employers through the API (issue 33).

-- When the employer first read the application (the candidate sees "Viewed by the employer on …",
-- issue 35). Set once, by the first read through the API; later reads leave it.
ALTER TABLE applications ADD COLUMN first_viewed_at timestamptz;

-- Who moved the status, and what they told the candidate with it: the history is the candidate's
-- timeline. The trigger (0006) writes the row; the code that moves the status fills these in
-- within the same transaction. NULL actor: a row from before, or the seed.
ALTER TABLE application_status_history
  ADD COLUMN actor text CHECK (actor IN ('candidate', 'employer'));

-- An invitation sent through the API proposes one to five times; the candidate accepts one of them
-- (it becomes scheduled_at), declines, or asks for another time. scheduled_at holds the earliest
-- proposed time until then, so the lists that order by it keep working. An invitation without
-- proposed times (the older ones) is answered as before.
CREATE TABLE interview_proposed_times (
  invitation_id bigint NOT NULL REFERENCES interview_invitations (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  PRIMARY KEY (invitation_id, starts_at)
);
ALTER TABLE interview_invitations ADD COLUMN proposed boolean NOT NULL DEFAULT false;

-- GET /applications pages a company's applications by id, and filters them by change time.
CREATE INDEX applications_job_id_idx ON applications (job_id, id);
