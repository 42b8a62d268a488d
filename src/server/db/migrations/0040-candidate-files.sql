-- Candidates' files kept in our own storage: the avatar photo in two sizes (re-encoded, no
-- metadata), and more about the profile video (its bytes and picture size). The one-minute
-- video limit keeps half a second for what containers add (audio priming, the last frame's
-- duration): a recording stopped at 60 s measures 60.0x s.

ALTER TABLE candidate_profiles
  ADD COLUMN avatar_storage_key text,
  ADD COLUMN avatar_small_storage_key text,
  ADD COLUMN avatar_uploaded_at timestamptz,
  ADD COLUMN video_size_bytes bigint CHECK (video_size_bytes > 0),
  ADD COLUMN video_width integer CHECK (video_width > 0),
  ADD COLUMN video_height integer CHECK (video_height > 0),
  ADD CONSTRAINT candidate_profiles_avatar_keys_together
    CHECK ((avatar_storage_key IS NULL) = (avatar_small_storage_key IS NULL)),
  DROP CONSTRAINT candidate_profiles_video_duration_seconds_check,
  ADD CONSTRAINT candidate_profiles_video_duration_seconds_check
    CHECK (video_duration_seconds > 0 AND video_duration_seconds <= 60.5);
