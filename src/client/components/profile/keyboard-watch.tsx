'use client';

import { useEffect } from 'react';
import {
  detectKeyboardPlatform,
  initialKeyboardState,
  keyboardCheckDelays,
  nextKeyboardState,
  type ViewportMeasurement,
} from '../../keyboard-visibility';

function measure(): ViewportMeasurement {
  return {
    innerHeight: window.innerHeight,
    visualViewportHeight: window.visualViewport?.height ?? null,
    screenHeight: window.screen.height,
  };
}

/**
 * Marks the page while a phone's on-screen keyboard is up (`<html data-keyboard="visible">`), so
 * the editor's sticky save bar can step aside instead of covering the field being typed in. The
 * viewport is measured after the keyboard's animation (keyboard-visibility.ts holds the rules).
 */
export function KeyboardWatch() {
  useEffect(() => {
    const platform = detectKeyboardPlatform(navigator.userAgent, navigator.maxTouchPoints);
    let state = initialKeyboardState(measure());
    let timers: number[] = [];
    const check = () => {
      const next = nextKeyboardState(state, measure(), platform);
      if (next === state) return;
      state = next;
      document.documentElement.dataset.keyboard = state.visible ? 'visible' : 'hidden';
    };
    const schedule = () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      timers = keyboardCheckDelays(platform).map((delay) => window.setTimeout(check, delay));
    };
    document.documentElement.dataset.keyboard = 'hidden';
    window.addEventListener('resize', schedule);
    window.visualViewport?.addEventListener('resize', schedule);
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      window.removeEventListener('resize', schedule);
      window.visualViewport?.removeEventListener('resize', schedule);
      delete document.documentElement.dataset.keyboard;
    };
  }, []);
  return null;
}
