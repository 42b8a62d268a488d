'use client';

import { createContext, use, type ReactNode } from 'react';
import { FrozenPart } from '../../../framework/client/islands';
import type { FrozenPartReference } from '../../../framework/shared';
import { bookmarkLabel } from '../../../shared/bookmark-label';
import { EqualTitleHeights } from '../equal-title-heights';
import { BookmarkSubmit } from './bookmark-submit';

/** The bookmark button's texts; the labels hold `{position}`. */
interface BookmarkTexts {
  readonly save: string;
  readonly saved: string;
  readonly saveLabel: string;
  readonly savedLabel: string;
}

interface Listing {
  readonly formId: string;
  readonly loggedIn: boolean;
  readonly texts: BookmarkTexts;
}

const ListingContext = createContext<Listing | null>(null);

/**
 * One card: its content (`body`, static server HTML as a frozen part, or elements when it could
 * not be frozen), then the posted date (`[machine-readable, absolute, relative text]`) and the
 * bookmark button. Plain data rather than twenty elements: React moves an element past the first
 * few kilobytes of a payload row to a row of its own, and the page's HTML render waits for each.
 */
export interface JobCardEntry {
  readonly id: number;
  readonly title: string;
  readonly featured?: true;
  readonly saved?: true;
  readonly posted: readonly [iso: string, date: string, text: string];
  readonly body: FrozenPartReference | { readonly content: ReactNode };
}

/**
 * What a grid of job cards needs in the browser around its cards, whose content the server
 * renders (server/components/jobs/job-card.tsx): the one form every bookmark button submits
 * (each button carries its job and what it does in its own name and value), with or without
 * JavaScript, and titles of equal height per row. The cards share what is the same for all
 * of them through context, so the payload says it once.
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
  cards: readonly JobCardEntry[];
}) {
  return (
    <ListingContext value={{ formId, loggedIn, texts }}>
      <EqualTitleHeights>
        <form id={formId} action={bookmarkAction} className="bookmark-form" />
        <ul className={`job-grid${columns === 3 ? ' job-grid--3' : ''}`} aria-label={label}>
          {cards.map((card) => (
            <JobCardItem key={card.id} {...card} />
          ))}
        </ul>
      </EqualTitleHeights>
    </ListingContext>
  );
}

function JobCardItem({ id, title, featured, saved, posted: [iso, date, text], body }: JobCardEntry) {
  const listing = use(ListingContext);
  if (!listing) throw new Error('JobCardItem outside JobCardGridShell');
  const { formId, loggedIn, texts } = listing;
  return (
    <li>
      <article className={`job-card${featured ? ' job-card--featured' : ''}`}>
        {'content' in body ? body.content : <FrozenPart {...body} />}
        <div className="job-card__footer">
          <time dateTime={iso} title={date}>
            {text}
          </time>
          <BookmarkSubmit
            form={formId}
            loggedIn={loggedIn}
            // The name holds the visible text ("Save" / "Saved"), WCAG 2.5.3.
            label={bookmarkLabel(saved ? texts.savedLabel : texts.saveLabel, title)}
            text={saved ? texts.saved : texts.save}
            pressed={saved === true}
            name="bookmark"
            value={`${saved ? 'remove' : 'save'}:${id}`}
          />
        </div>
      </article>
    </li>
  );
}
