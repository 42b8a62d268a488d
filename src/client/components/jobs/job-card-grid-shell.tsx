'use client';

import { createContext, use, type ReactNode } from 'react';
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
  children,
}: Listing & {
  bookmarkAction: (formData: FormData) => Promise<void>;
  columns?: 3 | 4;
  label?: string;
  children: ReactNode;
}) {
  return (
    <ListingContext value={{ formId, loggedIn, texts }}>
      <EqualTitleHeights>
        <form id={formId} action={bookmarkAction} className="bookmark-form" />
        <ul className={`job-grid${columns === 3 ? ' job-grid--3' : ''}`} aria-label={label}>
          {children}
        </ul>
      </EqualTitleHeights>
    </ListingContext>
  );
}

/**
 * One card: its content (`body`, static server HTML), then the posted date (`[machine-readable,
 * absolute, relative text]`) and the bookmark button.
 */
export function JobCardItem({
  id,
  title,
  featured,
  saved,
  posted: [iso, date, text],
  body,
}: {
  id: number;
  title: string;
  featured?: true;
  saved?: true;
  posted: readonly [iso: string, date: string, text: string];
  body: ReactNode;
}) {
  const listing = use(ListingContext);
  if (!listing) throw new Error('JobCardItem outside JobCardGridShell');
  const { formId, loggedIn, texts } = listing;
  return (
    <li>
      <article className={`job-card${featured ? ' job-card--featured' : ''}`}>
        {body}
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
