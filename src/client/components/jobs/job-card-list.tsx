'use client';

import { useId } from 'react';
import { bookmarkLabel } from '../../../shared/bookmark-label';
import { EqualTitleHeights } from '../equal-title-heights';
import { BookmarkSubmit } from './bookmark-submit';

/**
 * One job card as the server prepared it: every text already in the page's language, so the
 * browser only lays it out. A listing sends these few fields per card in its payload instead
 * of each card's whole element tree (a page of twenty cards is most of a search page).
 */
export interface JobCardView {
  readonly id: number;
  readonly href: string;
  readonly title: string;
  readonly company: string;
  readonly companyHref: string;
  /** Absent, like the flags below when false: a page of cards sends no default values. */
  readonly logo?: string;
  readonly monogram: string;
  /** Badge text with its modifier ('' for a plain badge, 'remote', 'hybrid', 'featured'). */
  readonly badges: readonly (readonly [modifier: string, text: string])[];
  readonly place: string;
  readonly salary: string;
  readonly salaryHidden?: true;
  readonly postedIso: string;
  readonly postedDate: string;
  readonly postedText: string;
  readonly saved?: true;
  readonly featured?: true;
}

/** The listing's shared texts; the bookmark labels hold `{position}`. */
export interface JobCardTexts {
  readonly tags: string;
  readonly location: string;
  readonly save: string;
  readonly saved: string;
  readonly saveLabel: string;
  readonly savedLabel: string;
}

/**
 * A grid of job cards. Every bookmark button submits one shared form (each button carries
 * its job and what it does in its own name and value), so the page holds one form for the
 * whole listing, with or without JavaScript.
 */
export function JobCardList({
  cards,
  texts,
  loggedIn,
  bookmarkAction,
  columns,
  headingLevel = 'h3',
  label,
}: {
  cards: readonly JobCardView[];
  texts: JobCardTexts;
  loggedIn: boolean;
  bookmarkAction: (formData: FormData) => Promise<void>;
  columns?: 3 | 4;
  headingLevel?: 'h2' | 'h3';
  label?: string;
}) {
  const formId = useId();
  const Heading = headingLevel;
  return (
    <EqualTitleHeights>
      <form id={formId} action={bookmarkAction} className="bookmark-form" />
      <ul className={`job-grid${columns === 3 ? ' job-grid--3' : ''}`} aria-label={label}>
        {cards.map((card) => (
          <li key={card.id}>
            <article className={`job-card${card.featured ? ' job-card--featured' : ''}`}>
              <div className="job-card__header">
                {card.logo ? (
                  <img className="job-card__logo" src={card.logo} alt="" width={48} height={48} loading="lazy" decoding="async" />
                ) : (
                  <span className="job-card__logo company-monogram" aria-hidden="true">
                    {card.monogram}
                  </span>
                )}
                <div className="job-card__heading">
                  <Heading className="job-card__title">
                    <a href={card.href}>{card.title}</a>
                  </Heading>
                  <p className="job-card__company">
                    <a href={card.companyHref}>{card.company}</a>
                  </p>
                </div>
              </div>
              <ul className="badge-list" aria-label={texts.tags}>
                {card.badges.map(([modifier, text]) => (
                  <li key={text}>
                    <span className={modifier ? `badge badge--${modifier}` : 'badge'}>{text}</span>
                  </li>
                ))}
              </ul>
              <ul className="job-card__meta">
                <li>
                  <span className="visually-hidden">{texts.location}: </span>
                  {card.place}
                </li>
              </ul>
              <p className={`job-card__salary${card.salaryHidden ? ' job-card__salary--hidden' : ''}`}>{card.salary}</p>
              <div className="job-card__footer">
                <time dateTime={card.postedIso} title={card.postedDate}>
                  {card.postedText}
                </time>
                <BookmarkSubmit
                  form={formId}
                  loggedIn={loggedIn}
                  // The name holds the visible text ("Save" / "Saved"), WCAG 2.5.3.
                  label={bookmarkLabel(card.saved ? texts.savedLabel : texts.saveLabel, card.title)}
                  text={card.saved ? texts.saved : texts.save}
                  pressed={card.saved === true}
                  name="bookmark"
                  value={`${card.saved ? 'remove' : 'save'}:${card.id}`}
                />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </EqualTitleHeights>
  );
}
