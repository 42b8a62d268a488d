/**
 * Blog articles. Each row holds both languages; a locale only sees articles written in it,
 * and every article also reports its twin slug so the language switcher can link it.
 * Column names are picked from a fixed pair (_en/_id) — never from input.
 */
import type { Db } from '../db.js';
import { langOf, type Locale } from '../../../shared/locales';

export interface ArticleTag {
  slug: string;
  name: string;
}

export interface ArticleSummary {
  id: number;
  slug: string;
  /** Slug of the same article in the other language, if it exists. */
  alternateSlug: string | null;
  title: string;
  excerpt: string | null;
  coverImage: string | null;
  publishedAt: Date;
  updatedAt: Date;
  author: { name: string; photo: string | null } | null;
  tags: ArticleTag[];
}

export interface ArticleDetail extends ArticleSummary {
  bodyHtml: string;
  previous: { slug: string; title: string } | null;
  next: { slug: string; title: string } | null;
  related: ArticleSummary[];
}

interface SummaryRow {
  id: number;
  slug: string;
  alternate_slug: string | null;
  title: string;
  excerpt: string | null;
  cover_image_url: string | null;
  published_at: Date;
  updated_at: Date;
  author_name: string | null;
  author_photo: string | null;
  tags: ArticleTag[];
}

function summarySelect(locale: Locale): string {
  const l = langOf(locale);
  const other = l === 'en' ? 'id' : 'en';
  return `
    SELECT a.id, a.slug_${l} AS slug, a.slug_${other} AS alternate_slug, a.title_${l} AS title, a.excerpt_${l} AS excerpt,
           a.cover_image_url, a.published_at, a.updated_at, m.name AS author_name, m.photo_url AS author_photo,
           coalesce((SELECT json_agg(json_build_object('slug', t.slug, 'name', t.name_${l}) ORDER BY t.slug)
                     FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = a.id), '[]') AS tags
    FROM articles a LEFT JOIN team_members m ON m.id = a.author_id`;
}

function publishedIn(locale: Locale): string {
  return `a.status = 'published' AND a.published_at <= now() AND a.slug_${langOf(locale)} IS NOT NULL`;
}

function toSummary(r: SummaryRow): ArticleSummary {
  return {
    id: r.id,
    slug: r.slug,
    alternateSlug: r.alternate_slug,
    title: r.title,
    excerpt: r.excerpt,
    coverImage: r.cover_image_url,
    publishedAt: r.published_at,
    updatedAt: r.updated_at,
    author: r.author_name ? { name: r.author_name, photo: r.author_photo } : null,
    tags: r.tags,
  };
}

export async function listArticles(
  db: Db,
  opts: { locale: Locale; tag?: string; page?: number; pageSize?: number },
): Promise<{ articles: ArticleSummary[]; total: number; page: number; pageCount: number }> {
  const pageSize = Math.min(Math.max(Math.floor(opts.pageSize ?? 9), 1), 50);
  const page = Math.min(Math.max(Math.floor(opts.page ?? 1), 1), 1000);
  const where = `${publishedIn(opts.locale)}
    AND ($1::text IS NULL OR EXISTS (SELECT 1 FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = a.id AND t.slug = $1))`;
  const tag = opts.tag ?? null;
  const [list, count] = await Promise.all([
    db.query<SummaryRow>(`${summarySelect(opts.locale)} WHERE ${where} ORDER BY a.published_at DESC, a.id DESC LIMIT $2 OFFSET $3`, [
      tag,
      pageSize,
      (page - 1) * pageSize,
    ]),
    db.query<{ n: number }>(`SELECT count(*) AS n FROM articles a WHERE ${where}`, [tag]),
  ]);
  const total = count.rows[0]?.n ?? 0;
  return { articles: list.rows.map(toSummary), total, page, pageCount: Math.ceil(total / pageSize) };
}

export async function getArticleBySlug(db: Db, locale: Locale, slug: string, relatedLimit = 3): Promise<ArticleDetail | null> {
  const l = langOf(locale);
  const { rows } = await db.query<SummaryRow & { body: string }>(
    `SELECT s.*, a.body_${l} AS body FROM (${summarySelect(locale)} WHERE ${publishedIn(locale)} AND a.slug_${l} = $1) s
     JOIN articles a ON a.id = s.id`,
    [slug],
  );
  const r = rows[0];
  if (!r) return null;
  const [neighbours, related] = await Promise.all([
    db.query<{ dir: 'prev' | 'next'; slug: string; title: string }>(
      `(SELECT 'prev' AS dir, a.slug_${l} AS slug, a.title_${l} AS title FROM articles a
        WHERE ${publishedIn(locale)} AND (a.published_at, a.id) < ($1::timestamptz, $2::int8)
        ORDER BY a.published_at DESC, a.id DESC LIMIT 1)
       UNION ALL
       (SELECT 'next', a.slug_${l}, a.title_${l} FROM articles a
        WHERE ${publishedIn(locale)} AND (a.published_at, a.id) > ($1::timestamptz, $2::int8)
        ORDER BY a.published_at, a.id LIMIT 1)`,
      [r.published_at, r.id],
    ),
    // Related: most shared tags first, then recency.
    db.query<SummaryRow>(
      `${summarySelect(locale)}
       WHERE ${publishedIn(locale)} AND a.id <> $1
       ORDER BY (SELECT count(*) FROM article_tags x JOIN article_tags y ON y.tag_id = x.tag_id
                 WHERE x.article_id = a.id AND y.article_id = $1) DESC, a.published_at DESC
       LIMIT $2`,
      [r.id, Math.min(Math.max(relatedLimit, 0), 12)],
    ),
  ]);
  const prev = neighbours.rows.find((n) => n.dir === 'prev');
  const next = neighbours.rows.find((n) => n.dir === 'next');
  return {
    ...toSummary(r),
    bodyHtml: r.body,
    previous: prev ? { slug: prev.slug, title: prev.title } : null,
    next: next ? { slug: next.slug, title: next.title } : null,
    related: related.rows.map(toSummary),
  };
}

export async function listArticleTags(db: Db, locale: Locale): Promise<(ArticleTag & { count: number })[]> {
  const l = langOf(locale);
  const { rows } = await db.query<ArticleTag & { count: number }>(
    `SELECT t.slug, t.name_${l} AS name, count(a.id) AS count
     FROM tags t JOIN article_tags at ON at.tag_id = t.id JOIN articles a ON a.id = at.article_id
     WHERE ${publishedIn(locale)} GROUP BY t.slug, t.name_${l} ORDER BY count DESC, t.slug`,
  );
  return rows;
}

/**
 * This language's slug of a published article reached by its other language's slug
 * (`/id/blog/{English slug}`), or null: the page answers with a 301 to the one address.
 */
export async function articleSlugFromTwin(db: Db, locale: Locale, otherSlug: string): Promise<string | null> {
  const l = langOf(locale);
  const other = l === 'en' ? 'id' : 'en';
  const { rows } = await db.query<{ slug: string }>(
    `SELECT a.slug_${l} AS slug FROM articles a WHERE ${publishedIn(locale)} AND a.slug_${other} = $1 LIMIT 1`,
    [otherSlug],
  );
  return rows[0]?.slug ?? null;
}
