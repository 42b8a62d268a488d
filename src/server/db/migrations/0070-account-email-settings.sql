-- Which optional account emails a user wants. No row means all of them (as before this
-- setting existed). The security notices (email and password changed) cannot be turned off
-- and have no column.
CREATE TABLE account_email_settings (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  application_sent boolean NOT NULL DEFAULT true,
  application_withdrawn boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
