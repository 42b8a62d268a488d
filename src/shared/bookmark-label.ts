/**
 * Listings send the bookmark button's label once, as a template, and each card fills in its
 * position in the browser. A constant of its own: a server component cannot read values from
 * a client module (it gets a reference to them).
 */
export const POSITION_PLACEHOLDER = '{position}';

export function bookmarkLabel(template: string, position: string): string {
  return template.replace(POSITION_PLACEHOLDER, position);
}
