-- Change notifications for in-process caches (job search result cache, page cache).
-- One statement-level trigger per content table: after any INSERT / UPDATE / DELETE /
-- TRUNCATE, NOTIFY content_changed with the table name as payload. NOTIFY is delivered at
-- commit (never for a rolled-back change) and PostgreSQL folds identical notifications of
-- one transaction into one, so a bulk load costs one message per table, not per row.
-- site_content (site-wide settings) has its own channel, site_content_changed.
CREATE FUNCTION notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE FUNCTION notify_site_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_content_changed', '');
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['jobs', 'job_skills', 'job_screening_questions', 'companies', 'company_gallery_items',
      'company_reviews', 'articles', 'content_pages', 'team_members', 'testimonials', 'services', 'client_logos',
      'client_stats', 'insight_items']
  LOOP
    IF to_regclass(t) IS NOT NULL THEN
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()', t || '_notify_changed', t);
    END IF;
  END LOOP;
  IF to_regclass('site_content') IS NOT NULL THEN
    CREATE TRIGGER site_content_notify_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_content
      FOR EACH STATEMENT EXECUTE FUNCTION notify_site_content_changed();
  END IF;
END $$;
