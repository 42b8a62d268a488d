import { describe, expect, it } from 'vitest';
import {
  KEYBOARD_DEBOUNCE_MS_IOS,
  KEYBOARD_DEBOUNCE_MS_OTHER,
  detectKeyboardPlatform,
  initialKeyboardState,
  keyboardCheckDelays,
  nextKeyboardState,
  type KeyboardPlatform,
  type KeyboardState,
  type ViewportMeasurement,
} from './keyboard-visibility';

const SCREEN = 800;
const at = (innerHeight: number, visualViewportHeight?: number, screenHeight = SCREEN): ViewportMeasurement => ({
  innerHeight,
  visualViewportHeight,
  screenHeight,
});

/** Feeds measurements in order and returns the visibility after each. */
function run(platform: KeyboardPlatform, first: ViewportMeasurement, ...rest: ViewportMeasurement[]): boolean[] {
  let state: KeyboardState = initialKeyboardState(first);
  return rest.map((m) => {
    state = nextKeyboardState(state, m, platform);
    return state.visible;
  });
}

describe('nextKeyboardState on iOS (visual viewport ratio)', () => {
  it.each<[string, number, number, boolean]>([
    ['full visual viewport', 700, 700, false],
    ['ratio 0.86 (zoom or toolbar)', 700, 602, false],
    ['ratio exactly 0.85', 700, 595, false],
    ['ratio just under 0.85', 700, 594, true],
    ['keyboard open (ratio 0.55)', 700, 385, true],
  ])('%s → visible=%s', (_label, inner, visual, expected) => {
    expect(run('ios', at(700, 700), at(inner, visual))).toEqual([expected]);
  });

  it('hides again when the visual viewport grows back', () => {
    expect(run('ios', at(700, 700), at(700, 380), at(700, 700))).toEqual([true, false]);
  });

  it('keeps the previous answer when the browser has no visualViewport', () => {
    expect(run('ios', at(700, 700), at(700, 380), at(700))).toEqual([true, true]);
  });
});

describe('nextKeyboardState on other platforms (window height change)', () => {
  it.each<[string, number[], boolean[]]>([
    ['drop over 10 % of the screen height shows', [700, 400], [true]],
    ['drop of exactly 10 % does not', [700, 620], [false]],
    ['drop just over 10 % does', [700, 619], [true]],
    ['rise after showing hides', [700, 400, 700], [true, false]],
    ['small rise hides too (spec: a rise means hidden)', [700, 400, 410], [true, false]],
    ['small drop (address bar) is ignored', [700, 650], [false]],
    ['a drop split across two checks adds up', [700, 650, 600], [false, true]],
    ['small wobble while open keeps it open', [700, 400, 380, 400], [true, true, true]],
    ['opens again after closing', [700, 400, 700, 400], [true, false, true]],
  ])('%s', (_label, [first, ...rest], expected) => {
    expect(run('other', at(first!), ...rest.map((h) => at(h)))).toEqual(expected);
  });

  it('does not take an orientation change for the keyboard', () => {
    expect(run('other', at(700, undefined, 800), at(330, undefined, 360), at(330, undefined, 360))).toEqual([false, false]);
  });

  it('ignores the visual viewport (only iOS uses it)', () => {
    expect(run('other', at(700, 700), at(700, 300))).toEqual([false]);
  });

  it('returns the same state object when nothing changed', () => {
    const state = initialKeyboardState(at(700));
    expect(nextKeyboardState(state, at(690), 'other')).toBe(state);
    expect(nextKeyboardState(state, at(0), 'other')).toBe(state);
  });
});

describe('keyboardCheckDelays', () => {
  it.each<[KeyboardPlatform, readonly number[]]>([
    ['ios', [800]],
    ['other', [500, 700, 1000]],
  ])('%s → %j', (platform, delays) => {
    expect(keyboardCheckDelays(platform)).toEqual(delays);
  });

  it("are the product's thresholds and debounce delays", () => {
    expect(KEYBOARD_DEBOUNCE_MS_IOS).toBe(800);
    expect(KEYBOARD_DEBOUNCE_MS_OTHER).toEqual([500, 700, 1000]);
  });
});

describe('detectKeyboardPlatform', () => {
  it.each<[string, string, number, KeyboardPlatform]>([
    ['iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15', 5, 'ios'],
    ['iPad (old UA)', 'Mozilla/5.0 (iPad; CPU OS 12_0 like Mac OS X)', 5, 'ios'],
    ['iPadOS as desktop Safari', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 5, 'ios'],
    ['real Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 0, 'other'],
    ['Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124 Mobile', 5, 'other'],
  ])('%s → %s', (_label, ua, touchPoints, expected) => {
    expect(detectKeyboardPlatform(ua, touchPoints)).toBe(expected);
  });
});
