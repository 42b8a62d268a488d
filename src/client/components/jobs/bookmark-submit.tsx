'use client';

import { loginPromptOnClick } from '../login-required-button';
import { BookmarkButtonMarkup, type BookmarkButtonProps } from './bookmark-button-markup';

/**
 * The job page's bookmark button, kept live by the browser: it sits in its own form and says
 * what it does as `save` 1 / 0. Signed-out visitors with JavaScript get the login prompt
 * instead of a post. (A listing's cards render their button in job-card-footer.tsx.)
 */
export function BookmarkSubmit({ loggedIn, ...button }: BookmarkButtonProps & { loggedIn: boolean }) {
  return <BookmarkButtonMarkup {...button} onClick={loginPromptOnClick(loggedIn)} />;
}
