-- Rate limits (login, registration, account mails, the current-password check, the contact
-- form) are counted here, once for the whole site: every cluster worker and every instance
-- on this database shares the count, so "5 tries" is 5 whatever WEB_CONCURRENCY is.
-- One row per limit and key (a hash of the IP, address or account, never the value itself);
-- `hits` is the sliding log of the allowed hits still inside the window, oldest first.
CREATE TABLE rate_limits (
  name text NOT NULL,
  key_hash text NOT NULL,
  hits timestamptz[] NOT NULL,
  -- Whether the latest hit was let through (set by the same statement that counts it).
  last_allowed boolean NOT NULL DEFAULT true,
  -- When the newest hit leaves its window: the row can go after that.
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (name, key_hash)
);

CREATE INDEX rate_limits_expires_at ON rate_limits (expires_at);
