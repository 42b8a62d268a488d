-- Erasure that reaches every copy (issue 35). A deleted account's applications stay as
-- anonymous stubs, so an employer's next read through the API says the candidate withdrew and
-- erased their data instead of the application silently vanishing from their list: no
-- candidate, no profile snapshot, no letter, no answers, no resume copy, only the job, the
-- dates and the employer's own status history. The account deletion (src/server/data-rights/
-- erase-account.ts) detaches them before the user row goes; every other application still
-- goes with its candidate (ON DELETE CASCADE).
ALTER TABLE applications
  ALTER COLUMN candidate_id DROP NOT NULL,
  ADD COLUMN candidate_erased_at timestamptz,
  ADD CONSTRAINT applications_erased_anonymous CHECK (
    (candidate_erased_at IS NULL) = (candidate_id IS NOT NULL)
    AND (candidate_erased_at IS NULL OR (
      profile_snapshot IS NULL AND short_description IS NULL AND cover_letter IS NULL
      AND resume_storage_key IS NULL AND status = 'withdrawn')));

-- A stub has no candidate to tell: the detaching update tells the one it had, later changes
-- (an employer's read) tell nobody.
CREATE OR REPLACE FUNCTION notify_account_applications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  candidate bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    candidate := OLD.candidate_id;
  ELSIF TG_OP = 'UPDATE' THEN
    candidate := COALESCE(NEW.candidate_id, OLD.candidate_id);
  ELSE
    candidate := NEW.candidate_id;
  END IF;
  IF candidate IS NOT NULL THEN
    PERFORM pg_notify('account_changed', candidate || ':a');
  END IF;
  RETURN NULL;
END $$;
