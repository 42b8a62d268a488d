-- Refresh-token rotation with reuse detection (OAuth 2.0 Security BCP): every pair issued by
-- refreshing carries the family of the login it descends from. A refresh token presented
-- again after it was rotated means two parties hold it (one of them stole it), so the whole
-- family is revoked: the thief's fresh pair stops working as well as the victim's.
ALTER TABLE api_tokens ADD COLUMN family uuid NOT NULL DEFAULT gen_random_uuid();
CREATE INDEX api_tokens_family_idx ON api_tokens (family) WHERE revoked_at IS NULL;
