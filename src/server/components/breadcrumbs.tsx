import { localizePath } from '../../shared/locales';
import type { Breadcrumb } from '../page-contract/page-module';
import { requestContext } from '../context/request-context';

/** The visible trail; the same list becomes BreadcrumbList structured data (see breadcrumbJsonLd). */
export function Breadcrumbs({ items }: { items: readonly Breadcrumb[] }) {
  const { locale, t } = requestContext();
  return (
    <nav className="breadcrumbs" aria-label={t('common:breadcrumbs')}>
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.name}`}>
            {item.path && index < items.length - 1 ? (
              <a href={localizePath(item.path, locale)}>{item.name}</a>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList matching the visible trail, with absolute URLs. */
export function breadcrumbJsonLd(items: readonly Breadcrumb[]): object {
  const { locale, publicBaseUrl } = requestContext();
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.path ? { item: `${publicBaseUrl}${localizePath(item.path, locale)}` } : {}),
    })),
  };
}
