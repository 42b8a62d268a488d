import { LoginRequiredButton } from '../../../client/components/login-required-button';
import { localizePath } from '../../../shared/locales';
import { toggleBookmark } from '../../actions/bookmarks';
import { requestContext } from '../../rsc/request-context';

/** The page the visitor is on, as the login page's way back. */
export function currentReturnPath(): string {
  const { locale, path, search } = requestContext();
  return `${localizePath(path, locale)}${search ? `?${search}` : ''}`;
}

/**
 * Save / unsave a job: a real form posting to the `toggleBookmark` server function, so it
 * works without JavaScript. Signed-out visitors with JavaScript get the "Login please"
 * dialog instead of a post; without it the server sends them to login and back.
 */
export function BookmarkButton({ jobId, position, bookmarked, large = false }: { jobId: number; position: string; bookmarked: boolean; large?: boolean }) {
  const { t, loggedIn } = requestContext();
  return (
    <form action={toggleBookmark} className="bookmark-form">
      <input type="hidden" name="jobId" value={String(jobId)} />
      <LoginRequiredButton
        loggedIn={loggedIn}
        returnPath={currentReturnPath()}
        className={`bookmark-button${large ? ' button button--ghost' : ''}`}
        label={t('jobs:bookmark.label', { position })}
        pressed={loggedIn && bookmarked}
      >
        <svg className="bookmark-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z" />
        </svg>
        <span className={large ? undefined : 'bookmark-button__text'}>{t(bookmarked && loggedIn ? 'jobs:bookmark.saved' : 'jobs:bookmark.save')}</span>
      </LoginRequiredButton>
    </form>
  );
}
