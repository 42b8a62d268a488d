-- How far an unfinished seed got. A bench seed of a million jobs takes the best part of an hour on a
-- shared machine; in one transaction, a stopped run lost everything (600,000 jobs once). It now commits
-- its jobs in batches and keeps here what it was asked for (the same options give the same rows), how
-- many jobs are in, and the index definitions it dropped for the load (recreated at the end), so the
-- next run continues where it stopped. One row while a seed is unfinished, none otherwise.
CREATE TABLE seed_progress (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  jobs integer NOT NULL,
  companies integer NOT NULL,
  seed text NOT NULL,
  seeded_at timestamptz NOT NULL,
  jobs_done integer NOT NULL DEFAULT 0,
  dropped_indexes text[] NOT NULL DEFAULT '{}'
);
