import { Router, type Response } from 'express';
import type { Db } from '../db/db';
import {
  countSitemapCompanies,
  countSitemapJobs,
  latestContentChange,
  sitemapArticles,
  sitemapCompaniesSlice,
  sitemapContentPages,
  sitemapJobsSlice,
} from '../db/sitemap-chunks-repo';
import { robotsTxt, SITEMAP_ITEMS_PER_FILE, sitemapIndex, urlEntries, URLSET_CLOSE, URLSET_OPEN, type SitemapItem } from './sitemap-xml';

/** Indexable pages that are not backed by one database row. */
const STATIC_PATHS = ['/', '/explore-jobs', '/company', '/blog', '/about', '/team', '/insight', '/contact-us', '/page'];

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
      const [jobs, companies, latest] = await Promise.all([countSitemapJobs(db), countSitemapCompanies(db), latestContentChange(db)]);
      const files = [
        'pages.xml',
        'articles.xml',
        ...Array.from({ length: Math.max(1, Math.ceil(jobs / SITEMAP_ITEMS_PER_FILE)) }, (_, i) => `jobs-${i + 1}.xml`),
        ...Array.from({ length: Math.max(1, Math.ceil(companies / SITEMAP_ITEMS_PER_FILE)) }, (_, i) => `companies-${i + 1}.xml`),
      ];
      sendXml(res, sitemapIndex(files.map((file) => ({ loc: `${baseUrl}/sitemaps/${file}`, lastModified: latest }))));
    } catch (error) {
      next(error);
    }
  });

  router.get('/sitemaps/pages.xml', async (_req, res, next) => {
    try {
      const [latest, pages] = await Promise.all([latestContentChange(db), sitemapContentPages(db)]);
      const items = [
        ...STATIC_PATHS.map((path) => both(path, latest)),
        ...pages.map((page) => ({ paths: { 'en-US': `/page/${page.slug_en}`, 'id-ID': `/page/${page.slug_id}` }, lastModified: page.updated_at })),
      ];
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

  router.get(/^\/sitemaps\/(jobs|companies)-(\d{1,4})\.xml$/, async (req, res, next) => {
    try {
      const [, kind, number] = /^\/sitemaps\/(jobs|companies)-(\d+)\.xml$/.exec(req.path)!;
      const index = Number(number) - 1;
      if (index < 0) return void res.status(404).type('text/plain').send('Not found');
      const items: SitemapItem[] =
        kind === 'jobs'
          ? (await sitemapJobsSlice(db, index, SITEMAP_ITEMS_PER_FILE)).map((job) => both(`/job/${job.slug}/${job.identifier}`, job.updated_at))
          : (await sitemapCompaniesSlice(db, index, SITEMAP_ITEMS_PER_FILE)).map((company) => both(`/company/${company.slug}`, company.updated_at));
      if (items.length === 0 && index > 0) return void res.status(404).type('text/plain').send('Not found');
      sendXml(res, urlset(items));
    } catch (error) {
      next(error);
    }
  });

  return router;
}
