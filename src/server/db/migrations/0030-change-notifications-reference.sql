-- Public pages also show reference data and a few side tables that 0013 left without a change
-- notification: category and place names (job pages, search facets, whose result cache already
-- listens for `job_categories` and `locations`), industries (company pages), tags (blog) and FAQ
-- entries (content pages). An operator's edit to any of them now empties the page and search
-- caches on every instance too, instead of waiting for cached pages to age out (5 minutes).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['job_categories', 'locations', 'industries', 'tags', 'article_tags', 'content_page_faqs']
  LOOP
    IF to_regclass(t) IS NOT NULL THEN
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()', t || '_notify_changed', t);
    END IF;
  END LOOP;
END $$;
