-- A verify or reset link proves control of the address it was mailed to, and of no other.
-- Without the address on the token, a link mailed to A could be spent after the account's
-- email had changed to B (the owner of A changes the email to someone else's B, or the two
-- requests race), marking B verified for whoever holds A's mailbox; a verified address then
-- links a social login to that account. Links from before this migration carry no address
-- and are no longer accepted: they are at most a few hours old and can be asked for again.
ALTER TABLE email_tokens ADD COLUMN sent_to text;
UPDATE email_tokens SET used_at = now() WHERE used_at IS NULL;
