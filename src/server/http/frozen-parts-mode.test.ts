import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { frozenPartsModeOf, keepsFrozenParts } from './frozen-parts-mode';

const request = (headers: Record<string, string> = {}) => ({ headers }) as unknown as IncomingMessage;

describe('frozen parts mode', () => {
  it('keeps frozen parts unless FROZEN_PARTS is off', () => {
    expect(keepsFrozenParts({ frozenParts: true }, request(), false)).toBe(true);
    expect(keepsFrozenParts({ frozenParts: false }, request(), false)).toBe(false);
    expect(keepsFrozenParts({ frozenParts: false }, request({ 'x-frozen-parts': 'on' }), true)).toBe(false);
  });

  it('lets a request of the test build turn them off for itself, and no request of another build', () => {
    expect(keepsFrozenParts({ frozenParts: true }, request({ 'x-frozen-parts': 'off' }), true)).toBe(false);
    expect(keepsFrozenParts({ frozenParts: true }, request({ 'x-frozen-parts': 'off' }), false)).toBe(true);
    expect(frozenPartsModeOf(request({ 'x-frozen-parts': 'off' }), false)).toBeNull();
    expect(frozenPartsModeOf(request({ 'x-frozen-parts': 'on' }), true)).toBe('on');
    expect(frozenPartsModeOf(request({ 'x-frozen-parts': 'maybe' }), true)).toBeNull();
  });
});
