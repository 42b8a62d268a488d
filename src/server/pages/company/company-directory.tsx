import { cleanText } from '../../../shared/validation/fields';
import { listCompanies, type CompanyDirectoryResult } from '../../db/repos/companies-repo';
import { langOf } from '../../../shared/locales';
import { listDirectoryIndustries, type IndustryOption } from '../../db/repos/public-pages-repo';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { pageParam, queryString } from '../../components/page-numbers';
import { Pagination } from '../../components/pagination';
import { CompanyLogo } from '../../components/jobs/job-card';
import { Link } from '../../components/localized-link';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';

const PAGE_SIZE = 24;

export interface DirectoryData {
  readonly mode: 'directory';
  readonly q: string;
  readonly industry: string;
  readonly industries: readonly IndustryOption[];
  readonly result: CompanyDirectoryResult;
}

export async function loadDirectory(search: URLSearchParams): Promise<DirectoryData> {
  const { locale } = requestContext();
  // A NUL in the search (PostgreSQL refuses it in text) must not turn the directory into a 500.
  const q = cleanText(search.get('q') ?? '')
    .trim()
    .slice(0, 100);
  const industries = await listDirectoryIndustries(db(), locale);
  const wanted = search.get('industry') ?? '';
  const industry = industries.some((option) => option.slug === wanted) ? wanted : '';
  const result = await listCompanies(db(), {
    q: q || undefined,
    industry: industry || undefined,
    page: pageParam(search.get('page')),
    pageSize: PAGE_SIZE,
  });
  return { mode: 'directory', q, industry, industries, result };
}

/** The chosen industry's name, when the directory is filtered by one (its own title and heading). */
export function industryName(data: DirectoryData): string | null {
  return data.industries.find((option) => option.slug === data.industry)?.name ?? null;
}

/** /company without a slug: search by name (GET q), filter by industry, paged. */
export function CompanyDirectory({ data }: { data: DirectoryData }) {
  const { t, locale } = requestContext();
  const lang = langOf(locale);
  const { result } = data;
  const industry = industryName(data);
  return (
    <>
      <section className="page-section container">
        <Breadcrumbs items={[{ name: t('content:home'), path: '/' }, { name: t('company:directory.breadcrumb') }]} />
        <h1 className="page-title">{industry ? t('company:directory.industryTitle', { industry }) : t('pages:company.heading')}</h1>
        <p className="lead">{industry ? t('company:directory.industryDescription', { industry }) : t('pages:company.description')}</p>
        <form className="directory-search" method="get" action={locale === 'id-ID' ? '/id/company' : '/company'} role="search">
          <div className="field">
            <label htmlFor="company-q">{t('company:directory.search')}</label>
            <input
              id="company-q"
              type="search"
              name="q"
              defaultValue={data.q}
              placeholder={t('company:directory.searchPlaceholder')}
              maxLength={100}
            />
          </div>
          <div className="field">
            <label htmlFor="company-industry">{t('company:directory.industry')}</label>
            <select id="company-industry" name="industry" defaultValue={data.industry}>
              <option value="">{t('company:directory.allIndustries')}</option>
              {data.industries.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name} ({option.companyCount})
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary">
            {t('company:directory.submit')}
          </button>
        </form>
      </section>
      <section className="container page-section company-directory" aria-labelledby="directory-results">
        <h2 id="directory-results" className="section-title" aria-live="polite">
          {t('company:directory.results', { count: result.total })}
        </h2>
        {result.companies.length === 0 ? (
          <p>{t('company:directory.empty')}</p>
        ) : (
          <ul className="company-grid">
            {result.companies.map((company) => (
              <li key={company.id} className="company-card">
                <CompanyLogo name={company.name} logo={company.logo} size={56} className="company-card__logo" />
                <div className="company-card__body">
                  <h3 className="company-card__title">
                    <Link to="company" params={{ slug: company.slug }}>
                      {company.name}
                    </Link>
                  </h3>
                  <p className="company-card__meta">
                    {[company.industry?.name[lang], company.location?.city[lang]].filter(Boolean).join(' · ')}
                  </p>
                  <p className="company-card__jobs">{t('company:directory.openJobs', { count: company.openJobCount })}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={result.page}
          pageCount={result.pageCount}
          href={(page) => `/company${queryString({ q: data.q, industry: data.industry, page: page > 1 ? page : null })}`}
        />
      </section>
    </>
  );
}
