import { Router, type Response } from 'express';
import type { Db } from '../db/db';
import {
  countSitemapCompanies,
  countSitemapJobs,
  latestChanges,
  type LatestChanges,
  sitemapArticles,
  sitemapCompaniesSlice,
  sitemapContentPages,
  sitemapJobsSlice,
  sitemapLandingPages,
} from '../db/repos/sitemap-chunks-repo';
import { INDEXABLE_MIN_JOBS } from '../search/landing-catalogue';
import { landingPath } from '../../shared/landing-path';
import { robotsTxt, SITEMAP_ITEMS_PER_FILE, sitemapIndex, urlEntries, URLSET_CLOSE, URLSET_OPEN, type SitemapItem } from './sitemap-xml';

/** Indexable pages that are not backed by one database row. */
const STATIC_PATHS = ['/', '/explore-jobs', '/company', '/blog', '/about', '/team', '/insight', '/contact-us', '/page'];

const newest = (...dates: (Date | null)[]): Date | null => dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

/**
 * A listing page's lastmod is the last change of what it lists; pages whose content is not
 * dated (about, team, contact) give none rather than a date that moves with every job edit.
 */
export function staticPageLastModified(path: string, latest: LatestChanges): Date | null {
  switch (path) {
    case '/':
      return newest(latest.jobs, latest.articles);
    case '/explore-jobs':
      return latest.jobs;
    case '/company':
      return latest.companies;
    case '/blog':
      return latest.articles;
    case '/page':
      return latest.pages;
    default:
      return null;
  }
}

function both(path: string, lastModified: Date | null): SitemapItem {
  return { paths: { 'en-US': path, 'id-ID': path }, lastModified };
}

function sendXml(res: Response, xml: string): void {
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=600, s-maxage=3600');
  res.send(xml);
}

/** /robots.txt, the sitemap index at /sitemap.xml and its children under /sitemaps/. */
export function seoRoutes(deps: { db: Db; baseUrl: string }): Router {
  const { db, baseUrl } = deps;
  const router = Router();
  const urlset = (items: SitemapItem[]) => URLSET_OPEN + items.map((item) => urlEntries(item, baseUrl)).join('') + URLSET_CLOSE;

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(baseUrl));
  });

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const [jobs, companies, latest] = await Promise.all([countSitemapJobs(db), countSitemapCompanies(db), latestChanges(db)]);
      const files: [string, Date | null][] = [
        ['pages.xml', newest(latest.jobs, latest.articles, latest.companies, latest.pages)],
        ['articles.xml', latest.articles],
        ['landing.xml', latest.jobs],
        ...Array.from({ length: Math.max(1, Math.ceil(jobs / SITEMAP_ITEMS_PER_FILE)) }, (_, i): [string, Date | null] => [
          `jobs-${i + 1}.xml`,
          latest.jobs,
        ]),
        ...Array.from(
          { length: Math.max(1, Math.ceil(companies / SITEMAP_ITEMS_PER_FILE)) },
          // A company's page also changes with its jobs and reviews.
          (_, i): [string, Date | null] => [`companies-${i + 1}.xml`, newest(latest.companies, latest.jobs, latest.reviews)],
        ),
      ];
      sendXml(res, sitemapIndex(files.map(([file, lastModified]) => ({ loc: `${baseUrl}/sitemaps/${file}`, lastModified }))));
    } catch (error) {
      next(error);
    }
  });

  router.get('/sitemaps/pages.xml', async (_req, res, next) => {
    try {
      const [latest, pages] = await Promise.all([latestChanges(db), sitemapContentPages(db)]);
      const items = [
        ...STATIC_PATHS.map((path) => both(path, staticPageLastModified(path, latest))),
        ...pages.map((page) => ({
          paths: { 'en-US': `/page/${page.slug_en}`, 'id-ID': `/page/${page.slug_id}` },
          lastModified: page.updated_at,
        })),
      ];
      sendXml(res, urlset(items));
    } catch (error) {
      next(error);
    }
  });

  // The job landing pages worth indexing, each dated by its newest job.
  router.get('/sitemaps/landing.xml', async (_req, res, next) => {
    try {
      const pages = await sitemapLandingPages(db, INDEXABLE_MIN_JOBS);
      const items = pages.map((page) => ({
        paths: {
          'en-US': landingPath({ category: page.category_slug ?? undefined, place: page.place_slug ?? undefined }, 'en'),
          'id-ID': landingPath({ category: page.category_slug_id ?? undefined, place: page.place_slug ?? undefined }, 'id'),
        },
        lastModified: page.lastmod,
      }));
      sendXml(res, urlset(items));
    } catch (error) {
      next(error);
    }
  });

  router.get('/sitemaps/articles.xml', async (_req, res, next) => {
    try {
      const articles = await sitemapArticles(db);
      const items = articles.map((article) => ({
        paths: {
          ...(article.slug_en ? { 'en-US': `/blog/${article.slug_en}` } : {}),
          ...(article.slug_id ? { 'id-ID': `/blog/${article.slug_id}` } : {}),
        },
        lastModified: article.updated_at,
      }));
      sendXml(res, urlset(items));
    } catch (error) {
      next(error);
    }
  });

  // No leading zero: /sitemaps/jobs-01.xml would be a second address of jobs-1.xml.
  router.get(/^\/sitemaps\/(jobs|companies)-([1-9]\d{0,3})\.xml$/, async (req, res, next) => {
    try {
      const [, kind, number] = /^\/sitemaps\/(jobs|companies)-(\d+)\.xml$/.exec(req.path)!;
      const index = Number(number) - 1;
      if (index < 0) return void res.status(404).type('text/plain').send('Not found');
      const items: SitemapItem[] =
        kind === 'jobs'
          ? (await sitemapJobsSlice(db, index, SITEMAP_ITEMS_PER_FILE)).map((job) =>
              both(`/job/${job.slug}/${job.identifier}`, job.updated_at),
            )
          : (await sitemapCompaniesSlice(db, index, SITEMAP_ITEMS_PER_FILE)).map((company) =>
              both(`/company/${company.slug}`, company.updated_at),
            );
      if (items.length === 0 && index > 0) return void res.status(404).type('text/plain').send('Not found');
      sendXml(res, urlset(items));
    } catch (error) {
      next(error);
    }
  });

  return router;
}
