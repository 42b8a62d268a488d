/** Company profile page and company directory. */
import type { Db } from '../db.js';
import type { Bilingual } from '../../../shared/job-vocabulary.js';

export interface CompanyProfile {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  address: string | null;
  /** Kode pos, five digits. */
  postalCode: string | null;
  phone: string | null;
  overview: string | null;
  website: string | null;
  sizeBand: string | null;
  foundedYear: number | null;
  verified: boolean;
  industry: { slug: string; name: Bilingual } | null;
  location: { citySlug: string; city: Bilingual; province: Bilingual } | null;
  openJobCount: number;
  updatedAt: Date;
}

export interface GalleryItem {
  id: number;
  src: string;
  alt: string;
  thumbnail: string;
  thumbnailWidth: number;
  thumbnailHeight: number;
  autoplay: boolean;
  controls: boolean;
  description: string | null;
  isVideo: boolean;
}

interface CompanyRow {
  id: number;
  slug: string;
  name: string;
  logo_url: string | null;
  address: string | null;
  postal_code: string | null;
  phone: string | null;
  overview: string | null;
  website: string | null;
  size_band: string | null;
  founded_year: number | null;
  verified: boolean;
  industry_slug: string | null;
  industry_en: string | null;
  industry_id: string | null;
  city_slug: string | null;
  city_en: string | null;
  city_id: string | null;
  province_en: string | null;
  province_id: string | null;
  open_jobs: number;
  updated_at: Date;
}

const COMPANY_SELECT = `
  SELECT c.id, c.slug, c.name, c.logo_url, c.address, c.postal_code, c.phone, c.overview, c.website, c.size_band, c.founded_year,
         c.verified, c.updated_at,
         ind.slug AS industry_slug, ind.name_en AS industry_en, ind.name_id AS industry_id,
         city.slug AS city_slug, city.name_en AS city_en, city.name_id AS city_id,
         prov.name_en AS province_en, prov.name_id AS province_id,
         (SELECT count(*) FROM job_search_index s WHERE s.company_id = c.id
            AND (s.valid_through IS NULL OR s.valid_through > now())) AS open_jobs
  FROM companies c
  LEFT JOIN industries ind ON ind.id = c.industry_id
  LEFT JOIN locations city ON city.id = c.location_id
  LEFT JOIN locations prov ON prov.id = city.parent_id`;

function toProfile(r: CompanyRow): CompanyProfile {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    logo: r.logo_url,
    address: r.address,
    postalCode: r.postal_code,
    phone: r.phone,
    overview: r.overview,
    website: r.website,
    sizeBand: r.size_band,
    foundedYear: r.founded_year,
    verified: r.verified,
    industry: r.industry_slug ? { slug: r.industry_slug, name: { en: r.industry_en ?? '', id: r.industry_id ?? '' } } : null,
    location: r.city_slug
      ? {
          citySlug: r.city_slug,
          city: { en: r.city_en ?? '', id: r.city_id ?? '' },
          province: { en: r.province_en ?? '', id: r.province_id ?? '' },
        }
      : null,
    openJobCount: r.open_jobs,
    updatedAt: r.updated_at,
  };
}

export async function getCompanyBySlug(db: Db, slug: string): Promise<CompanyProfile | null> {
  const { rows } = await db.query<CompanyRow>(`${COMPANY_SELECT} WHERE c.slug = $1`, [slug]);
  const r = rows[0];
  return r ? toProfile(r) : null;
}

export async function getCompanyGallery(db: Db, companyId: number): Promise<GalleryItem[]> {
  const { rows } = await db.query<{
    id: number;
    src: string;
    alt: string;
    thumbnail: string;
    thumbnail_width: number;
    thumbnail_height: number;
    autoplay: boolean;
    controls: boolean;
    description: string | null;
    is_video: boolean;
  }>(
    `SELECT id, src, alt, thumbnail, thumbnail_width, thumbnail_height, autoplay, controls, description, is_video
     FROM company_gallery_items WHERE company_id = $1 ORDER BY sort_order, id`,
    [companyId],
  );
  return rows.map((r) => ({
    id: r.id,
    src: r.src,
    alt: r.alt,
    thumbnail: r.thumbnail,
    thumbnailWidth: r.thumbnail_width,
    thumbnailHeight: r.thumbnail_height,
    autoplay: r.autoplay,
    controls: r.controls,
    description: r.description,
    isVideo: r.is_video,
  }));
}

export interface CompanyDirectoryParams {
  q?: string;
  industry?: string;
  location?: string;
  page?: number;
  pageSize?: number;
}

export interface CompanyDirectoryResult {
  companies: CompanyProfile[];
  total: number;
  page: number;
  pageCount: number;
}

/** Escapes LIKE wildcards so a typed % or _ matches literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/**
 * Directory of companies, those with open jobs first. Name search is a substring match
 * (a few thousand rows; a trigram index would be the next step at much larger sizes).
 */
export async function listCompanies(db: Db, params: CompanyDirectoryParams = {}): Promise<CompanyDirectoryResult> {
  const pageSize = Math.min(Math.max(Math.floor(params.pageSize ?? 24), 1), 100);
  const page = Math.min(Math.max(Math.floor(params.page ?? 1), 1), 1000);
  const values: unknown[] = [];
  const bind = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const where: string[] = ['TRUE'];
  const q = params.q?.trim().slice(0, 100);
  if (q) where.push(`lower(c.name) LIKE lower(${bind(likePattern(q))})`);
  if (params.industry) where.push(`ind.slug = ${bind(params.industry)}`);
  if (params.location) where.push(`(city.slug = ${bind(params.location)} OR prov.slug = $${values.length})`);
  const filter = where.join(' AND ');
  const countSql = `SELECT count(*) AS n FROM companies c
    LEFT JOIN industries ind ON ind.id = c.industry_id
    LEFT JOIN locations city ON city.id = c.location_id
    LEFT JOIN locations prov ON prov.id = city.parent_id
    WHERE ${filter}`;
  const listSql = `SELECT * FROM (${COMPANY_SELECT} WHERE ${filter}) x
    ORDER BY (x.open_jobs > 0) DESC, x.verified DESC, x.name LIMIT $${values.length + 1} OFFSET $${values.length + 2}`;
  const [list, count] = await Promise.all([
    db.query<CompanyRow>(listSql, [...values, pageSize, (page - 1) * pageSize]),
    db.query<{ n: number }>(countSql, values),
  ]);
  const total = count.rows[0]?.n ?? 0;
  return { companies: list.rows.map(toProfile), total, page, pageCount: Math.ceil(total / pageSize) };
}
