/**
 * The search's form, filters and results, as /explore-jobs shows them and the landing pages
 * (/jobs/…) do under their own heading: every form and filter link leads to /explore-jobs.
 */
import type { ReactNode } from 'react';
import { formatCount, formatMoney } from '../../../shared/format';
import { ResponsiveDisclosure } from '../../../client/components/navigation/responsive-disclosure';
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  WORK_ARRANGEMENTS,
  EXPERIENCE_LEVEL_LABELS,
  type Bilingual,
} from '../../../shared/job-vocabulary';
import { POSTED_WITHIN_DAYS, JOB_SORTS, type JobSearchParams } from '../../search/search-params';
import type { FacetValue, JobSearchResult } from '../../search/job-search';
import { langOf } from '../../../shared/locales';
import { JobCardGrid } from '../../components/jobs/job-card';
import { SyncSearchForm } from '../../../client/components/jobs/sync-search-form';
import { FrozenPart } from '../../../framework/server';
import { requestContext } from '../../context/request-context';
import { Pagination } from '../../components/pagination';
import { isRefinedSearch, searchHref, searchQueryString, SEARCH_PATH } from '../../search/search-url';
import { localPath as href } from '../../context/local-path';
import { keywordSearchPath, POPULAR_SEARCHES } from '../../components/jobs/popular-searches';
import { JobAlertForm } from '../../components/jobs/job-alert-form';
import { describeSearch } from '../../job-alerts/describe-search';

const FORM_ID = 'job-search';

export interface JobSearchViewProps {
  readonly result: JobSearchResult;
  /** Breadcrumbs and the h1. */
  readonly heading: ReactNode;
  /** What the page says under its heading. */
  readonly lead: ReactNode;
  /** Locale-free href of a page of these results. */
  readonly pageHref: (page: number) => string;
  /** Names the page kind whose `pageHref` the pager uses ('search', 'landing'). */
  readonly pagesVariant: string;
  /** After the results (a landing page's links to its neighbours). */
  readonly children?: ReactNode;
}

function facetLabel(label: Bilingual): string {
  return label[langOf(requestContext().locale)];
}

/** Whole counts: no decimals in either language (formatNumber's 2 decimals are for amounts). */
export function count(n: number): string {
  return formatCount(n, requestContext().locale);
}

function Count({ n }: { n: number }) {
  const { t } = requestContext();
  return (
    <span className="facet__count">
      <span aria-hidden="true">{count(n)}</span>
      <span className="visually-hidden"> ({t('jobs:search.jobsCount', { count: n })})</span>
    </span>
  );
}

