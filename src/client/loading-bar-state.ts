/**
 * Navigation loading bar. Pure state machine with injected timers
 * so it can be tested with fake timers and rendered by any component via onChange.
 */

export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
export const LOADING_BAR_STEPS = 101;
export const LOADING_BAR_HEIGHT_PX = 2;
export const LOADING_BAR_COLOR = '#015f92';
export const LOADING_BAR_FAILED_COLOR = 'red';
/** How long the full (or red) bar stays visible before it disappears. */
export const LOADING_BAR_HIDE_DELAY_MS = 500;

/** One integer percent per tick: 100 ticks take the whole duration. */
const TICK_MS = LOADING_BAR_DURATION_MS / (LOADING_BAR_STEPS - 1);
// 100 % is reserved for "done": a slow page holds just short of full instead of looking finished.
const MAX_PROGRESS_PERCENT = 99;

type LoadingBarStatus = 'hidden' | 'progressing' | 'finishing' | 'failed';

export interface LoadingBarState {
  readonly status: LoadingBarStatus;
  /** Integer 0–100. */
  readonly percent: number;
  readonly color: string;
}

export interface LoadingBarOptions {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  onChange?(state: LoadingBarState): void;
}

export interface LoadingBar {
  /** A navigation began. The bar shows only if it is still running after the throttle. */
  start(): void;
  /** The navigation completed: fill to 100 %, then hide. */
  finish(): void;
  /** The navigation failed: show a full red bar, then hide. */
  fail(): void;
  getState(): LoadingBarState;
  /** Cancels pending timers, e.g. when the component unmounts. */
  dispose(): void;
}

const HIDDEN: LoadingBarState = { status: 'hidden', percent: 0, color: LOADING_BAR_COLOR };

export function createLoadingBar(options: LoadingBarOptions): LoadingBar {
  // Detached calls: window.setTimeout throws "Illegal invocation" when `this` is the options object.
  const { setTimeout: schedule, clearTimeout: cancel, onChange } = options;
  let state = HIDDEN;
  let showTimer: unknown = null;
  let tickTimer: unknown = null;
  let hideTimer: unknown = null;

  const update = (next: LoadingBarState) => {
    state = next;
    onChange?.(state);
  };

  const clearAll = () => {
    for (const timer of [showTimer, tickTimer, hideTimer]) if (timer !== null) cancel(timer);
    showTimer = tickTimer = hideTimer = null;
  };

  const tick = () => {
    tickTimer = null;
    if (state.status !== 'progressing') return;
    update({ ...state, percent: Math.min(MAX_PROGRESS_PERCENT, state.percent + 1) });
    if (state.percent < MAX_PROGRESS_PERCENT) tickTimer = schedule(tick, TICK_MS);
  };

  const beginProgress = () => {
    showTimer = null;
    update({ status: 'progressing', percent: 0, color: LOADING_BAR_COLOR });
    tickTimer = schedule(tick, TICK_MS);
  };

  const endWith = (status: 'finishing' | 'failed', color: string) => {
    clearAll();
    update({ status, percent: 100, color });
    hideTimer = schedule(() => {
      hideTimer = null;
      update(HIDDEN);
    }, LOADING_BAR_HIDE_DELAY_MS);
  };

  return {
    start() {
      if (state.status === 'hidden') {
        // Keep an already pending timer: the user has been waiting since the first start.
        if (showTimer === null) showTimer = schedule(beginProgress, LOADING_BAR_THROTTLE_MS);
        return;
      }
      // Already on screen: restart from 0 without hiding, which would flicker.
      clearAll();
      beginProgress();
    },
    finish() {
      if (state.status === 'hidden') {
        // Faster than the throttle: the bar never appears.
        clearAll();
        return;
      }
      if (state.status === 'progressing') endWith('finishing', LOADING_BAR_COLOR);
    },
    fail() {
      // Shown even for a quick failure: the user should see that the navigation went wrong.
      endWith('failed', LOADING_BAR_FAILED_COLOR);
    },
    getState: () => state,
    dispose: clearAll,
  };
}
