'use client';

import { loginPromptOnClick } from '../login-required-button';
import { BookmarkButtonMarkup, type BookmarkButtonProps } from './bookmark-button-markup';

/**
 * The bookmark button where the browser keeps it live: on the job page it sits in its own
 * form and says what it does as `save` 1 / 0; in a signed-in visitor's listing it names the
 * listing's shared form and carries its job too (`bookmark` = `save:ID` / `remove:ID`).
 * Signed-out visitors with JavaScript get the login prompt instead of a post.
 */
export function BookmarkSubmit({ loggedIn, ...button }: BookmarkButtonProps & { loggedIn: boolean }) {
  return <BookmarkButtonMarkup {...button} onClick={loginPromptOnClick(loggedIn)} />;
}
