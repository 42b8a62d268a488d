-- Menu links may carry one path per language (site-content/menus.ts). Links written before
-- that named a content page by its English slug, so on Indonesian pages they went through a
-- 301 (/id/page/faq → /id/page/tanya-jawab). Such links, in the header and in every footer
-- column, get the page's Indonesian path beside the English one; every other link, and any
-- menu shape this does not recognise, is left as it is.
CREATE FUNCTION pg_temp.localized_menu_link(link jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(link->'path') = 'string' AND p.slug_id IS NOT NULL AND p.slug_id <> p.slug_en
      THEN jsonb_set(link, '{path}', jsonb_build_object('en', link->>'path', 'id', '/page/' || p.slug_id))
    ELSE link END
  FROM (SELECT 1) one
  LEFT JOIN content_pages p ON jsonb_typeof(link->'path') = 'string' AND link->>'path' = '/page/' || p.slug_en
$$;

CREATE FUNCTION pg_temp.localized_menu_links(links jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN jsonb_typeof(links) = 'array'
    THEN (SELECT coalesce(jsonb_agg(pg_temp.localized_menu_link(l.link) ORDER BY l.ord), '[]'::jsonb)
          FROM jsonb_array_elements(links) WITH ORDINALITY AS l (link, ord))
    ELSE links END
$$;

UPDATE site_content SET menus = menus
  || CASE WHEN jsonb_typeof(menus->'header') = 'array'
       THEN jsonb_build_object('header', pg_temp.localized_menu_links(menus->'header')) ELSE '{}'::jsonb END
  || CASE WHEN jsonb_typeof(menus->'footer') = 'array'
       THEN jsonb_build_object('footer', (
         SELECT coalesce(jsonb_agg(
                  CASE WHEN jsonb_typeof(c.col) = 'object' AND jsonb_typeof(c.col->'links') = 'array'
                    THEN jsonb_set(c.col, '{links}', pg_temp.localized_menu_links(c.col->'links')) ELSE c.col END
                  ORDER BY c.ord), '[]'::jsonb)
         FROM jsonb_array_elements(menus->'footer') WITH ORDINALITY AS c (col, ord)))
       ELSE '{}'::jsonb END;
