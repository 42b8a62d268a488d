import { describe, expect, it } from 'vitest';
import { bookmarkLabel, POSITION_PLACEHOLDER } from './bookmark-label';

describe('bookmarkLabel', () => {
  it('fills the position into the label, taking a title with $ signs as it is', () => {
    expect(bookmarkLabel(`Save ${POSITION_PLACEHOLDER}`, 'Sales Executive')).toBe('Save Sales Executive');
    expect(bookmarkLabel(`Saved: ${POSITION_PLACEHOLDER}`, 'Analis $& Data $$')).toBe('Saved: Analis $& Data $$');
  });
});
