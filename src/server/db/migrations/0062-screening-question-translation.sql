-- A screening question in the other language too: a page shows the question in its own
-- language where the employer gave a translation, and in the words as written (marked with
-- their lang) where not. The translation's options stand for the original ones, one for one
-- and in order, so an answer is stored as the original option whichever text was shown.
ALTER TABLE job_screening_questions
  ADD COLUMN translation jsonb CHECK (
    translation IS NULL OR (
      translation->>'lang' IN ('en', 'id')
      AND translation->>'lang' IS DISTINCT FROM lang
      AND jsonb_typeof(translation->'prompt') = 'string'
      AND length(btrim(translation->>'prompt')) BETWEEN 1 AND 500
      AND jsonb_typeof(translation->'options') = 'array'
      AND jsonb_array_length(translation->'options') = jsonb_array_length(options)
    )
  );
