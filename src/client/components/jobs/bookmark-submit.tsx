'use client';

import { promptLogin } from '../feedback/feedback-store';

/**
 * The bookmark form's submit button with its icon. It lives on every job card, so the icon
 * and the way back to this page are made here in the browser rather than sent in the page
 * payload twenty times. Signed-out visitors with JavaScript get the login prompt instead of
 * a post; without JavaScript the post reaches the server, which sends them to login and back.
 */
export function BookmarkSubmit({
  loggedIn,
  label,
  text,
  pressed,
  large = false,
}: {
  loggedIn: boolean;
  label: string;
  text: string;
  pressed: boolean;
  large?: boolean;
}) {
  return (
    <button
      type="submit"
      className={large ? 'bookmark-button button button--ghost' : 'bookmark-button'}
      aria-label={label}
      aria-pressed={pressed}
      onClick={(event) => {
        if (loggedIn) return;
        event.preventDefault();
        promptLogin(location.pathname + location.search);
      }}
    >
      <svg className="bookmark-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z" />
      </svg>
      <span className={large ? undefined : 'bookmark-button__text'}>{text}</span>
    </button>
  );
}
