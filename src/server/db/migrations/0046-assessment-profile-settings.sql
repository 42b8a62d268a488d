-- Whether a candidate's latest assessment results appear on their public profile. No row means
-- yes (as before this setting existed); the candidate can turn it off on the test pages.
CREATE TABLE assessment_profile_settings (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  show_on_profile boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
