import type { MouseEventHandler } from 'react';

export interface BookmarkButtonProps {
  readonly label: string;
  readonly text: string;
  readonly pressed: boolean;
  readonly large?: boolean;
  /** The id of the form it submits, when that form is elsewhere on the page (a listing's shared form). */
  readonly form?: string;
  readonly name?: string;
  readonly value?: string;
}

/**
 * A bookmark form's submit button with its icon (drawn by the style sheet, so twenty cards
 * do not carry twenty copies of it). No directive: the browser's BookmarkSubmit (the job page)
 * and a signed-in visitor's card footer render it with the login prompt on click, and a guest's
 * job card renders it on the server as part of the card's static HTML (job-card-footer.tsx),
 * where the listing's one click handler prompts instead (job-card-grid-shell.tsx).
 */
export function BookmarkButtonMarkup({
  label,
  text,
  pressed,
  large = false,
  form,
  name = 'save',
  value,
  onClick,
}: BookmarkButtonProps & { onClick?: MouseEventHandler<HTMLButtonElement> }) {
  return (
    <button
      type="submit"
      form={form}
      // What pressing does, as the visitor saw it: repeating it changes nothing more.
      name={name}
      value={value ?? (pressed ? '0' : '1')}
      className={large ? 'bookmark-button button button--ghost' : 'bookmark-button'}
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <span className="bookmark-button__icon" aria-hidden="true" />
      <span className={large ? undefined : 'bookmark-button__text'}>{text}</span>
    </button>
  );
}
