/** The firm's own content blocks: pages, team, testimonials, services, clients, insight. */
import type { Db } from '../db.js';
import { CONTENT_KEYS_WITH_OWN_ROUTE } from '../../../shared/content-page-routes';
import { langOf, type Locale } from '../../../shared/locales';

export interface ContentPageSummary {
  key: string;
  slug: string;
  alternateSlug: string;
  title: string;
  updatedAt: Date;
}

export interface ContentPage extends ContentPageSummary {
  bodyHtml: string;
  faqs: { question: string; answer: string }[];
}

export async function listContentPages(db: Db, locale: Locale): Promise<ContentPageSummary[]> {
  const l = langOf(locale);
  const o = l === 'en' ? 'id' : 'en';
  const { rows } = await db.query<{ key: string; slug: string; alternate_slug: string; title: string; updated_at: Date }>(
    `SELECT key, slug_${l} AS slug, slug_${o} AS alternate_slug, title_${l} AS title, updated_at
     FROM content_pages WHERE published AND NOT (key = ANY($1)) ORDER BY sort_order, id`,
    [CONTENT_KEYS_WITH_OWN_ROUTE],
  );
  return rows.map((r) => ({ key: r.key, slug: r.slug, alternateSlug: r.alternate_slug, title: r.title, updatedAt: r.updated_at }));
}

/** Looks a page up by its slug in the given locale, or by its stable key (e.g. 'about'). */
/**
 * A content page by this language's slug, its stable key, or the other language's slug (a
 * link built with the wrong slug, such as a menu shared by both languages); callers redirect
 * to `slug` when it differs from what was asked.
 */
export async function getContentPage(db: Db, locale: Locale, slugOrKey: string): Promise<ContentPage | null> {
  const l = langOf(locale);
  const o = l === 'en' ? 'id' : 'en';
  const { rows } = await db.query<{
    id: number;
    key: string;
    slug: string;
    alternate_slug: string;
    title: string;
    body: string;
    updated_at: Date;
    faqs: { question: string; answer: string }[];
  }>(
    `SELECT p.id, p.key, p.slug_${l} AS slug, p.slug_${o} AS alternate_slug, p.title_${l} AS title, p.body_${l} AS body, p.updated_at,
            coalesce((SELECT json_agg(json_build_object('question', f.question_${l}, 'answer', f.answer_${l}) ORDER BY f.sort_order, f.id)
                      FROM content_page_faqs f WHERE f.page_id = p.id), '[]') AS faqs
     FROM content_pages p WHERE p.published AND (p.slug_${l} = $1 OR p.key = $1 OR p.slug_${o} = $1)
     ORDER BY (p.slug_${l} = $1) DESC, (p.key = $1) DESC LIMIT 1`,
    [slugOrKey],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    key: r.key,
    slug: r.slug,
    alternateSlug: r.alternate_slug,
    title: r.title,
    bodyHtml: r.body,
    updatedAt: r.updated_at,
    faqs: r.faqs,
  };
}

export interface TeamMember {
  id: number;
  name: string;
  role: string;
  bio: string;
  photo: string | null;
  linkedinUrl: string | null;
}

export async function listTeamMembers(db: Db, locale: Locale): Promise<TeamMember[]> {
  const l = langOf(locale);
  const { rows } = await db.query<{
    id: number;
    name: string;
    role: string;
    bio: string;
    photo_url: string | null;
    linkedin_url: string | null;
  }>(`SELECT id, name, role_${l} AS role, bio_${l} AS bio, photo_url, linkedin_url FROM team_members ORDER BY sort_order, id`);
  return rows.map((r) => ({ id: r.id, name: r.name, role: r.role, bio: r.bio, photo: r.photo_url, linkedinUrl: r.linkedin_url }));
}

export interface Testimonial {
  id: number;
  authorName: string;
  authorRole: string;
  companyName: string | null;
  quote: string;
  photo: string | null;
  kind: 'candidate' | 'client';
}

export async function listTestimonials(db: Db, locale: Locale, kind?: 'candidate' | 'client'): Promise<Testimonial[]> {
  const l = langOf(locale);
  const { rows } = await db.query<{
    id: number;
    author_name: string;
    author_role: string;
    company_name: string | null;
    quote: string;
    photo_url: string | null;
    kind: 'candidate' | 'client';
  }>(
    `SELECT id, author_name, author_role_${l} AS author_role, company_name, quote_${l} AS quote, photo_url, kind
     FROM testimonials WHERE ($1::text IS NULL OR kind = $1) ORDER BY sort_order, id`,
    [kind ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    authorName: r.author_name,
    authorRole: r.author_role,
    companyName: r.company_name,
    quote: r.quote,
    photo: r.photo_url,
    kind: r.kind,
  }));
}

export interface Service {
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  icon: string | null;
}

export async function listServices(db: Db, locale: Locale): Promise<Service[]> {
  const l = langOf(locale);
  const { rows } = await db.query<{ slug: string; title: string; summary: string; body: string; icon: string | null }>(
    `SELECT slug, title_${l} AS title, summary_${l} AS summary, body_${l} AS body, icon FROM services ORDER BY sort_order, id`,
  );
  return rows.map((r) => ({ slug: r.slug, title: r.title, summary: r.summary, bodyHtml: r.body, icon: r.icon }));
}

export interface ClientLogo {
  name: string;
  logo: string;
  website: string | null;
}

export async function listClientLogos(db: Db): Promise<ClientLogo[]> {
  const { rows } = await db.query<{ name: string; logo_url: string; website: string | null }>(
    'SELECT name, logo_url, website FROM client_logos ORDER BY sort_order, id',
  );
  return rows.map((r) => ({ name: r.name, logo: r.logo_url, website: r.website }));
}

export interface ClientStat {
  key: string;
  value: number;
  suffix: string;
  label: string;
}

export async function listClientStats(db: Db, locale: Locale): Promise<ClientStat[]> {
  const l = langOf(locale);
  const { rows } = await db.query<ClientStat>(`SELECT key, value, suffix, label_${l} AS label FROM client_stats ORDER BY sort_order, key`);
  return rows;
}

export interface InsightItem {
  slug: string;
  kind: 'market_stat' | 'salary_guide' | 'report' | 'tip';
  title: string;
  summary: string;
  figure: string | null;
  image: string | null;
  publishedAt: Date;
}

export async function listInsightItems(db: Db, locale: Locale, limit = 24): Promise<InsightItem[]> {
  const l = langOf(locale);
  const { rows } = await db.query<{
    slug: string;
    kind: InsightItem['kind'];
    title: string;
    summary: string;
    figure: string | null;
    image_url: string | null;
    published_at: Date;
  }>(
    `SELECT slug, kind, title_${l} AS title, summary_${l} AS summary, figure_${l} AS figure, image_url, published_at
     FROM insight_items WHERE published_at <= now() ORDER BY sort_order, published_at DESC LIMIT $1`,
    [Math.min(Math.max(limit, 1), 100)],
  );
  return rows.map((r) => ({
    slug: r.slug,
    kind: r.kind,
    title: r.title,
    summary: r.summary,
    figure: r.figure,
    image: r.image_url,
    publishedAt: r.published_at,
  }));
}
