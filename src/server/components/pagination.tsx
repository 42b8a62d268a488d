import { localizePath } from '../../shared/locales';
import { requestContext } from '../context/request-context';
import { pageWindow } from './page-numbers';

/**
 * Numbered page links, plain GET links so paging works without JavaScript. `href(page)`
 * returns the locale-free path with its query; page 1 should be the bare address.
 */
export function Pagination({
  page,
  pageCount,
  href,
  label,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label?: string;
}) {
  const { t, locale } = requestContext();
  if (pageCount <= 1) return null;
  const current = Math.min(page, pageCount);
  const link = (n: number) => localizePath(href(n), locale);
  return (
    <nav aria-label={label ?? t('common:pagination.label')}>
      <ul className="pagination">
        {current > 1 ? (
          <li>
            <a href={link(current - 1)} rel="prev">
              <span aria-hidden="true">‹ </span>
              {t('common:pagination.previous')}
            </a>
          </li>
        ) : null}
        {pageWindow(current, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <span className="pagination__gap">…</span>
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">
                  <span className="visually-hidden">{t('common:pagination.page')} </span>
                  {n}
                </span>
              ) : (
                <a href={link(n)}>
                  <span className="visually-hidden">{t('common:pagination.page')} </span>
                  {n}
                </a>
              )}
            </li>
          ),
        )}
        {current < pageCount ? (
          <li>
            <a href={link(current + 1)} rel="next">
              {t('common:pagination.next')}
              <span aria-hidden="true"> ›</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
