'use client';

import type { MouseEvent, ReactNode } from 'react';
import { promptLogin } from './feedback/feedback-store';

/**
 * What a protected action's button does on click: nothing for a signed-in visitor (the post
 * goes out), the login prompt instead of the post for a guest. Without `returnPath` the way
 * back is the page the button is on.
 */
export function loginPromptOnClick(loggedIn: boolean, returnPath?: string) {
  return (event: MouseEvent) => {
    if (loggedIn) return;
    event.preventDefault();
    promptLogin(returnPath ?? location.pathname + location.search);
  };
}

/**
 * The submit button of a protected action (bookmark, apply, review). Signed-out visitors
 * with JavaScript get the login prompt instead of a post; without JavaScript the post
 * reaches the server, whose guard redirects to login with the way back. Without a
 * `returnPath` the way back is the page the button is on.
 */
export function LoginRequiredButton({
  loggedIn,
  returnPath,
  children,
  className,
  label,
  pressed,
  name,
  value,
  form,
}: {
  loggedIn: boolean;
  returnPath?: string;
  children: ReactNode;
  className?: string;
  label?: string;
  pressed?: boolean;
  /** Sent with the form when this button submits it (with or without JavaScript). */
  name?: string;
  value?: string;
  /** The id of the form it submits, when that form is elsewhere on the page (a listing's shared form). */
  form?: string;
}) {
  return (
    <button
      type="submit"
      form={form}
      name={name}
      value={value}
      className={className}
      aria-label={label}
      aria-pressed={pressed}
      onClick={loginPromptOnClick(loggedIn, returnPath)}
    >
      {children}
    </button>
  );
}
