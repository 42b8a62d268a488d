import { describe, expect, it } from 'vitest';
import { benefitsSchema, interviewSchema, salarySchema } from './review-schemas';

describe('review schemas', () => {
  const salary = {
    company: 'pt-x',
    job_title: 'Kasir',
    employment_type: 'FULL_TIME',
    base_pay: '5,000,000',
    period: 'MONTH',
    years_experience: '2',
    city: 'Bogor',
    employment_status: 'former',
    agree: 'on',
  };

  it('takes a salary with optional allowances and bonus, and says which field is wrong', () => {
    expect(salarySchema.parse(salary)).toMatchObject({ base_pay: 5_000_000, allowances: null, bonus: null, years_experience: 2 });
    const bad = salarySchema.safeParse({ ...salary, base_pay: '5,000,000.25', bonus: '-3', agree: undefined, period: 'WEEK' });
    expect(bad.success).toBe(false);
    const fields = bad.error!.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'base_pay:validation:money_decimals',
        'bonus:validation:money',
        'agree:validation:agreement_required',
        'period:reviews:errors.choose',
      ]),
    );
  });

  it('reads the benefit checklist as a list of known codes and the interview questions one per line', () => {
    expect(
      benefitsSchema.parse({ company: 'pt-x', benefits: ['thr', 'thr', 'remote_work'], rating: 4, comment: 'ok', agree: true }).benefits,
    ).toEqual(['thr', 'remote_work']);
    expect(benefitsSchema.safeParse({ company: 'pt-x', benefits: ['free_yacht'], rating: '4', comment: 'ok', agree: 'on' }).success).toBe(
      false,
    );
    expect(benefitsSchema.safeParse({ company: 'pt-x', rating: '4', comment: 'ok', agree: 'on' }).error?.issues[0]?.message).toBe(
      'reviews:errors.benefits',
    );
    const interview = interviewSchema.parse({
      company: 'pt-x',
      job_title: 'QC',
      month: '3',
      year: '2025',
      source: 'online',
      experience: 'neutral',
      difficulty: '2',
      process: 'Two rounds',
      questions: 'Why us?\r\n\r\n  Tell me about yourself  \n',
      outcome: 'waiting',
      agree: 'on',
    });
    expect(interview.questions).toEqual(['Why us?', 'Tell me about yourself']);
  });
});
