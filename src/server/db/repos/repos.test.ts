import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getArticleBySlug, listArticles, listArticleTags } from './articles-repo.js';
import { consumeEmailToken, consumeRefreshToken, findActiveApiToken, insertApiToken, insertEmailToken } from './auth-tokens-repo.js';
import { getCompanyBySlug, getCompanyGallery, listCompanies } from './companies-repo.js';
import { insertContactMessage } from './contact-repo.js';
import {
  getContentPage,
  listClientLogos,
  listClientStats,
  listContentPages,
  listInsightItems,
  listServices,
  listTeamMembers,
  listTestimonials,
} from './content-repo.js';
import type { Db } from '../db.js';
import { getCompanyJobs, getFeaturedJobs, getJobByIdentifier, getLatestJobs, getSimilarJobs } from './jobs-repo.js';
import { getProfileCompletion, getPublicProfile } from './profiles-repo.js';
import { createReview, getCompanyRatingSummary, listApprovedReviews } from './reviews-repo.js';
import { DEMO_EMAIL, DEMO_PROFILE_IDENTIFIER } from '../../seed/demo-candidate.js';
import { hashPassword, verifyPassword } from '../../seed/password-hash.js';
import { seed } from '../../seed/seed.js';
import { getSiteContent } from './site-content-repo.js';
import {
  countSitemapCompanies,
  countSitemapJobs,
  latestChanges,
  sitemapArticles,
  sitemapCompaniesSlice,
  sitemapContentPages,
  sitemapJobsSlice,
} from './sitemap-chunks-repo.js';
import { staticPageLastModified } from '../../seo/seo-routes.js';
import { testEngines, type TestDb } from '../test-db.js';
import { createUser, EmailTakenError, findUserByEmail } from './users-repo.js';

