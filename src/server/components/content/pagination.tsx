import { localizePath } from '../../../shared/locales';
import { requestContext } from '../../context/request-context';

/**
 * Numbered page links (plain GET links, so paging works without JavaScript). `href(page)`
 * returns the locale-free path with query; page 1 should be the bare URL.
 */
export function Pagination({ page, pageCount, href, label }: { page: number; pageCount: number; href: (page: number) => string; label?: string }) {
  const { t, locale } = requestContext();
  if (pageCount <= 1) return null;
  const pages = visiblePages(page, pageCount);
  return (
    <nav className="paging" aria-label={label ?? t('content:pagination.label')}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={localizePath(href(page - 1), locale)} rel="prev">
              {t('content:pagination.previous')}
            </a>
          </li>
        ) : null}
        {pages.map((entry, index) =>
          entry === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <span className="paging__gap">…</span>
            </li>
          ) : (
            <li key={entry}>
              {entry === page ? (
                <span aria-current="page">
                  <span className="visually-hidden">{t('content:pagination.page')} </span>
                  {entry}
                </span>
              ) : (
                <a href={localizePath(href(entry), locale)}>
                  <span className="visually-hidden">{t('content:pagination.page')} </span>
                  {entry}
                </a>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a href={localizePath(href(page + 1), locale)} rel="next">
              {t('content:pagination.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** 1 … 4 5 [6] 7 8 … 20: first, last and two either side of the current page. */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= pageCount) wanted.add(n);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev > 1) out.push(null);
    out.push(n);
  });
  return out;
}

/** `?a=1&b=2` from defined, non-empty values (and nothing at all when every value is empty). */
export function queryString(values: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** No list here has this many pages: a larger number is past the end (a 404), like page 6 of 5. */
const PAST_ANY_END = 1001;

/** A positive page number from the query, or 1 for what is no number at all. */
export function pageParam(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, PAST_ANY_END) : 1;
}
