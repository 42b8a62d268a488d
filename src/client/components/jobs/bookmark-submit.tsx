'use client';

import { LoginRequiredButton } from '../login-required-button';

/**
 * A bookmark form's submit button with its icon (drawn by the style sheet, so twenty cards
 * do not carry twenty copies of it). On the job page it sits in its own form and says what
 * it does as `save` 1 / 0; in a listing it names the listing's shared form and carries its
 * job too (`bookmark` = `save:ID` / `remove:ID`).
 */
export function BookmarkSubmit({
  loggedIn,
  label,
  text,
  pressed,
  large = false,
  form,
  name = 'save',
  value,
}: {
  loggedIn: boolean;
  label: string;
  text: string;
  pressed: boolean;
  large?: boolean;
  form?: string;
  name?: string;
  value?: string;
}) {
  return (
    <LoginRequiredButton
      loggedIn={loggedIn}
      className={large ? 'bookmark-button button button--ghost' : 'bookmark-button'}
      label={label}
      pressed={pressed}
      form={form}
      // What pressing does, as the visitor saw it: repeating it changes nothing more.
      name={name}
      value={value ?? (pressed ? '0' : '1')}
    >
      <span className="bookmark-button__icon" aria-hidden="true" />
      <span className={large ? undefined : 'bookmark-button__text'}>{text}</span>
    </LoginRequiredButton>
  );
}
