import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, canEmployerMove, canInviteToInterview, employerMovesFrom } from './application-status';

describe("the employer's state machine", () => {
  it('moves forward along the pipeline, skipping steps, with not_selected from every open status', () => {
    expect(employerMovesFrom('applied')).toEqual(['viewed', 'shortlisted', 'assessment', 'interview', 'offered', 'not_selected']);
    expect(employerMovesFrom('shortlisted')).toEqual(['assessment', 'interview', 'offered', 'not_selected']);
    expect(employerMovesFrom('interview')).toEqual(['offered', 'not_selected']);
  });

  it('hires only after an offer, never moves back, and never withdraws for the candidate', () => {
    expect(employerMovesFrom('offered')).toEqual(['hired', 'not_selected']);
    for (const from of APPLICATION_STATUSES) {
      expect(canEmployerMove(from, 'withdrawn'), from).toBe(false);
      expect(canEmployerMove(from, from), from).toBe(false);
      expect(canEmployerMove(from, 'hired'), from).toBe(from === 'offered');
    }
    expect(canEmployerMove('interview', 'shortlisted')).toBe(false);
  });

  it('leaves a closed application where it is', () => {
    for (const closed of ['hired', 'not_selected', 'withdrawn'] as const) expect(employerMovesFrom(closed)).toEqual([]);
  });

  it('invites to an interview up to the interview step only', () => {
    expect(APPLICATION_STATUSES.filter(canInviteToInterview)).toEqual(['applied', 'viewed', 'shortlisted', 'assessment', 'interview']);
  });
});
