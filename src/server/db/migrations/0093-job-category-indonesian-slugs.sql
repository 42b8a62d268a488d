-- Landing pages (/jobs/{category}, /id/lowongan/{kategori}) spell a category in the page's
-- language: `slug` is the English one, `slug_id` the Indonesian one, made from name_id when a
-- row is written without it (the seed, an operator's insert), so no writer has to know of it.
-- A name that yields no word, or the word another category already has, falls back to `slug`.
ALTER TABLE job_categories ADD COLUMN slug_id text CHECK (slug_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$');

CREATE FUNCTION job_category_slug_id() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  made text;
BEGIN
  -- Only when missing: a renamed category keeps its address.
  IF NEW.slug_id IS NULL THEN
    made := trim(BOTH '-' FROM regexp_replace(lower(NEW.name_id), '[^a-z0-9]+', '-', 'g'));
    IF made = '' OR EXISTS (SELECT 1 FROM job_categories c WHERE c.slug_id = made AND c.id IS DISTINCT FROM NEW.id) THEN
      made := NEW.slug;
    END IF;
    NEW.slug_id := made;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER job_categories_slug_id BEFORE INSERT OR UPDATE ON job_categories
  FOR EACH ROW EXECUTE FUNCTION job_category_slug_id();

-- Fills the rows already there, one at a time (in sort order) so a clash falls back as above.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id FROM job_categories ORDER BY sort_order, id LOOP
    UPDATE job_categories SET slug_id = NULL WHERE id = r.id;
  END LOOP;
END $$;

ALTER TABLE job_categories ALTER COLUMN slug_id SET NOT NULL;
CREATE UNIQUE INDEX job_categories_slug_id_key ON job_categories (slug_id);