describe.each(testEngines())('repositories on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;

  beforeAll(async () => {
    t = await open();
    db = t.db;
    await seed(db, { jobs: 300, companies: 40, seed: 'repos-test' });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('loads a job by identifier with skills, questions and company, and similar jobs', async () => {
    const { rows } = await db.query<{ identifier: string }>(
      `SELECT j.identifier FROM jobs j WHERE j.status = 'published' AND (j.valid_through IS NULL OR j.valid_through > now())
         AND EXISTS (SELECT 1 FROM job_screening_questions q WHERE q.job_id = j.id) ORDER BY j.id LIMIT 1`,
    );
    const identifier = rows[0]?.identifier ?? '';
    const job = await getJobByIdentifier(db, identifier);
    expect(job).not.toBeNull();
    if (!job) return;
    expect(job.isLive).toBe(true);
    expect(job.skills.must.length).toBeGreaterThan(0);
    expect(job.questions.length).toBeGreaterThan(0);
    expect(job.questions.every((q) => q.lang === 'en' || q.lang === 'id')).toBe(true);
    // Seeded questions say which language they are written in.
    const { rows: languages } = await db.query<{ prompt: string; langs: string[] }>(
      `SELECT prompt, array_agg(DISTINCT coalesce(lang, 'none')) AS langs FROM job_screening_questions
       WHERE prompt IN ('Apakah Anda bersedia bekerja shift?', 'When can you start?') GROUP BY prompt ORDER BY prompt`,
    );
    expect(languages).toEqual([
      { prompt: 'Apakah Anda bersedia bekerja shift?', langs: ['id'] },
      { prompt: 'When can you start?', langs: ['en'] },
    ]);
    // Some carry the employer's translation, which the job reads with them; others are in one language only.
    const translated = await db.query<{ with_translation: number; without: number }>(
      `SELECT count(*) FILTER (WHERE translation IS NOT NULL)::int AS with_translation, count(*) FILTER (WHERE translation IS NULL)::int AS without FROM job_screening_questions`,
    );
    expect(translated.rows[0]!.with_translation).toBeGreaterThan(0);
    expect(translated.rows[0]!.without).toBeGreaterThan(0);
    // A translated question is in the other language and offers as many options.
    const withTranslation = job.questions.filter((q) => q.translation);
    expect(withTranslation.map((q) => ({ lang: q.translation!.lang, options: q.translation!.options.length }))).toEqual(
      withTranslation.map((q) => ({ lang: q.lang === 'en' ? 'id' : 'en', options: q.options.length })),
    );
    expect(job.descriptionHtml).toMatch(/^<p>/);
    expect(job.company.slug).toBeTruthy();
    expect(await getJobByIdentifier(db, 'nope')).toBeNull();
    expect(await getJobByIdentifier(db, "x' OR '1'='1")).toBeNull();

    const similar = await getSimilarJobs(db, job, 4);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((s) => s.id !== job.id)).toBe(true);
  });

  it('ranks similar jobs: same category, live, then shared position words, same province, another company, newer', async () => {
    const sample = await db.query<{ identifier: string }>(
      `SELECT j.identifier FROM jobs j WHERE j.status = 'published' AND j.category_id IS NOT NULL AND (j.valid_through IS NULL OR j.valid_through > now())
       ORDER BY j.id LIMIT 5`,
    );
    let checked = 0;
    for (const { identifier } of sample.rows) {
      const job = (await getJobByIdentifier(db, identifier))!;
      const similar = await getSimilarJobs(db, job, 6);
      if (similar.length === 0) continue;
      const { rows } = await db.query<{
        id: number;
        same_category: boolean;
        live: boolean;
        same_words: boolean;
        nearby: boolean;
        other_company: boolean;
        posted_at: Date;
      }>(
        `SELECT c.id, c.category_id = t.category_id AS same_category,
                c.status = 'published' AND (c.valid_through IS NULL OR c.valid_through > now()) AS live,
                c.search_vector @@ to_tsquery('simple', array_to_string(tsvector_to_array(to_tsvector('simple', t.position)), ' | ')) AS same_words,
                c.province_id = t.province_id AS nearby, c.company_id <> t.company_id AS other_company, c.posted_at
         FROM jobs c, jobs t WHERE t.id = $1 AND c.id = ANY($2::int8[])`,
        [job.id, similar.map((s) => s.id)],
      );
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      const keys = similar.map((s) => byId.get(s.id)!);
      expect(keys.every((k) => k.same_category && k.live)).toBe(true);
      const rank = (k: (typeof keys)[number]) => [Number(k.same_words), Number(k.nearby), Number(k.other_company), k.posted_at.getTime()];
      // In order of the keys, most significant first, each descending.
      const byRank = (a: number[], b: number[]) => {
        const at = a.findIndex((value, i) => value !== b[i]);
        return at === -1 ? 0 : b[at]! - a[at]!;
      };
      expect(keys.map(rank)).toEqual(keys.map(rank).sort(byRank));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("tells whether another live job has the job's position: at its company in its city, in its city, anywhere", async () => {
    // Every published job (live or not) against the three questions asked of all the jobs at once.
    const { rows } = await db.query<{ identifier: string; company: boolean; place: boolean; anywhere: boolean }>(
      `SELECT j.identifier,
              coalesce(bool_or(t.company_id = j.company_id AND t.location_id = j.location_id), false) AS company,
              coalesce(bool_or(t.location_id = j.location_id), false) AS place,
              count(t.id) > 0 AS anywhere
       FROM jobs j LEFT JOIN jobs t ON t.position = j.position AND t.id <> j.id AND t.status = 'published'
         AND (t.valid_through IS NULL OR t.valid_through > now())
       WHERE j.status = 'published' GROUP BY j.id ORDER BY j.id`,
    );
    const seen = new Set<string>();
    for (const { identifier, ...twins } of rows) {
      expect((await getJobByIdentifier(db, identifier))?.titleTwins, identifier).toEqual(twins);
      seen.add(JSON.stringify(twins));
    }
    // The seed gives each answer somewhere: none, elsewhere only, in the same city, at the same company there.
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });

  it('reports closed jobs as not live and hides drafts', async () => {
    const closed = await db.query<{ identifier: string }>(`SELECT identifier FROM jobs WHERE status = 'closed' LIMIT 1`);
    const job = await getJobByIdentifier(db, closed.rows[0]?.identifier ?? '');
    expect(job?.isLive).toBe(false);
    const draft = await db.query<{ identifier: string }>(`SELECT identifier FROM jobs WHERE status = 'draft' LIMIT 1`);
    expect(await getJobByIdentifier(db, draft.rows[0]?.identifier ?? '')).toBeNull();
  });

  it('lists featured and latest jobs for the home page', async () => {
    const latest = await getLatestJobs(db, 5);
    expect(latest).toHaveLength(5);
    const featured = await getFeaturedJobs(db, 5);
    expect(featured.every((j) => j.featured)).toBe(true);
  });

  it('serves the company page: profile, gallery with videos, ratings, reviews, jobs, directory', async () => {
    const first = await db.query<{ slug: string }>('SELECT slug FROM companies ORDER BY id LIMIT 1');
    const company = await getCompanyBySlug(db, first.rows[0]?.slug ?? '');
    expect(company).not.toBeNull();
    if (!company) return;
    expect(company.industry?.name.id).toBeTruthy();
    const gallery = await getCompanyGallery(db, company.id);
    expect(gallery.some((g) => g.isVideo && g.src.includes('youtube.com'))).toBe(true);
    expect(gallery.some((g) => g.isVideo && g.src.includes('vimeo.com'))).toBe(true);
    expect(gallery.some((g) => g.isVideo && g.src.endsWith('.mp4'))).toBe(true);

    const summary = await getCompanyRatingSummary(db, company.id);
    expect(summary.overall.count).toBeGreaterThan(0);
    expect(summary.overall.average).toBeGreaterThanOrEqual(1);
    const reviews = await listApprovedReviews(db, company.id, { pageSize: 5 });
    expect(reviews.total).toBeGreaterThan(0);
    const interview = await listApprovedReviews(db, company.id, { type: 'interview' });
    expect(interview.reviews.every((r) => r.type === 'interview')).toBe(true);
    const { rows: pending } = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM company_reviews WHERE status <> 'approved' AND company_id = $1`,
      [company.id],
    );
    expect(reviews.total + (pending[0]?.n ?? 0)).toBeGreaterThan(reviews.total - 1);

    const jobs = await getCompanyJobs(db, company.id);
    expect(jobs.total).toBe(company.openJobCount);
    const dir = await listCompanies(db, { q: company.name.split(' ')[1] ?? '', pageSize: 10 });
    expect(dir.companies.some((c) => c.id === company.id)).toBe(true);
    expect((await listCompanies(db, { q: '100%_' })).total).toBe(0);
    expect(await getCompanyBySlug(db, 'does-not-exist')).toBeNull();
  });

  it('validates review details per kind and stores new reviews as pending', async () => {
    const user = await createUser(db, { email: 'reviewer.new@example.com', name: 'New', passwordHash: null });
    const company = await db.query<{ id: number }>('SELECT id FROM companies ORDER BY id LIMIT 1');
    const companyId = company.rows[0]?.id ?? 0;
    await expect(
      createReview(db, { companyId, userId: user.id, type: 'salary', rating: 4, details: { position: 'Kasir' } }),
    ).rejects.toThrow();
    const { id } = await createReview(db, {
      companyId,
      userId: user.id,
      type: 'salary',
      rating: 4,
      details: { position: 'Kasir', amount: 4_500_000, employment_type: 'FULL_TIME' },
    });
    const { rows } = await db.query<{ status: string; details: { currency: string } }>(
      'SELECT status, details FROM company_reviews WHERE id = $1',
      [id],
    );
    expect(rows[0]).toMatchObject({ status: 'pending', details: { currency: 'IDR' } });
  });

  it('serves bilingual articles with neighbours, related items and tags', async () => {
    const en = await listArticles(db, { locale: 'en-US', pageSize: 3 });
    expect(en.total).toBeGreaterThanOrEqual(8);
    expect(en.articles).toHaveLength(3);
    const second = en.articles[1];
    if (!second) throw new Error('no article');
    const detail = await getArticleBySlug(db, 'en-US', second.slug);
    expect(detail?.previous).not.toBeNull();
    expect(detail?.next).not.toBeNull();
    expect(detail?.related.length).toBeGreaterThan(0);
    expect(detail?.bodyHtml).toContain('<p>');
    const id = await getArticleBySlug(db, 'id-ID', second.alternateSlug ?? '');
    expect(id?.id).toBe(second.id);
    expect(await getArticleBySlug(db, 'id-ID', second.slug)).toBeNull();
    const tagged = await listArticles(db, { locale: 'id-ID', tag: 'salary' });
    expect(tagged.total).toBeGreaterThan(0);
    expect(tagged.articles.every((a) => a.tags.some((tag) => tag.slug === 'salary'))).toBe(true);
    expect((await listArticleTags(db, 'id-ID')).length).toBeGreaterThan(3);
  });

  it('serves content pages, team, testimonials, services, clients, stats and insight', async () => {
    const pages = await listContentPages(db, 'id-ID');
    expect(pages.map((p) => p.key)).toEqual(expect.arrayContaining(['privacy', 'terms', 'faq']));
    // The about page's text has its own page (/about): no /page/about duplicate in the list.
    expect(pages.map((p) => p.key)).not.toContain('about');
    const faq = await getContentPage(db, 'en-US', 'faq');
    expect(faq?.faqs.length).toBeGreaterThan(3);
    expect((await getContentPage(db, 'id-ID', 'kebijakan-privasi'))?.key).toBe('privacy');
    // The English slug under /id finds the page, so the page can redirect to its Indonesian slug.
    expect((await getContentPage(db, 'id-ID', 'privacy-policy'))?.slug).toBe('kebijakan-privasi');
    expect(await getContentPage(db, 'id-ID', 'no-such-page')).toBeNull();
    expect(await listTeamMembers(db, 'en-US')).toHaveLength(8);
    expect((await listTestimonials(db, 'id-ID')).length).toBeGreaterThan(3);
    expect((await listServices(db, 'en-US')).map((s) => s.slug)).toContain('executive-search');
    expect(await listClientLogos(db)).toHaveLength(12);
    expect((await listClientStats(db, 'en-US')).find((s) => s.key === 'years_experience')?.value).toBe(15);
    expect((await listInsightItems(db, 'id-ID')).length).toBeGreaterThan(3);
  });

  it('returns site content in the spec shape', async () => {
    const sc = await getSiteContent(db);
    expect(sc).toMatchObject({
      site_name: expect.any(String),
      currency: { base_currency: 'IDR', currency_symbol: 'Rp' },
      footer: { enable_bg_image: true, bg_image: expect.any(String) },
    });
    expect(sc.menus).toHaveProperty('header');
    expect(sc.social_media.length).toBeGreaterThan(0);
    expect(sc.option_select).toHaveProperty('gender');
  });

  it('slices the sitemap: every live job once, listed companies, articles and pages', async () => {
    const live = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM jobs WHERE status = 'published' AND (valid_through IS NULL OR valid_through > now())`,
    );
    const jobs = await countSitemapJobs(db);
    expect(jobs).toBe(live.rows[0]?.n);
    const [first, second] = [await sitemapJobsSlice(db, 0, 100), await sitemapJobsSlice(db, 1, 100)];
    expect(first).toHaveLength(Math.min(100, jobs));
    expect(new Set([...first, ...second].map((j) => j.identifier)).size).toBe(first.length + second.length);
    // Slice by slice, the live jobs in id order, as one OFFSET over the job rows gives them; none past the end.
    const reference = await db.query<{ identifier: string; updated_at: Date }>(
      `SELECT identifier, updated_at FROM jobs WHERE status = 'published' AND (valid_through IS NULL OR valid_through > now()) ORDER BY id`,
    );
    const slices = [];
    for (let i = 0; i <= Math.ceil(jobs / 70); i++) slices.push(...(await sitemapJobsSlice(db, i, 70)));
    expect(slices.map((j) => [j.identifier, j.updated_at.toISOString()])).toEqual(
      reference.rows.map((j) => [j.identifier, j.updated_at.toISOString()]),
    );
    expect(await countSitemapCompanies(db)).toBeGreaterThan(0);
    expect((await sitemapArticles(db)).length).toBeGreaterThanOrEqual(8);
    // Four content pages, less 'about' (its text is the /about page, listed there).
    const contentPages = await sitemapContentPages(db);
    expect(contentPages).toHaveLength(3);
    expect(contentPages.map((p) => p.slug_en)).not.toContain('about');
  });

  it('dates sitemap entries by what each page shows: a job edit moves the job lists and its company, not the about page', async () => {
    const before = await latestChanges(db);
    const { rows } = await db.query<{ id: number; company_id: number; slug: string }>(
      `SELECT j.id, j.company_id, c.slug FROM jobs j JOIN companies c ON c.id = j.company_id
       WHERE j.status = 'published' AND (j.valid_through IS NULL OR j.valid_through > now()) ORDER BY j.id LIMIT 1`,
    );
    const job = rows[0]!;
    await new Promise((resolve) => setTimeout(resolve, 10));
    await db.query(`UPDATE jobs SET position = position || ' ' WHERE id = $1`, [job.id]);
    const after = await latestChanges(db);
    const {
      rows: [edited],
    } = await db.query<{ updated_at: Date }>(`SELECT updated_at FROM jobs WHERE id = $1`, [job.id]);
    expect(after.jobs!.getTime()).toBe(edited!.updated_at.getTime());
    expect(after.jobs!.getTime()).toBeGreaterThan(before.jobs!.getTime());
    expect(after.articles).toEqual(before.articles);
    expect(staticPageLastModified('/explore-jobs', after)).toEqual(after.jobs);
    expect(staticPageLastModified('/blog', after)).toEqual(after.articles);
    expect(staticPageLastModified('/about', after)).toBeNull();
    const companies = [...(await sitemapCompaniesSlice(db, 0, 1000))];
    const company = companies.find((c) => c.slug === job.slug)!;
    expect(company.updated_at.getTime()).toBe(edited!.updated_at.getTime());
  });

  it('stores contact messages', async () => {
    const m = await insertContactMessage(db, {
      name: 'Budi',
      email: 'budi@example.com',
      phone: '+62 812 1111 2222',
      message: 'Halo',
      locale: 'id-ID',
    });
    expect(m.id).toBeGreaterThan(0);
    await expect(insertContactMessage(db, { name: 'X', email: 'bad', message: 'hi' })).rejects.toThrow();
  });

  it('creates and finds users case-insensitively; the demo password verifies', async () => {
    const u = await createUser(db, { email: 'Sari@Example.com', name: 'Sari', passwordHash: await hashPassword('rahasia123') });
    expect((await findUserByEmail(db, 'sari@example.COM'))?.id).toBe(u.id);
    await expect(createUser(db, { email: 'SARI@example.com', name: 'Dup', passwordHash: null })).rejects.toBeInstanceOf(EmailTakenError);
    const demo = await findUserByEmail(db, DEMO_EMAIL.toUpperCase());
    // Cost parameters belong to the auth module (seed/password-hash.ts re-exports it); only the format is fixed here.
    expect(demo?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('demo12345', demo?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('wrong-pass', demo?.passwordHash ?? '')).toBe(false);
  });

  it('consumes email tokens once and respects expiry; refresh tokens rotate once', async () => {
    const demo = await findUserByEmail(db, DEMO_EMAIL);
    const userId = demo?.id ?? 0;
    await insertEmailToken(db, {
      userId,
      purpose: 'reset',
      tokenHash: 'hash-1',
      expiresAt: new Date(Date.now() + 3_600_000),
      sentTo: DEMO_EMAIL,
    });
    await insertEmailToken(db, {
      userId,
      purpose: 'reset',
      tokenHash: 'hash-2',
      expiresAt: new Date(Date.now() + 3_600_000),
      sentTo: DEMO_EMAIL,
    });
    expect(await consumeEmailToken(db, 'verify', 'hash-2')).toBeNull(); // wrong purpose
    expect(await consumeEmailToken(db, 'reset', 'hash-2')).toEqual({ userId, sentTo: DEMO_EMAIL });
    expect(await consumeEmailToken(db, 'reset', 'hash-2')).toBeNull();
    // A newer link does not void an older one (a stranger's request must not void the owner's link).
    expect(await consumeEmailToken(db, 'reset', 'hash-1')).toEqual({ userId, sentTo: DEMO_EMAIL });
    await insertEmailToken(db, { userId, purpose: 'verify', tokenHash: 'old', expiresAt: new Date(Date.now() - 1000), sentTo: DEMO_EMAIL });
    await insertEmailToken(db, {
      userId,
      purpose: 'verify',
      tokenHash: 'elsewhere',
      expiresAt: new Date(Date.now() + 60_000),
      sentTo: 'previous@example.com',
    });
    expect(await consumeEmailToken(db, 'verify', 'elsewhere')).toBeNull(); // mailed to an address the account no longer has
    expect(await consumeEmailToken(db, 'verify', 'old')).toBeNull();

    await insertApiToken(db, { userId, tokenHash: 'access-1', refreshHash: 'refresh-1', expiresAt: new Date(Date.now() + 60_000) });
    expect((await findActiveApiToken(db, 'access-1'))?.userId).toBe(userId);
    expect(await consumeRefreshToken(db, 'refresh-1')).toEqual({ userId, family: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await consumeRefreshToken(db, 'refresh-1')).toBeNull();
    expect(await findActiveApiToken(db, 'access-1')).toBeNull();
  });

  it('shows the demo profile publicly and hides private profiles', async () => {
    const p = await getPublicProfile(db, DEMO_PROFILE_IDENTIFIER);
    expect(p?.workExperiences.length).toBe(2);
    expect(p?.englishTest?.level).toBe('B2');
    // Left out on purpose, so the editor's completion meter has something to point at.
    expect(p?.video).toBeNull();
    expect(p).not.toHaveProperty('phone');
    await db.query(`UPDATE candidate_profiles SET visibility = 'private' WHERE identifier = $1`, [DEMO_PROFILE_IDENTIFIER]);
    expect(await getPublicProfile(db, DEMO_PROFILE_IDENTIFIER)).toBeNull();
    await db.query(`UPDATE candidate_profiles SET visibility = 'public' WHERE identifier = $1`, [DEMO_PROFILE_IDENTIFIER]);
    const demo = await findUserByEmail(db, DEMO_EMAIL);
    const completion = await getProfileCompletion(db, demo?.id ?? 0);
    // Rich but not complete: no organization experience, awards, video or personality test.
    expect(completion?.sections).toMatchObject({
      basicInfo: true,
      workExperience: true,
      awards: false,
      video: false,
      personalityTest: false,
    });
    expect(completion?.percent).toBe(88);
  });

  it('delivers LISTEN/NOTIFY payloads', async () => {
    const received: string[] = [];
    const unlisten = await db.listen('page_cache', (payload) => received.push(payload));
    await db.notify('page_cache', 'job:abc');
    await db.transaction(async (tx) => tx.notify('page_cache', 'company:xyz'));
    for (let i = 0; i < 50 && received.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(received).toEqual(['job:abc', 'company:xyz']);
    await unlisten();
    await expect(db.listen('bad channel; drop', () => undefined)).rejects.toThrow(/Invalid notification channel/);
  });
});
