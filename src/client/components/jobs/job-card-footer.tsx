import type { MouseEventHandler } from 'react';
import { bookmarkLabel } from '../../../shared/bookmark-label';
import { BookmarkButtonMarkup } from './bookmark-button-markup';

/** The bookmark button's texts, said once per listing; the labels hold `{position}`. */
export interface BookmarkTexts {
  readonly save: string;
  readonly saved: string;
  readonly saveLabel: string;
  readonly savedLabel: string;
}

/**
 * A job card's footer: the posted date (`[machine-readable, absolute, relative text]`) and the
 * bookmark button naming the listing's one form (`bookmark` = `save:ID` / `remove:ID`). No
 * directive: the server renders it into a guest's static card, the browser into a signed-in
 * visitor's live one, with the button's click handler.
 */
export function JobCardFooter({
  id,
  title,
  saved,
  posted: [iso, date, text],
  formId,
  texts,
  onClick,
}: {
  id: number;
  title: string;
  saved: boolean;
  posted: readonly [iso: string, date: string, text: string];
  formId: string;
  texts: BookmarkTexts;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}) {
  return (
    <div className="job-card__footer">
      <time dateTime={iso} title={date}>
        {text}
      </time>
      <BookmarkButtonMarkup
        form={formId}
        // The name holds the visible text ("Save" / "Saved"), WCAG 2.5.3.
        label={bookmarkLabel(saved ? texts.savedLabel : texts.saveLabel, title)}
        text={saved ? texts.saved : texts.save}
        pressed={saved}
        name="bookmark"
        value={`${saved ? 'remove' : 'save'}:${id}`}
        onClick={onClick}
      />
    </div>
  );
}
