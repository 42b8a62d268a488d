import { describe, expect, it } from 'vitest';
import { REVIEW_TYPES, type ReviewType } from '../../../shared/job-vocabulary';
import { companyReviewsPath, defaultReviewType } from './company-urls';

function counts(values: Partial<Record<ReviewType, number>>) {
  return {
    byType: Object.fromEntries(REVIEW_TYPES.map((type) => [type, { average: null, count: values[type] ?? 0 }])) as Record<
      ReviewType,
      { average: null; count: number }
    >,
  };
}

describe('company review tabs', () => {
  it('open on company reviews when there are any, else on the first tab with reviews, never on an empty one', () => {
    expect(defaultReviewType(counts({ interview: 1, salary: 2 }))).toBe('interview');
    expect(defaultReviewType(counts({ salary: 2, benefits: 1 }))).toBe('salary');
    expect(defaultReviewType(counts({ interview: 3, benefits: 1, company_review: 4 }))).toBe('company_review');
    expect(defaultReviewType(counts({ company_review: 4 }))).toBe('company_review');
    expect(defaultReviewType(counts({}))).toBe('company_review');
  });

  it('leave the default tab and page 1 out of the address', () => {
    expect(companyReviewsPath('pt-a', 'interview', 1, 'interview')).toBe('/company/pt-a');
    expect(companyReviewsPath('pt-a', 'interview', 2, 'interview')).toBe('/company/pt-a?page=2');
    expect(companyReviewsPath('pt-a', 'company_review', 1, 'interview')).toBe('/company/pt-a?type=company_review');
    expect(companyReviewsPath('pt-a', 'salary', 3, 'interview')).toBe('/company/pt-a?type=salary&page=3');
  });
});
