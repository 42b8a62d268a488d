import { describe, expect, it } from 'vitest';
import { breakpointOf, cardsPerRow, equalisedTitleHeights, shouldEqualise } from './equal-title-heights-logic';

describe('breakpointOf', () => {
  it.each([
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [991, 'tablet'],
    [992, 'notebook'],
    [1023, 'notebook'],
    [1024, 'desktop'],
    [1440, 'desktop'],
  ] as const)('%i px → %s', (width, expected) => {
    expect(breakpointOf(width)).toBe(expected);
  });
});

describe('cardsPerRow', () => {
  it('counts the cards whose top edge matches the first one', () => {
    expect(cardsPerRow([0, 0, 0, 300, 300])).toBe(3);
    expect(cardsPerRow([0, 0.5, 1.2, 300])).toBe(3);
    expect(cardsPerRow([0, 200, 400])).toBe(1);
    expect(cardsPerRow([])).toBe(0);
  });
});

describe('shouldEqualise', () => {
  it('does nothing at 576 px or less', () => {
    expect(shouldEqualise(576, 2)).toBe(false);
    expect(shouldEqualise(500, 3)).toBe(false);
    expect(shouldEqualise(577, 2)).toBe(true);
  });
  it('does nothing when one card fills a row', () => {
    expect(shouldEqualise(1280, 1)).toBe(false);
    expect(shouldEqualise(1280, 0)).toBe(false);
  });
});

describe('equalisedTitleHeights', () => {
  it('gives every title the height of the tallest title in its row', () => {
    expect(equalisedTitleHeights(1280, [0, 0, 0, 0, 310, 310], [23, 46, 23, 69, 23, 46])).toEqual([69, 69, 69, 69, 46, 46]);
  });
  it('handles a short last row', () => {
    expect(equalisedTitleHeights(800, [0, 0, 250], [23, 46, 23])).toEqual([46, 46, 23]);
  });
  it('returns null (leave untouched) on small screens, single-card rows or bad input', () => {
    expect(equalisedTitleHeights(500, [0, 0], [23, 46])).toBeNull();
    expect(equalisedTitleHeights(1280, [0, 200, 400], [23, 46, 23])).toBeNull();
    expect(equalisedTitleHeights(1280, [0, 0], [23])).toBeNull();
    expect(equalisedTitleHeights(1280, [], [])).toBeNull();
  });
});
