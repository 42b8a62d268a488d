import { describe, expect, it } from 'vitest';
import { parseJobSearchParams } from './search-params';
import { queryObject, searchCanonical, searchHref, searchQueryString } from './search-url';

const parse = (search: string) => parseJobSearchParams(queryObject(search));

describe('search URLs', () => {
  it('round-trip through the params schema, leaving defaults out', () => {
    const p = parse('q=akuntan&type=FULL_TIME&type=CONTRACTOR&arrangement=remote&salaryMin=5000000&sort=relevance&page=1&bogus=1');
    expect(searchQueryString(p)).toBe('q=akuntan&type=FULL_TIME&type=CONTRACTOR&arrangement=remote&salaryMin=5000000');
    expect(parse(searchQueryString(p))).toEqual(p);
    expect(searchQueryString(parse(''))).toBe('');
  });

  it('drops malformed filters instead of failing', () => {
    expect(searchQueryString(parse('type=NOPE&salaryMin=-4&page=abc&location=Not%20A%20Slug'))).toBe('');
  });

  it('resets the page on a change unless a page is given', () => {
    const p = parse('q=kasir&page=4');
    expect(searchHref(p, { sort: 'newest' })).toBe('/explore-jobs?q=kasir&sort=newest');
    expect(searchHref(p, { page: 5 })).toBe('/explore-jobs?q=kasir&page=5');
    expect(searchHref(parse(''), {})).toBe('/explore-jobs');
  });
});

describe('searchCanonical', () => {
  it('keeps the plain listing (and its pages) indexable', () => {
    expect(searchCanonical(parse(''), 20)).toEqual({ canonicalPath: '/explore-jobs', noindex: false });
    expect(searchCanonical(parse('page=3'), 20)).toEqual({ canonicalPath: '/explore-jobs?page=3', noindex: false });
  });

  it('points keyword, filter and sort variants at /explore-jobs with noindex', () => {
    for (const search of [
      'q=kasir',
      'location=bandung',
      'type=PART_TIME',
      'arrangement=remote',
      'level=entry',
      'salaryMin=1',
      'posted=7',
      'sort=newest',
      'category=sales&page=2',
      'company=pt-abc',
    ]) {
      expect(searchCanonical(parse(search), 20), search).toEqual({ canonicalPath: '/explore-jobs', noindex: true });
    }
  });

  it('does not index a page past the end, nor point a canonical at it', () => {
    expect(searchCanonical(parse('page=99'), 20)).toEqual({ canonicalPath: '/explore-jobs', noindex: true });
  });

  it('ignores malformed parameters when deciding', () => {
    expect(searchCanonical(parse('type=NOPE&sort=cheapest'), 20)).toEqual({ canonicalPath: '/explore-jobs', noindex: false });
  });
});
