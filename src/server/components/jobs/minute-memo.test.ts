import { describe, expect, it, vi } from 'vitest';
import { minuteMemo } from './minute-memo';

describe('minuteMemo', () => {
  const start = Date.UTC(2026, 10, 26, 9, 0, 0);

  it('keeps a value for the same object and key within a minute, and works it out again after', () => {
    const memo = minuteMemo<object, string>();
    const job = {};
    const build = vi.fn(() => `posted ${build.mock.calls.length} minutes ago`);
    expect(memo(job, 'en-US', build, start)).toBe('posted 1 minutes ago');
    expect(memo(job, 'en-US', build, start + 59_000)).toBe('posted 1 minutes ago');
    expect(build).toHaveBeenCalledTimes(1);
    expect(memo(job, 'en-US', build, start + 60_000)).toBe('posted 2 minutes ago');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('keeps one value per key and per object', () => {
    const memo = minuteMemo<object, string>();
    const job = {};
    expect(memo(job, 'en-US\0false', () => 'Save', start)).toBe('Save');
    expect(memo(job, 'en-US\0true', () => 'Saved', start)).toBe('Saved');
    expect(memo(job, 'id-ID\0false', () => 'Simpan', start)).toBe('Simpan');
    expect(memo({}, 'en-US\0false', () => 'another job', start)).toBe('another job');
    expect(memo(job, 'en-US\0false', () => 'not built again', start)).toBe('Save');
  });
});
