import { describe, expect, it } from 'vitest';
import { CLOSED, keyAction, openAt, step, swipeAction, SWIPE_THRESHOLD_PX, wrapIndex } from './lightbox-nav';

describe('lightbox navigation', () => {
  it('wraps indices at both ends', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('next on the last item shows the first, previous on the first shows the last', () => {
    expect(step({ open: true, index: 4 }, 'next', 5)).toEqual({ open: true, index: 0 });
    expect(step({ open: true, index: 0 }, 'previous', 5)).toEqual({ open: true, index: 4 });
    expect(step({ open: true, index: 2 }, 'next', 5)).toEqual({ open: true, index: 3 });
    expect(step({ open: true, index: 0 }, 'next', 1)).toEqual({ open: true, index: 0 });
  });

  it('opens visible at a valid index, stays hidden for an empty gallery, closes', () => {
    expect(openAt(2, 3)).toEqual({ open: true, index: 2 });
    expect(openAt(0, 0)).toEqual(CLOSED);
    expect(step({ open: true, index: 1 }, 'close', 3)).toEqual(CLOSED);
    expect(step(CLOSED, 'next', 3)).toEqual(CLOSED);
  });

  it('maps Escape and the arrow keys, ignores others', () => {
    expect(keyAction('Escape')).toBe('close');
    expect(keyAction('ArrowRight')).toBe('next');
    expect(keyAction('ArrowLeft')).toBe('previous');
    expect(keyAction('Tab')).toBeNull();
    expect(keyAction('ArrowUp')).toBeNull();
  });

  it('turns a horizontal swipe past the threshold into next / previous', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeAction({ x: 300, y: 100 }, { x: 200, y: 110 })).toBe('next');
    expect(swipeAction({ x: 100, y: 100 }, { x: 200, y: 90 })).toBe('previous');
    expect(swipeAction({ x: 100, y: 100 }, { x: 150, y: 100 })).toBe('previous');
  });

  it('ignores short moves and mostly vertical ones', () => {
    expect(swipeAction({ x: 100, y: 100 }, { x: 149, y: 100 })).toBeNull();
    expect(swipeAction({ x: 100, y: 100 }, { x: 40, y: 200 })).toBeNull();
    expect(swipeAction({ x: 0, y: 0 }, { x: 0, y: 0 })).toBeNull();
    expect(swipeAction({ x: 100, y: 0 }, { x: 70, y: 0 }, 20)).toBe('next');
  });
});
