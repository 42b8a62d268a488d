import type { ReactNode } from 'react';

export interface AccordionItem {
  readonly id: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
  /** An item is open when marked active, closed otherwise. */
  readonly active?: boolean;
}

/**
 * FAQ-style accordion on native <details>/<summary>: keyboard and screen-reader support and
 * no JavaScript needed; `open` mirrors the item's active mark.
 */
export function Accordion({ items, headingLevel = 'h3' }: { items: readonly AccordionItem[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <div className="accordion">
      {items.map((item) => (
        <details key={item.id} id={item.id} open={item.active ?? false}>
          <summary>
            <Heading className="accordion__title">{item.title}</Heading>
          </summary>
          <div className="accordion__body">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
