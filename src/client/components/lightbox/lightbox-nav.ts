/**
 * Pure lightbox navigation: next and previous wrap around at both
 * ends, Escape closes, arrow keys and a horizontal swipe navigate. No DOM here, so it is
 * unit-tested directly; the component only forwards events.
 */

export type LightboxState = { readonly open: false } | { readonly open: true; readonly index: number };

export type LightboxAction = 'next' | 'previous' | 'close';

export const CLOSED: LightboxState = { open: false };

/** A horizontal move shorter than this (CSS px) is a tap or a wobble, not a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

/** Wraps any integer into 0..count-1 (−1 → last, count → 0). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function openAt(index: number, count: number): LightboxState {
  return count > 0 ? { open: true, index: wrapIndex(index, count) } : CLOSED;
}

export function step(state: LightboxState, action: LightboxAction, count: number): LightboxState {
  if (!state.open) return state;
  switch (action) {
    case 'close':
      return CLOSED;
    case 'next':
      return { open: true, index: wrapIndex(state.index + 1, count) };
    case 'previous':
      return { open: true, index: wrapIndex(state.index - 1, count) };
  }
}

/** The action a key press asks for while the lightbox is open, or null to let it through. */
export function keyAction(key: string): LightboxAction | null {
  switch (key) {
    case 'Escape':
    case 'Esc':
      return 'close';
    case 'ArrowRight':
    case 'Right':
      return 'next';
    case 'ArrowLeft':
    case 'Left':
      return 'previous';
    default:
      return null;
  }
}

/**
 * A swipe from (startX, startY) to (endX, endY): left (finger moves towards smaller x) shows
 * the next item, right the previous. It must travel at least the threshold horizontally and
 * more horizontally than vertically (a vertical scroll is not a swipe).
 */
export function swipeAction(
  start: { readonly x: number; readonly y: number },
  end: { readonly x: number; readonly y: number },
  threshold: number = SWIPE_THRESHOLD_PX,
): LightboxAction | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}
