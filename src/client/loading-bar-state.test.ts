import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOADING_BAR_COLOR,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_FAILED_COLOR,
  LOADING_BAR_HEIGHT_PX,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_STEPS,
  LOADING_BAR_THROTTLE_MS,
  createLoadingBar,
  type LoadingBarState,
} from './loading-bar-state';

function setup() {
  const states: LoadingBarState[] = [];
  const bar = createLoadingBar({ setTimeout, clearTimeout, onChange: (s) => states.push(s) });
  return { bar, states };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loading bar constants', () => {
  it.each<[string, unknown, unknown]>([
    ['throttle', LOADING_BAR_THROTTLE_MS, 200],
    ['duration', LOADING_BAR_DURATION_MS, 5000],
    ['steps', LOADING_BAR_STEPS, 101],
    ['height', LOADING_BAR_HEIGHT_PX, 2],
    ['colour', LOADING_BAR_COLOR, '#015f92'],
    ['failed colour', LOADING_BAR_FAILED_COLOR, 'red'],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('createLoadingBar', () => {
  it.each([[0], [50], [199]])('a navigation finishing after %i ms never shows the bar', (ms) => {
    const { bar, states } = setup();
    bar.start();
    vi.advanceTimersByTime(ms);
    bar.finish();
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual([]);
    expect(bar.getState().status).toBe('hidden');
  });

  it('appears at 0 % once the navigation outlasts the throttle', () => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1);
    expect(bar.getState().status).toBe('hidden');
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ status: 'progressing', percent: 0, color: LOADING_BAR_COLOR });
  });

  it('progresses in integer steps of 1 %, monotonically, and never reaches 100 % on its own', () => {
    const { bar, states } = setup();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS + 60_000);
    const percents = states.map((s) => s.percent);
    expect(percents.every((p) => Number.isInteger(p))).toBe(true);
    expect(percents.every((p, i) => i === 0 || p - percents[i - 1]! === 1)).toBe(true);
    expect(Math.max(...percents)).toBe(99);
    expect(bar.getState().status).toBe('progressing');
  });

  it.each<[number, number]>([
    [0, 0],
    [50, 1],
    [LOADING_BAR_DURATION_MS / 2, 50],
    [LOADING_BAR_DURATION_MS - 100, 98],
  ])('after %i ms on screen the bar is at %i % (0→100 over the duration)', (ms, percent) => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS + ms);
    expect(bar.getState().percent).toBe(percent);
  });

  it('finish fills to 100 % and then hides', () => {
    const { bar, states } = setup();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS + 1000);
    bar.finish();
    expect(bar.getState()).toEqual({ status: 'finishing', percent: 100, color: LOADING_BAR_COLOR });
    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS);
    expect(bar.getState()).toEqual({ status: 'hidden', percent: 0, color: LOADING_BAR_COLOR });
    const before = states.length;
    vi.advanceTimersByTime(10_000);
    expect(states).toHaveLength(before);
  });

  it.each<[string, number]>([
    ['while on screen', LOADING_BAR_THROTTLE_MS + 300],
    ['even before it would have appeared', 50],
  ])('fail turns the bar red and full %s, then hides', (_label, ms) => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(ms);
    bar.fail();
    expect(bar.getState()).toEqual({ status: 'failed', percent: 100, color: LOADING_BAR_FAILED_COLOR });
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS + 1000);
    expect(bar.getState().status).toBe('hidden');
    expect(bar.getState().color).toBe(LOADING_BAR_COLOR);
  });

  it('a finish after fail keeps the bar red', () => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS + 100);
    bar.fail();
    bar.finish();
    expect(bar.getState().color).toBe(LOADING_BAR_FAILED_COLOR);
  });

  it('a new navigation while the bar is visible restarts from 0 without hiding', () => {
    const { bar, states } = setup();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS + 1000);
    bar.finish();
    bar.start();
    expect(bar.getState()).toEqual({ status: 'progressing', percent: 0, color: LOADING_BAR_COLOR });
    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS + 100);
    expect(bar.getState().status).toBe('progressing');
    expect(states.some((s) => s.status === 'hidden')).toBe(false);
  });

  it('a second start during the throttle does not postpone the bar', () => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(150);
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 150);
    expect(bar.getState().status).toBe('progressing');
  });

  it('dispose cancels everything pending', () => {
    const { bar, states } = setup();
    bar.start();
    bar.dispose();
    vi.advanceTimersByTime(60_000);
    expect(states).toEqual([]);
  });
});
