import { BookmarkSubmit } from '../../../client/components/jobs/bookmark-submit';
import { localizePath } from '../../../shared/locales';
import { toggleBookmark } from '../../actions/bookmarks';
import { requestContext } from '../../context/request-context';

/** The page the visitor is on, as the login page's way back. */
export function currentReturnPath(): string {
  const { locale, path, search } = requestContext();
  return `${localizePath(path, locale)}${search ? `?${search}` : ''}`;
}

/**
 * Save / unsave a job: a real form posting to the `toggleBookmark` server function, so it
 * works without JavaScript. Signed-out visitors with JavaScript get the "Login please"
 * dialog instead of a post (BookmarkSubmit); without it the server sends them to login and back.
 */
export function BookmarkButton({
  jobId,
  position,
  bookmarked,
  large = false,
}: {
  jobId: number;
  position: string;
  bookmarked: boolean;
  large?: boolean;
}) {
  const { t, loggedIn } = requestContext();
  const saved = loggedIn && bookmarked;
  return (
    <form action={toggleBookmark} className="bookmark-form">
      <input type="hidden" name="jobId" value={String(jobId)} />
      <BookmarkSubmit
        loggedIn={loggedIn}
        // The name holds the visible text ("Save" / "Saved"), WCAG 2.5.3.
        label={t(saved ? 'jobs:bookmark.labelSaved' : 'jobs:bookmark.label', { position })}
        text={t(saved ? 'jobs:bookmark.saved' : 'jobs:bookmark.save')}
        pressed={saved}
        large={large}
      />
    </form>
  );
}
