-- Every write to job_search_index, for the in-memory search index each server process keeps
-- (job-search-memory.ts). Before a search a process reads the jobs changed since the last
-- change it saw, so it answers as the table would.
-- Seqs are drawn before commit, so a transaction may commit a lower seq after a reader has
-- seen a higher one. The reader also keeps the transactions in progress at its read
-- (pg_snapshot_xip) and next time asks for their entries again (`xid`): a write that was open
-- at one read is seen at the next. No lock: job writes do not queue for each other (0021, 0024).
CREATE TABLE job_search_changes (
  seq bigserial PRIMARY KEY,
  job_id bigint NOT NULL,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_search_changes_xid_idx ON job_search_changes (xid);

-- One row, kept when the data is reset (seed.ts): `epoch` moves when job_search_index is
-- truncated (no row trigger sees that, and the seq restarts), `pruned_through` is the last
-- seq deleted as old. A process that saw another epoch, or less than pruned_through, reloads.
CREATE TABLE job_search_changes_state (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  epoch bigint NOT NULL,
  pruned_through bigint NOT NULL
);
INSERT INTO job_search_changes_state VALUES (true, 1, 0);

CREATE FUNCTION job_search_changes_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO job_search_changes (job_id) SELECT job_id FROM removed_rows;
  ELSE
    INSERT INTO job_search_changes (job_id) SELECT job_id FROM added_rows;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER job_search_changes_insert AFTER INSERT ON job_search_index
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION job_search_changes_log();
CREATE TRIGGER job_search_changes_update AFTER UPDATE ON job_search_index
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION job_search_changes_log();
CREATE TRIGGER job_search_changes_delete AFTER DELETE ON job_search_index
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION job_search_changes_log();

CREATE FUNCTION job_search_changes_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_search_changes_state SET epoch = epoch + 1, pruned_through = 0;
  RETURN NULL;
END $$;
CREATE TRIGGER job_search_changes_truncate AFTER TRUNCATE ON job_search_index
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_changes_truncated();
