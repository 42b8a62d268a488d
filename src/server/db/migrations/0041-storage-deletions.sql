-- Stored objects to remove: a replaced or deleted file, or every file of a deleted account.
-- The key is queued in the same transaction that lets go of it, then removed from storage
-- right after the commit; what the storage could not remove then (S3 unreachable, a crash in
-- between) is retried later by a sweep, so no object outlives its row for long.
CREATE TABLE storage_deletions (
  storage_key text PRIMARY KEY,
  queued_at timestamptz NOT NULL DEFAULT now(),
  -- The sweep leaves a key alone until then: the request that queued it deletes it first.
  next_attempt_at timestamptz NOT NULL DEFAULT now() + interval '1 minute',
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX storage_deletions_next_idx ON storage_deletions (next_attempt_at);
