import { JobsForYouSection } from '../../components/jobs/jobs-for-you';
import { jobsForYou, type JobsForYou } from '../../job-alerts/jobs-for-you';
import { FrozenPart } from '../../../framework/server';
import { localizePath } from '../../../shared/locales';
import { formatCount, formatDate } from '../../../shared/format';
import { listArticles, type ArticleSummary } from '../../db/repos/articles-repo';
import {
  listClientLogos,
  listClientStats,
  listServices,
  listTestimonials,
  type ClientLogo,
  type ClientStat,
  type Service,
  type Testimonial,
} from '../../db/repos/content-repo';
import { getFeaturedJobs, getLatestJobs } from '../../db/repos/jobs-repo';
import type { JobCard } from '../../db/repos/job-cards';
import { JobCardGrid } from '../../components/jobs/job-card';
import { Link } from '../../components/localized-link';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';
import { localPath as href } from '../../context/local-path';
import { keywordSearchPath, POPULAR_SEARCHES } from '../../components/jobs/popular-searches';

/** Job titles offered under the hero search box. */
interface HomeData {
  /** Signed in only: chosen from the profile's interests and the saved searches. */
  forYou: JobsForYou | null;
  featured: JobCard[];
  latest: JobCard[];
  services: Service[];
  stats: ClientStat[];
  logos: ClientLogo[];
  testimonials: Testimonial[];
  articles: ArticleSummary[];
}

function count(n: number): string {
  return formatCount(n, requestContext().locale);
}

function Hero() {
  const { t } = requestContext();
  return (
    <section className="page-section container home-hero" aria-labelledby="home-title">
      <FrozenPart frozenPartOf="home-hero">
        <p className="eyebrow">{t('home:hero.eyebrow')}</p>
        <h1 id="home-title" className="home-hero__title">
          {t('pages:home.heading')}
        </h1>
        <p className="lead">{t('home:hero.lead')}</p>
        <form className="home-search" method="get" action={href('/explore-jobs')} role="search" aria-label={t('home:hero.searchLabel')}>
          <label htmlFor="home-q" className="visually-hidden">
            {t('home:hero.keyword')}
          </label>
          <input id="home-q" name="q" type="search" placeholder={t('home:hero.placeholder')} maxLength={200} />
          <button type="submit" className="button button--primary">
            {t('home:hero.submit')}
          </button>
        </form>
        <p className="home-hero__popular">
          <span>{t('home:hero.popular')}</span>{' '}
          {POPULAR_SEARCHES.map((q) => (
            <a key={q} className="filter-chip filter-chip--suggestion" href={href(keywordSearchPath(q))}>
              {q}
            </a>
          ))}
        </p>
      </FrozenPart>
    </section>
  );
}

