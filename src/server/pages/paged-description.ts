import type { Translate } from '../i18n/i18n';

/**
 * A list page's description from page 2 on names its page first: each page of a list is its own
 * indexable address, and the page number is what tells their search snippets apart (first, so
 * cutting a long description to its length leaves it).
 */
export function pagedDescription(t: Translate, description: string, page: number, pages: number): string {
  return page > 1 ? t('common:pagedDescription', { description, page, pages }) : description;
}
