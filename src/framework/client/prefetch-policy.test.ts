import { describe, expect, it } from 'vitest';
import { PREFETCH_IDLE_TIMEOUT_MS, canPrefetch, type ConnectionInfo } from './prefetch-policy';

describe('canPrefetch', () => {
  it.each<[string, ConnectionInfo | null | undefined, boolean]>([
    ['no Network Information API', undefined, true],
    ['null connection', null, true],
    ['4g', { effectiveType: '4g' }, true],
    ['3g', { effectiveType: '3g', saveData: false }, true],
    ['2g', { effectiveType: '2g' }, false],
    ['slow-2g', { effectiveType: 'slow-2g' }, false],
    ['data saver on a fast connection', { effectiveType: '4g', saveData: true }, false],
    ['data saver without effective type', { saveData: true }, false],
    ['empty info', {}, true],
  ])('%s → %s', (_label, connection, expected) => {
    expect(canPrefetch(connection)).toBe(expected);
  });

  it('waits up to 2000 ms for idle', () => {
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
  });
});
