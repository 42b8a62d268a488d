-- The language a screening question is written in: employers write questions in one language,
-- and a page in the other language marks the question with it (lang) so it is read and
-- pronounced as written. NULL: not known, and no lang is given.
ALTER TABLE job_screening_questions
  ADD COLUMN lang text CHECK (lang IN ('en', 'id'));

-- Questions written before the column: the language their own words show, where they show one
-- (common Indonesian or English function words), else left unknown rather than guessed.
UPDATE job_screening_questions SET lang = CASE
  WHEN prompt ~* '\m(apa|apakah|anda|berapa|bagaimana|kapan|yang|dan|untuk|dengan|bersedia|saja|pernah)\M' THEN 'id'
  WHEN prompt ~* '\m(what|which|how|when|why|do|does|are|is|have|you|your|the)\M' THEN 'en'
END;