/** Checkboxes of a multi-value facet with counts; options without jobs hide unless the facet is in use. */
function MultiFacet({
  name,
  legend,
  all,
  facet,
  selected,
  labelOf,
}: {
  name: 'type' | 'arrangement';
  legend: string;
  all: readonly string[];
  facet: readonly FacetValue[];
  selected: readonly string[];
  labelOf: (value: string) => string;
}) {
  const counts = new Map(facet.map((f) => [f.value, f.count]));
  const options = all.filter((value) => counts.has(value) || selected.length > 0);
  if (options.length === 0) return null;
  return (
    <fieldset className="facet">
      <legend>{legend}</legend>
      <ul className="facet__options">
        {options.map((value) => {
          const id = `${name}-${value}`;
          const count = counts.get(value);
          return (
            <li key={value} className="check">
              <input id={id} type="checkbox" name={name} value={value} defaultChecked={selected.includes(value)} form={FORM_ID} />
              <label htmlFor={id}>
                {labelOf(value)}
                {count !== undefined && (selected.length === 0 || selected.includes(value)) ? <Count n={count} /> : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * One place or category. The counted values come first; with one of them applied, the other
 * places or categories with live jobs follow (uncounted), so the visitor can switch without
 * clearing the filter first.
 */
function SelectFacet({
  name,
  label,
  facet,
  others,
  selected,
  selectedLabel,
  anyLabel,
}: {
  name: 'location' | 'category';
  label: string;
  facet: readonly FacetValue[];
  others: readonly FacetValue[];
  selected: string | undefined;
  selectedLabel: Bilingual | undefined;
  anyLabel: string;
}) {
  const { t } = requestContext();
  const options = facet.map((f) => ({ value: f.value, text: `${facetLabel(f.label)} (${count(f.count)})` }));
  if (selected && !options.some((o) => o.value === selected)) {
    options.unshift({ value: selected, text: selectedLabel ? facetLabel(selectedLabel) : selected });
  }
  const listed = new Set(options.map((o) => o.value));
  const rest = others
    .filter((f) => !listed.has(f.value))
    .map((f) => ({ value: f.value, text: facetLabel(f.label) }))
    .sort((a, b) => a.text.localeCompare(b.text));
  return (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      {/* Keyed by its value: React does not move a mounted select to a new defaultValue (SyncSearchForm). */}
      <select key={selected ?? ''} id={`filter-${name}`} name={name} defaultValue={selected ?? ''} form={FORM_ID}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
        {rest.length > 0 ? (
          <optgroup label={t('jobs:search.otherChoices')}>
            {rest.map((o) => (
              <option key={o.value} value={o.value}>
                {o.text}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </div>
  );
}

/** Chips for what narrows the search, each a link that removes it. */
function activeFilters(p: JobSearchParams, result: JobSearchResult): { label: string; href: string }[] {
  const { t } = requestContext();
  const find = (list: readonly FacetValue[], value: string | undefined) => list.find((f) => f.value === value);
  const out: { label: string; href: string }[] = [];
  if (p.q) out.push({ label: `“${p.q}”`, href: searchHref(p, { q: undefined }) });
  if (p.location) {
    const label = result.labels.location ?? find(result.facets.location, p.location)?.label;
    out.push({ label: label ? facetLabel(label) : p.location, href: searchHref(p, { location: undefined }) });
  }
  if (p.category) {
    const label = result.labels.category ?? find(result.facets.category, p.category)?.label;
    out.push({ label: label ? facetLabel(label) : p.category, href: searchHref(p, { category: undefined }) });
  }
  if (p.company) out.push({ label: result.labels.company || p.company, href: searchHref(p, { company: undefined }) });
  for (const type of p.type) out.push({ label: t(`jobs:type.${type}`), href: searchHref(p, { type: p.type.filter((x) => x !== type) }) });
  for (const a of p.arrangement) {
    out.push({ label: t(`jobs:arrangement.${a}`), href: searchHref(p, { arrangement: p.arrangement.filter((x) => x !== a) }) });
  }
  if (p.level) out.push({ label: t(`jobs:level.${p.level}`), href: searchHref(p, { level: undefined }) });
  if (p.salaryMin !== undefined) {
    out.push({
      label: t('jobs:search.salaryFrom', { amount: formatMoney(p.salaryMin, 'IDR', requestContext().locale) }),
      href: searchHref(p, { salaryMin: undefined }),
    });
  }
  if (p.salaryMax !== undefined) {
    out.push({
      label: t('jobs:search.salaryTo', { amount: formatMoney(p.salaryMax, 'IDR', requestContext().locale) }),
      href: searchHref(p, { salaryMax: undefined }),
    });
  }
  if (p.posted !== undefined)
    out.push({ label: t('jobs:search.postedWithin', { count: p.posted }), href: searchHref(p, { posted: undefined }) });
  return out;
}

function ActiveFilters({ filters }: { filters: { label: string; href: string }[] }) {
  const { t } = requestContext();
  if (filters.length === 0) return null;
  return (
    <ul className="filter-chips" aria-label={t('jobs:search.activeFilters')}>
      {filters.map((f) => (
        <li key={f.href}>
          <a className="filter-chip" href={href(f.href)} aria-label={t('jobs:search.removeFilter', { filter: f.label })}>
            {f.label}
            <span aria-hidden="true"> ×</span>
          </a>
        </li>
      ))}
      <li>
        <a className="filter-chips__clear" href={href(SEARCH_PATH)}>
          {t('jobs:search.clearAll')}
        </a>
      </li>
    </ul>
  );
}

function SortLinks({ p }: { p: JobSearchParams }) {
  const { t } = requestContext();
  return (
    <nav className="sort-links" aria-label={t('jobs:search.sortLabel')}>
      <span className="sort-links__label" aria-hidden="true">
        {t('jobs:search.sortLabel')}:
      </span>
      <ul>
        {JOB_SORTS.map((sort) => (
          <li key={sort}>
            <a href={href(searchHref(p, { sort }))} aria-current={p.sort === sort ? 'true' : undefined}>
              {t(`jobs:search.sort.${sort}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** No job matches (a page past the last one is a 404 before it gets here). */
function EmptyState({ filters }: { filters: { label: string; href: string }[] }) {
  const { t } = requestContext();
  return (
    <div className="empty-state" role="status" data-testid="empty-state">
      <h3 className="empty-state__title">{t('jobs:search.empty.title')}</h3>
      <p>{t('jobs:search.empty.text')}</p>
      {filters.length > 0 ? (
        <>
          <p className="empty-state__subtitle">{t('jobs:search.empty.removeFilters')}</p>
          <ul className="filter-chips">
            {filters.map((f) => (
              <li key={f.href}>
                <a className="filter-chip" href={href(f.href)}>
                  {t('jobs:search.empty.without', { filter: f.label })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="empty-state__subtitle">{t('jobs:search.empty.popular')}</p>
      <ul className="filter-chips">
        {POPULAR_SEARCHES.map((q) => (
          <li key={q}>
            <a className="filter-chip filter-chip--suggestion" href={href(keywordSearchPath(q))}>
              {q}
            </a>
          </li>
        ))}
      </ul>
      <p>
        <a className="button button--primary" href={href(SEARCH_PATH)}>
          {t('jobs:search.empty.all')}
        </a>
      </p>
    </div>
  );
}

export function JobSearchView({ result, heading, lead, pageHref, pagesVariant, children }: JobSearchViewProps) {
  const { t, locale } = requestContext();
  const p = result.params;
  // Every part below shows the search (its parameters are `result.params`) in this language,
  // and nothing else: a repeated search (the result cache's same object) reuses their HTML,
  // on /explore-jobs and on the landing page of the same place and category alike.
  const kept = [result, locale] as const;
  const lang = langOf(locale);
  const filters = activeFilters(p, result);
  // The keyword and location sit in the search bar above; the panel counts what it holds.
  const panelFilters = filters.length - (p.q ? 1 : 0) - (p.location ? 1 : 0);
  const from = (result.page - 1) * result.pageSize + 1;
  const to = from + result.jobs.length - 1;
  return (
    <>
      <section className="page-section container explore-hero">
        {heading}
        {lead}
        <form
          id={FORM_ID}
          className="job-search-bar"
          method="get"
          action={href(SEARCH_PATH)}
          role="search"
          aria-label={t('jobs:search.formLabel')}
        >
          <SyncSearchForm formId={FORM_ID} />
          <div className="field job-search-bar__q">
            <label htmlFor="search-q">{t('jobs:search.keyword')}</label>
            <input
              id="search-q"
              name="q"
              type="search"
              defaultValue={p.q ?? ''}
              placeholder={t('jobs:search.keywordPlaceholder')}
              maxLength={200}
            />
          </div>
          <FrozenPart frozenPartOf="search-location" sameFor={kept}>
            <SelectFacet
              name="location"
              label={t('jobs:search.location')}
              facet={result.facets.location}
              others={result.otherChoices.location}
              selected={p.location}
              selectedLabel={result.labels.location}
              anyLabel={t('jobs:search.anyLocation')}
            />
          </FrozenPart>
          {p.sort !== 'relevance' ? <input type="hidden" name="sort" value={p.sort} /> : null}
          {p.company ? <input type="hidden" name="company" value={p.company} /> : null}
          <button type="submit" className="button button--primary job-search-bar__submit">
            {t('jobs:search.submit')}
          </button>
        </form>
      </section>
      <div className="container explore-layout">
        <aside className="explore-filters" aria-labelledby="filters-title">
          {/* On phones the panel is a disclosure at the top of the results (no JavaScript needed);
              from 992 px it always shows beside them and its button is hidden (jobs.css). */}
          <ResponsiveDisclosure
            className="explore-filters__disclosure"
            openFrom={992}
            label={
              <summary className="explore-filters__toggle">
                {t('jobs:search.filters')}
                {panelFilters > 0 ? (
                  <span className="explore-filters__count">{t('jobs:search.activeCount', { count: panelFilters })}</span>
                ) : null}
              </summary>
            }
          >
            <div className="explore-filters__panel">
              {/* Plain fields of the search form (form=): they need no hydration. */}
              <FrozenPart frozenPartOf="search-filters" sameFor={kept}>
                <h2 id="filters-title" className="explore-filters__title">
                  {t('jobs:search.filters')}
                </h2>
                <SelectFacet
                  name="category"
                  label={t('jobs:search.category')}
                  facet={result.facets.category}
                  others={result.otherChoices.category}
                  selected={p.category}
                  selectedLabel={result.labels.category}
                  anyLabel={t('jobs:search.anyCategory')}
                />
                <MultiFacet
                  name="type"
                  legend={t('jobs:search.employmentType')}
                  all={EMPLOYMENT_TYPES}
                  facet={result.facets.type}
                  selected={p.type}
                  labelOf={(v) => t(`jobs:type.${v}`)}
                />
                <MultiFacet
                  name="arrangement"
                  legend={t('jobs:search.workArrangement')}
                  all={WORK_ARRANGEMENTS}
                  facet={result.facets.arrangement}
                  selected={p.arrangement}
                  labelOf={(v) => t(`jobs:arrangement.${v}`)}
                />
                <fieldset className="facet">
                  <legend>{t('jobs:search.salary')}</legend>
                  <div className="facet__salary">
                    <div className="field">
                      <label htmlFor="filter-salary-min">{t('jobs:search.salaryMin')}</label>
                      <input
                        id="filter-salary-min"
                        name="salaryMin"
                        type="text"
                        inputMode="decimal"
                        placeholder="5,000,000"
                        defaultValue={p.salaryMin ?? ''}
                        form={FORM_ID}
                      />
                    </div>
                    <div className="field">
                      <label htmlFor="filter-salary-max">{t('jobs:search.salaryMax')}</label>
                      <input
                        id="filter-salary-max"
                        name="salaryMax"
                        type="text"
                        inputMode="decimal"
                        placeholder="15,000,000"
                        defaultValue={p.salaryMax ?? ''}
                        form={FORM_ID}
                      />
                    </div>
                  </div>
                  <p className="field__hint">{t('jobs:search.salaryHint')}</p>
                </fieldset>
                <div className="field">
                  <label htmlFor="filter-level">{t('jobs:search.level')}</label>
                  <select key={p.level ?? ''} id="filter-level" name="level" defaultValue={p.level ?? ''} form={FORM_ID}>
                    <option value="">{t('jobs:search.anyLevel')}</option>
                    {EXPERIENCE_LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {EXPERIENCE_LEVEL_LABELS[level][lang]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor="filter-posted">{t('jobs:search.posted')}</label>
                  <select
                    key={p.posted ?? ''}
                    id="filter-posted"
                    name="posted"
                    defaultValue={p.posted !== undefined ? String(p.posted) : ''}
                    form={FORM_ID}
                  >
                    <option value="">{t('jobs:search.anyTime')}</option>
                    {POSTED_WITHIN_DAYS.map((days) => (
                      <option key={days} value={String(days)}>
                        {t('jobs:search.postedWithin', { count: days })}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="button-row">
                  <button type="submit" className="button button--primary" form={FORM_ID}>
                    {t('jobs:search.apply')}
                  </button>
                  {isRefinedSearch(p) ? (
                    <a className="button button--ghost" href={href(SEARCH_PATH)}>
                      {t('jobs:search.clearAll')}
                    </a>
                  ) : null}
                </div>
              </FrozenPart>
            </div>
          </ResponsiveDisclosure>
        </aside>
        <section className="explore-results" aria-labelledby="results-title">
          <div className="explore-results__bar">
            <h2 id="results-title" className="explore-results__title" aria-live="polite">
              {result.jobs.length > 0
                ? t('jobs:search.showing', { from: count(from), to: count(to), total: count(result.total), count: result.total })
                : t('jobs:search.jobsCount', { count: result.total })}
            </h2>
            <FrozenPart frozenPartOf="search-sort" sameFor={kept}>
              <SortLinks p={p} />
            </FrozenPart>
          </div>
          <FrozenPart frozenPartOf="search-chips" sameFor={kept}>
            <ActiveFilters filters={filters} />
          </FrozenPart>
          {result.jobs.length > 0 ? (
            <>
              <JobCardGrid jobs={result.jobs} columns={3} label={t('jobs:search.resultsLabel')} />
              {/* Its links differ between /explore-jobs and a landing page showing the same result. */}
              <FrozenPart frozenPartOf="search-pages" sameFor={[result, locale, pagesVariant]}>
                <Pagination page={p.page} pageCount={result.pageCount} href={pageHref} label={t('jobs:search.pagination')} />
              </FrozenPart>
            </>
          ) : (
            <EmptyState filters={filters} />
          )}
          <JobAlertForm search={searchQueryString({ ...p, page: 1 })} words={describeSearch(p, result.labels, t, locale)} />
        </section>
      </div>
      {children}
    </>
  );
}
