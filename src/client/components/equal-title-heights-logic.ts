/**
 * Job card grids equalise their title heights 500 ms after layout, except at a
 * viewport width of 576 px or less, or when a row holds a single card. Pure decision and
 * measurement logic, kept apart from the DOM so it can be tested on its own.
 */

export const EQUALISE_DELAY_MS = 500;
/** At this width and below nothing is done. */
const EQUALISE_MAX_SKIPPED_WIDTH = 576;
/** Resize events are collapsed into one pass after the window settles. */
export const RESIZE_DEBOUNCE_MS = 150;

export type Breakpoint = 'mobile' | 'tablet' | 'notebook' | 'desktop';

/** Card-grid breakpoints: mobile below 768, tablet 768–991, notebook 992–1023, desktop from 1024. */
export function breakpointOf(viewportWidth: number): Breakpoint {
  if (viewportWidth < 768) return 'mobile';
  if (viewportWidth < 992) return 'tablet';
  if (viewportWidth < 1024) return 'notebook';
  return 'desktop';
}

/** Cards sharing a row have (nearly) the same top edge; sub-pixel layout differences are tolerated. */
export function cardsPerRow(tops: readonly number[], tolerance = 2): number {
  if (tops.length === 0) return 0;
  const first = tops[0]!;
  let count = 0;
  for (const top of tops) {
    if (Math.abs(top - first) <= tolerance) count += 1;
    else break;
  }
  return count;
}

export function shouldEqualise(viewportWidth: number, perRow: number): boolean {
  return viewportWidth > EQUALISE_MAX_SKIPPED_WIDTH && perRow > 1;
}

/**
 * The height each title should get: the tallest title of its row. `tops` are the cards' top
 * edges (in document order) and `heights` the titles' natural heights. Returns null when
 * nothing should be done, so the caller leaves the titles untouched.
 */
export function equalisedTitleHeights(
  viewportWidth: number,
  tops: readonly number[],
  heights: readonly number[],
  tolerance = 2,
): number[] | null {
  if (tops.length !== heights.length || tops.length === 0) return null;
  if (!shouldEqualise(viewportWidth, cardsPerRow(tops, tolerance))) return null;
  const result = new Array<number>(tops.length).fill(0);
  let start = 0;
  while (start < tops.length) {
    let end = start + 1;
    while (end < tops.length && Math.abs(tops[end]! - tops[start]!) <= tolerance) end += 1;
    const tallest = Math.max(...heights.slice(start, end));
    for (let i = start; i < end; i += 1) result[i] = tallest;
    start = end;
  }
  return result;
}
