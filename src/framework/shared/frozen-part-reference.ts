/**
 * A frozen part named by data rather than by an element (server/rsc/frozen-part.tsx): what the
 * browser's FrozenPart component takes. On a document render it names the part's HTML by number
 * (`at`); in a payload of its own it carries the HTML.
 */
export interface FrozenPartReference {
  readonly frozenPartOf: string;
  readonly at?: number;
  readonly html?: string;
}
