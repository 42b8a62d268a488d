-- Keyword searches visit every match on job_search_index (page and counts in one pass, see
-- keywordScanSql). Three per-match costs go here; at the bench size on PostgreSQL,
-- "software engineer" (2.6k matches) spent ~5 ms in the GIN index, ~4 on the heap, ~25 in
-- ts_rank_cd and ~4 packing the facet key of every row.
--
-- 1. The facet key is stored, as on job_search_facts (0018), instead of computed per match.
ALTER TABLE job_search_index
  ADD COLUMN facet_key bigint NOT NULL
    GENERATED ALWAYS AS (job_search_facet_key(location_id, category_id, employment_type, work_arrangement)) STORED;

-- 2. Every lexeme ever indexed, so that the prefix of a visitor's last word ("engin") can be
-- looked up here and searched as the exact lexemes it stands for ('engine' | 'engineer' |
-- 'engineering' | …). A prefix (:*) match makes GIN scan a range of its entry tree and
-- merge the postings of every entry in it, ~5x slower than exact entries (~6 -> ~1 ms for
-- "software engineer", ~12 -> ~5 ms for "excel"); see keyword-query.ts for when the
-- prefix form is still used. Entries are never removed: a lexeme no job contains any more
-- only costs one empty index probe when a search names it.
CREATE TABLE job_search_lexemes (
  -- Byte order, so a prefix is one range of the primary key.
  lexeme text COLLATE "C" PRIMARY KEY
);

CREATE FUNCTION job_search_lexemes_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Sorted, so two writers adding the same new lexemes take them in the same order and
  -- one waits for the other instead of deadlocking.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_search_lexemes (lexeme)
    SELECT DISTINCT l.lexeme FROM added_rows n CROSS JOIN LATERAL unnest(n.search_vector) l ORDER BY 1
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO job_search_lexemes (lexeme)
    SELECT DISTINCT l.lexeme
    FROM added_rows n LEFT JOIN removed_rows o ON o.job_id = n.job_id
    CROSS JOIN LATERAL unnest(n.search_vector) l
    WHERE o.search_vector IS DISTINCT FROM n.search_vector
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

LOCK TABLE job_search_index IN SHARE ROW EXCLUSIVE MODE;
INSERT INTO job_search_lexemes (lexeme)
SELECT DISTINCT l.lexeme FROM job_search_index s CROSS JOIN LATERAL unnest(s.search_vector) l;

CREATE TRIGGER job_search_index_lexemes_insert AFTER INSERT ON job_search_index
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION job_search_lexemes_add();
CREATE TRIGGER job_search_index_lexemes_update AFTER UPDATE ON job_search_index
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION job_search_lexemes_add();

-- 3. Relevance moves from ts_rank_cd to ts_rank (job-search-sql.ts): same weights (the
-- position counts most, then company and skills, then the description), without cover
-- density's proximity analysis, which cost ~10 us a match. Nothing to migrate for it.

ANALYZE job_search_index;
ANALYZE job_search_lexemes;
