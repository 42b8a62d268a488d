import { describe, expect, it } from 'vitest';
import { pageParam, pageWindow, queryString } from './page-numbers';

describe('pageWindow', () => {
  it('shows first, last and neighbours with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, null, 20]);
  });
});

describe('pageParam', () => {
  it('reads a positive whole number and takes anything else for page 1', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('-2')).toBe(1);
    expect(pageParam('2.5')).toBe(1);
    expect(pageParam('abc')).toBe(1);
  });

  it('caps a huge number just past any list, so it is a page past the end and not a giant offset', () => {
    expect(pageParam('99999999999')).toBe(1001);
  });
});

describe('queryString', () => {
  it('leaves empty values out, and is empty when nothing is left', () => {
    expect(queryString({ q: 'dev', page: 2, tag: null, industry: '' })).toBe('?q=dev&page=2');
    expect(queryString({ q: undefined })).toBe('');
  });
});
