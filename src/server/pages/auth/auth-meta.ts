import { requestContext } from '../../context/request-context';
import type { PageMeta } from '../../page-contract/page-module';

/** Auth pages: titled from pages.json, never indexed. */
export function authMeta(key: string): PageMeta {
  const { t } = requestContext();
  return { title: t(`pages:${key}.title`), description: t(`pages:${key}.description`), noindex: true };
}
