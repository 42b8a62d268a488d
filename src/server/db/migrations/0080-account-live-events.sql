-- Live updates for a signed-in candidate's open pages (src/server/live): every change to what
-- those pages show about one account announces itself on account_changed as '<user id>:<what>'
-- (n: notifications, a: applications and their interviews, s: the session version, i.e. logout).
-- Ids and a letter only: NOTIFY payloads reach every listening instance and may be logged.
-- NOTIFY is delivered at commit (never for a rollback) and PostgreSQL folds identical payloads of
-- one transaction, so "mark all read" over fifty rows is one message.
CREATE FUNCTION notify_account_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('account_changed', OLD.user_id || ':n');
  ELSE
    PERFORM pg_notify('account_changed', NEW.user_id || ':n');
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION notify_account_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('account_changed', OLD.candidate_id || ':a');
  ELSE
    PERFORM pg_notify('account_changed', NEW.candidate_id || ':a');
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION notify_account_interviews() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  candidate bigint;
BEGIN
  SELECT candidate_id INTO candidate FROM applications
  WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.application_id ELSE NEW.application_id END;
  -- Gone with its application (ON DELETE CASCADE): the application's own trigger has spoken.
  IF candidate IS NOT NULL THEN
    PERFORM pg_notify('account_changed', candidate || ':a');
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION notify_account_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changed', NEW.id || ':s');
  RETURN NULL;
END $$;

CREATE TRIGGER notifications_notify_account AFTER INSERT OR DELETE OR UPDATE OF read_at ON notifications
  FOR EACH ROW EXECUTE FUNCTION notify_account_notifications();
CREATE TRIGGER applications_notify_account AFTER INSERT OR UPDATE OR DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION notify_account_applications();
CREATE TRIGGER interview_invitations_notify_account AFTER INSERT OR UPDATE OR DELETE ON interview_invitations
  FOR EACH ROW EXECUTE FUNCTION notify_account_interviews();
CREATE TRIGGER users_notify_account_session AFTER UPDATE OF session_version ON users
  FOR EACH ROW WHEN (OLD.session_version IS DISTINCT FROM NEW.session_version) EXECUTE FUNCTION notify_account_session();
