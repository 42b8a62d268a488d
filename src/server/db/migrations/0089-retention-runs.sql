-- Retention (issue 35): each scheduled clean-up task's last run, and what it removed then and in
-- all, so /metrics shows an operator that the schedule runs, whichever process took the job.
CREATE TABLE retention_runs (
  task text PRIMARY KEY CHECK (task ~ '^[a-z][a-z-]{1,40}$'),
  last_run_at timestamptz NOT NULL,
  last_removed integer NOT NULL CHECK (last_removed >= 0),
  total_removed bigint NOT NULL DEFAULT 0 CHECK (total_removed >= 0),
  last_error text
);
