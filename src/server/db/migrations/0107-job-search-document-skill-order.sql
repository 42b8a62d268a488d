-- A job's skills went into its search vector in whatever order the plan read them (string_agg
-- without ORDER BY): a sequential scan gave the employer's order, the primary key (job_id, name)
-- the alphabetical one, so the same job could get other positions, and a different ts_rank for
-- an AND search, depending on the table's statistics. A seed continued after a stop (0106) showed
-- it: same rows, other vectors. Now always the employer's order (sort_order), as listed.
CREATE OR REPLACE FUNCTION job_search_document(p_job_id bigint, p_position text, p_company_id bigint, p_description_html text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', coalesce(p_position, '')), 'A')
      || setweight(to_tsvector('simple', coalesce((SELECT name FROM companies WHERE id = p_company_id), '')), 'B')
      || setweight(to_tsvector('simple', coalesce((SELECT string_agg(name, ' ' ORDER BY sort_order, name) FROM job_skills WHERE job_id = p_job_id), '')), 'B')
      || setweight(to_tsvector('simple', regexp_replace(coalesce(p_description_html, ''), '<[^>]*>', ' ', 'g')), 'D')
$$;