function Stats({ stats }: { stats: ClientStat[] }) {
  const { t } = requestContext();
  return (
    <section className="home-stats" aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="home-stats__title">
          {t('home:experience.title')}
        </h2>
        <p className="home-stats__lead">{t('home:experience.text')}</p>
        {stats.length > 0 ? (
          <dl className="home-stats__list">
            {stats.map((s) => (
              <div key={s.key} className="home-stats__item">
                <dt>{s.label}</dt>
                <dd>
                  {count(s.value)}
                  {s.suffix}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}

function JobsSection({
  id,
  title,
  text,
  jobs,
  moreQuery,
}: {
  id: string;
  title: string;
  text: string;
  jobs: JobCard[];
  moreQuery?: string;
}) {
  const { t } = requestContext();
  if (jobs.length === 0) return null;
  return (
    <section className="page-section container" aria-labelledby={id} data-testid={id}>
      <div className="section-head">
        <div>
          <h2 id={id} className="section-title">
            {title}
          </h2>
          <p className="text-muted">{text}</p>
        </div>
        <Link to="explore-jobs" query={moreQuery} className="button button--ghost">
          {t('home:jobs.all')}
        </Link>
      </div>
      <JobCardGrid jobs={jobs} label={title} />
    </section>
  );
}

/**
 * A service's icon is a name from the site's own set (public/images/services/<name>.svg), or
 * an image address an operator entered.
 */
function serviceIconSrc(icon: string): string {
  return /^(\/|https?:\/\/)/i.test(icon) ? icon : `/images/services/${encodeURIComponent(icon)}.svg`;
}

function Services({ services }: { services: Service[] }) {
  const { t } = requestContext();
  if (services.length === 0) return null;
  return (
    <section className="page-section page-section--muted" aria-labelledby="services-title" data-testid="home-services">
      <div className="container">
        <p className="eyebrow">{t('home:services.eyebrow')}</p>
        <h2 id="services-title" className="section-title">
          {t('home:services.title')}
        </h2>
        <p className="lead">{t('home:services.text')}</p>
        <ul className="service-grid">
          {services.map((s) => (
            <li key={s.slug} className="card service-card">
              {s.icon ? (
                <img className="service-card__icon" src={serviceIconSrc(s.icon)} alt="" width={40} height={40} loading="lazy" />
              ) : null}
              <h3 className="card__title">{s.title}</h3>
              <p className="mb-0">{s.summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Clients({ logos }: { logos: ClientLogo[] }) {
  const { t } = requestContext();
  if (logos.length === 0) return null;
  return (
    <section className="page-section container" aria-labelledby="clients-title">
      <h2 id="clients-title" className="section-title text-center">
        {t('home:clients.title')}
      </h2>
      <ul className="client-logos">
        {logos.map((logo) => (
          <li key={logo.name}>
            <img src={logo.logo} alt={logo.name} width={140} height={56} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const { t } = requestContext();
  if (testimonials.length === 0) return null;
  return (
    <section className="page-section page-section--muted" aria-labelledby="testimonials-title" data-testid="home-testimonials">
      <div className="container">
        <h2 id="testimonials-title" className="section-title">
          {t('home:testimonials.title')}
        </h2>
        <ul className="testimonial-grid">
          {testimonials.slice(0, 6).map((item) => (
            <li key={item.id}>
              <figure className="card testimonial">
                <blockquote className="testimonial__quote">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="testimonial__author">
                  {item.photo ? <img className="avatar" src={item.photo} alt="" width={40} height={40} loading="lazy" /> : null}
                  <span>
                    <strong>{item.authorName}</strong>
                    <br />
                    <span className="text-muted text-small">
                      {item.authorRole}
                      {item.companyName ? `, ${item.companyName}` : ''}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Articles({ articles }: { articles: ArticleSummary[] }) {
  const { t, locale } = requestContext();
  if (articles.length === 0) return null;
  return (
    <section className="page-section container" aria-labelledby="articles-title" data-testid="home-articles">
      <div className="section-head">
        <h2 id="articles-title" className="section-title">
          {t('home:articles.title')}
        </h2>
        <Link to="blog" className="button button--ghost">
          {t('home:articles.all')}
        </Link>
      </div>
      <ul className="article-grid">
        {articles.map((a) => (
          <li key={a.id} className="article-card">
            {a.coverImage ? (
              <div className="article-card__image">
                <img src={a.coverImage} alt="" width={600} height={300} loading="lazy" decoding="async" />
              </div>
            ) : null}
            <div className="article-card__body">
              <p className="article-card__meta">
                <time dateTime={a.publishedAt.toISOString()}>{formatDate(a.publishedAt, locale)}</time>
              </p>
              <h3 className="article-card__title">
                <Link to="blog-article" params={{ slug: a.slug }}>
                  {a.title}
                </Link>
              </h3>
              {a.excerpt ? <p className="article-card__excerpt">{a.excerpt}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function EmployerCta() {
  const { t, employerSiteUrl } = requestContext();
  return (
    <section className="page-section container" aria-labelledby="employer-title">
      <div className="employer-cta">
        <div>
          <h2 id="employer-title" className="employer-cta__title">
            {t('home:employer.title')}
          </h2>
          <p className="mb-0">{t('home:employer.text')}</p>
        </div>
        <a className="button employer-cta__button" href={employerSiteUrl} rel="noopener">
          {t('home:employer.action')}
        </a>
      </div>
    </section>
  );
}

export const homePage = definePage<HomeData>({
  // All home sections in one parallel round (a handful of small indexed queries), so the
  // whole page is in the HTML even for visitors without JavaScript.
  prepare: async () => {
    const { locale, user } = requestContext();
    const database = db();
    const [forYou, featured, latest, services, stats, logos, testimonials, articles] = await Promise.all([
      user ? jobsForYou(database, user.id) : null,
      getFeaturedJobs(database, 8),
      getLatestJobs(database, 16),
      listServices(database, locale),
      listClientStats(database, locale),
      listClientLogos(database),
      listTestimonials(database, locale),
      listArticles(database, { locale, pageSize: 3 }),
    ]);
    return { kind: 'ok', data: { forYou, featured, latest, services, stats, logos, testimonials, articles: articles.articles } };
  },
  meta: () => {
    const { t, publicBaseUrl, locale } = requestContext();
    const home = `${publicBaseUrl}${localizePath('/', locale)}`;
    return {
      title: t('pages:home.title'),
      description: t('pages:home.description'),
      canonicalPath: '/',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: t('common:siteName'),
          url: home,
          inLanguage: locale,
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: `${publicBaseUrl}${localizePath('/explore-jobs', locale)}?q={search_term_string}`,
            },
            'query-input': 'required name=search_term_string',
          },
        },
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: t('common:siteName'),
          url: `${publicBaseUrl}/`,
          logo: `${publicBaseUrl}/icons/icon-512.png`,
          description: t('home:experience.text'),
        },
      ],
    };
  },
  Page: ({ data }) => {
    const { t } = requestContext();
    // Featured jobs first; the latest list skips the ones already shown.
    const shown = new Set(data.featured.map((j) => j.id));
    const latest = data.latest.filter((j) => !shown.has(j.id)).slice(0, 8);
    return (
      <>
        <Hero />
        {data.forYou ? (
          <div className="page-section container">
            <JobsForYouSection found={data.forYou} />
          </div>
        ) : null}
        <FrozenPart frozenPartOf="home-stats">
          <Stats stats={data.stats} />
        </FrozenPart>
        <JobsSection id="featured-jobs" title={t('home:jobs.featured')} text={t('home:jobs.featuredText')} jobs={data.featured} />
        <JobsSection
          id="latest-jobs"
          title={t('home:jobs.latest')}
          text={t('home:jobs.latestText')}
          jobs={latest}
          moreQuery="sort=newest"
        />
        {/* Text, images and links only: shown from the HTML, never hydrated. */}
        <FrozenPart frozenPartOf="home-more">
          <Services services={data.services} />
          <Clients logos={data.logos} />
          <Testimonials testimonials={data.testimonials} />
          <Articles articles={data.articles} />
          <EmployerCta />
        </FrozenPart>
      </>
    );
  },
});
