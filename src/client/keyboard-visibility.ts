/**
 * On-screen keyboard detection on mobile, as pure functions: the component
 * takes measurements after the debounce delays and feeds them to nextKeyboardState.
 *
 * iOS does not resize the layout viewport for the keyboard, only the visual viewport, so
 * it compares the two. Other platforms (Android) shrink the window itself, so a large
 * drop in height means the keyboard opened and a rise means it closed.
 */

export type KeyboardPlatform = 'ios' | 'other';

const IOS_VISIBLE_VIEWPORT_RATIO = 0.85;
const HEIGHT_DROP_SCREEN_RATIO = 0.1;
export const KEYBOARD_DEBOUNCE_MS_IOS = 800;
/** Several checks because Android keyboards animate for a varying time. */
export const KEYBOARD_DEBOUNCE_MS_OTHER = [500, 700, 1000] as const;

export interface ViewportMeasurement {
  /** window.innerHeight */
  innerHeight: number;
  /** window.visualViewport?.height; absent on old browsers. */
  visualViewportHeight?: number | null;
  /** window.screen.height */
  screenHeight: number;
}

export interface KeyboardState {
  readonly visible: boolean;
  /** Window height the next measurement is compared with. */
  readonly referenceHeight: number;
  readonly screenHeight: number;
}

export function keyboardCheckDelays(platform: KeyboardPlatform): readonly number[] {
  return platform === 'ios' ? [KEYBOARD_DEBOUNCE_MS_IOS] : KEYBOARD_DEBOUNCE_MS_OTHER;
}

/** iPadOS reports itself as a Mac; touch support gives it away. */
export function detectKeyboardPlatform(userAgent: string, maxTouchPoints = 0): KeyboardPlatform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1 ? 'ios' : 'other';
}

export function initialKeyboardState(measurement: ViewportMeasurement): KeyboardState {
  return { visible: false, referenceHeight: measurement.innerHeight, screenHeight: measurement.screenHeight };
}

function withVisibility(prev: KeyboardState, visible: boolean, m: ViewportMeasurement): KeyboardState {
  if (prev.visible === visible && prev.referenceHeight === m.innerHeight && prev.screenHeight === m.screenHeight) {
    return prev;
  }
  return { visible, referenceHeight: m.innerHeight, screenHeight: m.screenHeight };
}

/** Returns `prev` itself when nothing changed, so it can feed React state without re-renders. */
export function nextKeyboardState(prev: KeyboardState, measurement: ViewportMeasurement, platform: KeyboardPlatform): KeyboardState {
  const { innerHeight, visualViewportHeight, screenHeight } = measurement;
  if (!(innerHeight > 0) || !(screenHeight > 0)) return prev;

  if (platform === 'ios') {
    if (typeof visualViewportHeight !== 'number' || !(visualViewportHeight > 0)) return prev;
    return withVisibility(prev, visualViewportHeight / innerHeight < IOS_VISIBLE_VIEWPORT_RATIO, measurement);
  }

  // Rotation changes every height at once; start comparing afresh instead of guessing.
  if (screenHeight !== prev.screenHeight) return withVisibility(prev, prev.visible, measurement);

  const change = innerHeight - prev.referenceHeight;
  if (-change > HEIGHT_DROP_SCREEN_RATIO * screenHeight) return withVisibility(prev, true, measurement);
  if (change > 0) return withVisibility(prev, false, measurement);
  // Small drops (address bar, suggestion strip) keep the reference, so a drop split across
  // two checks still adds up, and returning to the same height is not read as a rise.
  return prev;
}
