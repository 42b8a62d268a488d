'use client';

import { LoginRequiredButton } from '../login-required-button';

/**
 * The bookmark form's submit button with its icon. It lives on every job card, so the icon
 * and the way back to this page are made here in the browser rather than sent in the page
 * payload twenty times.
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
    <LoginRequiredButton
      loggedIn={loggedIn}
      className={large ? 'bookmark-button button button--ghost' : 'bookmark-button'}
      label={label}
      pressed={pressed}
      // What pressing does, as the visitor saw it: repeating it changes nothing more.
      name="save"
      value={pressed ? '0' : '1'}
    >
      <svg className="bookmark-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z" />
      </svg>
      <span className={large ? undefined : 'bookmark-button__text'}>{text}</span>
    </LoginRequiredButton>
  );
}
