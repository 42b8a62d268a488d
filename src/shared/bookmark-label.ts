/**
 * A listing translates the bookmark button's label once, as a template, and each card fills
 * in its position.
 */
export const POSITION_PLACEHOLDER = '{position}';

export function bookmarkLabel(template: string, position: string): string {
  return template.replace(POSITION_PLACEHOLDER, position);
}
