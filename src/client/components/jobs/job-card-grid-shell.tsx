'use client';

import { createContext, use, type MouseEvent, type ReactNode } from 'react';
import { FrozenPart } from '../../../framework/client/islands';
import type { FrozenPartReference } from '../../../framework/shared';
import { EqualTitleHeights } from '../equal-title-heights';
import { loginPromptOnClick } from '../login-required-button';
import { JobCardFooter, type BookmarkTexts } from './job-card-footer';

interface Listing {
  readonly formId: string;
  readonly loggedIn: boolean;
  /** For the cards with a `footer`. */
  readonly texts?: BookmarkTexts;
}

const ListingContext = createContext<Listing | null>(null);

/**
 * One card: its content (`body`, static server HTML as a frozen part, or elements when it could
 * not be frozen). A guest's card is all in its body, bookmark button included: nothing on it
 * changes while the page is open. A signed-in visitor's card has a `footer` the browser renders
 * and keeps live: the posted date (`[machine-readable, absolute, relative text]`) and the
 * bookmark button, whose state a click changes. Plain data rather than twenty elements: React
 * moves an element past the first few kilobytes of a payload row to a row of its own, and the
 * page's HTML render waits for each.
 */
export interface JobCardEntry {
  readonly id: number;
  readonly featured?: true;
  readonly body: FrozenPartReference | { readonly content: ReactNode };
  readonly footer?: {
    readonly title: string;
    readonly saved?: true;
    readonly posted: readonly [iso: string, date: string, text: string];
  };
}

/**
 * What a grid of job cards needs in the browser around its cards, whose content the server
 * renders (server/components/jobs/job-card.tsx): the one form every bookmark button submits
 * (each button carries its job and what it does in its own name and value), with or without
 * JavaScript, and titles of equal height per row. The cards share what is the same for all
 * of them through context, so the payload says it once. A guest's bookmark buttons are static
 * HTML: one click handler on the list asks them to log in instead of posting.
 */
export function JobCardGridShell({
  formId,
  loggedIn,
  texts,
  bookmarkAction,
  columns,
  label,
  cards,
}: Listing & {
  bookmarkAction: (formData: FormData) => Promise<void>;
  columns?: 3 | 4;
  label?: string;
  /** The cards, or all of them as one frozen part: a guest's list items, each kept per job. */
  cards: readonly JobCardEntry[] | FrozenPartReference;
}) {
  const grid = { className: `job-grid${columns === 3 ? ' job-grid--3' : ''}`, 'aria-label': label };
  return (
    <ListingContext value={{ formId, loggedIn, texts }}>
      <EqualTitleHeights>
        <form id={formId} action={bookmarkAction} className="bookmark-form" />
        {'frozenPartOf' in cards ? (
          <FrozenPart {...cards} as="ul" {...grid} onClick={loggedIn ? undefined : promptGuestOnBookmark} />
        ) : (
          <ul {...grid}>
            {cards.map((card) => (
              <JobCardItem key={card.id} {...card} />
            ))}
          </ul>
        )}
      </EqualTitleHeights>
    </ListingContext>
  );
}

/** A guest's click on a frozen card's bookmark button (static HTML, so no handler of its own). */
function promptGuestOnBookmark(event: MouseEvent<HTMLElement>): void {
  if ((event.target as Element).closest?.('.bookmark-button')) askToLogIn(event);
}

const askToLogIn = loginPromptOnClick(false);

function JobCardItem({ id, featured, body, footer }: JobCardEntry) {
  const listing = use(ListingContext);
  if (!listing) throw new Error('JobCardItem outside JobCardGridShell');
  return (
    <li>
      <article className={`job-card${featured ? ' job-card--featured' : ''}`}>
        {'content' in body ? body.content : <FrozenPart {...body} />}
        {footer ? <LiveFooter id={id} listing={listing} {...footer} /> : null}
      </article>
    </li>
  );
}

function LiveFooter({
  id,
  listing: { formId, loggedIn, texts },
  ...footer
}: NonNullable<JobCardEntry['footer']> & { id: number; listing: Listing }) {
  if (!texts) throw new Error('A card footer without its listing texts');
  return (
    <JobCardFooter id={id} {...footer} saved={footer.saved === true} formId={formId} texts={texts} onClick={loginPromptOnClick(loggedIn)} />
  );
}
