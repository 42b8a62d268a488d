import { Link } from '../../components/localized-link';
import { pageParam } from '../../components/page-numbers';
import { requestContext } from '../../context/request-context';

/**
 * The signed-in candidate's list page `?page=` of an account page (saved jobs, applications,
 * notifications): the route already requires login. A page past the last one shows the last
 * one (or the empty list): unlike the blog's, these lists shrink under an open page, as when
 * the last job of the last page is unsaved there. `query` is the rest of the address, for notices.
 */
export async function prepareAccountList<T extends { pageCount: number }>(
  load: (userId: number, page: number) => Promise<T>,
): Promise<{ kind: 'not-found' } | { kind: 'ok'; list: T; query: URLSearchParams }> {
  const { user, search } = requestContext();
  if (!user) return { kind: 'not-found' };
  const query = new URLSearchParams(search);
  const page = pageParam(query.get('page'));
  const list = await load(user.id, page);
  if (page > 1 && page > list.pageCount) return { kind: 'ok', list: await load(user.id, Math.max(1, list.pageCount)), query };
  return { kind: 'ok', list, query };
}

/** Page links of an account list: page 1 is the bare address. */
export function accountListHref(path: string): (page: number) => string {
  return (page) => (page > 1 ? `${path}?page=${page}` : path);
}

/** An account list with nothing in it yet, and the way to the job search. */
export function AccountEmptyState({ title, text }: { title: string; text: string }) {
  const { t } = requestContext();
  return (
    <div className="empty-state" role="status">
      <h2 className="empty-state__title">{title}</h2>
      <p>{text}</p>
      <p>
        <Link to="explore-jobs" className="button button--primary">
          {t('jobs:saved.browse')}
        </Link>
      </p>
    </div>
  );
}
