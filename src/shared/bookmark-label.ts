/**
 * A listing translates the bookmark button's label once, as a template, and each card fills
 * in its position.
 */
export const POSITION_PLACEHOLDER = '{position}';

export function bookmarkLabel(template: string, position: string): string {
  // A function, so a `$&` or `$$` in a job title is text, not a replacement pattern.
  return template.replace(POSITION_PLACEHOLDER, () => position);
}
