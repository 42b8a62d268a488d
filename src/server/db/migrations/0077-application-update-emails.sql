-- The emails about what the employer did with an application (status moves, messages, interview
-- invitations) can be turned off like the other application emails; on by default.
ALTER TABLE account_email_settings ADD COLUMN application_updates boolean NOT NULL DEFAULT true;
