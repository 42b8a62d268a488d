import { describe, expect, it } from 'vitest';
import { FileRefused } from '../uploads/file-check';
import { UploadRefused } from '../uploads/receive-upload';
import { outcomeOf, outcomeQuery, refusalOutcome } from './upload-outcome';

describe('file form outcomes', () => {
  it('travel through the address and back', () => {
    const saved = { kind: 'resume', result: 'saved' } as const;
    expect(outcomeOf(outcomeQuery(saved).toString())).toEqual(saved);
    const long = refusalOutcome('video', new FileRefused('too_long', undefined, undefined, 61.4))!;
    expect(outcomeQuery(long).toString()).toBe('upload=video.too_long&seconds=61');
    expect(outcomeOf('upload=video.too_long&seconds=61')).toEqual({ kind: 'video', result: 'refused', problem: 'too_long', seconds: 61 });
    expect(outcomeOf(outcomeQuery(refusalOutcome('resume', new FileRefused('wrong_type', 'exe'))!).toString())).toEqual({
      kind: 'resume',
      result: 'refused',
      problem: 'wrong_type',
      detected: 'EXE',
    });
    expect(refusalOutcome('avatar', new UploadRefused('too_large'))).toEqual({ kind: 'avatar', result: 'refused', problem: 'too_large' });
  });

  it('ignore what the site would never say: unknown kinds and codes, made-up details', () => {
    expect(outcomeOf('')).toBeNull();
    expect(outcomeOf('upload=passport.saved')).toBeNull();
    expect(outcomeOf('upload=resume.hacked')).toBeNull();
    expect(outcomeOf('upload=resume')).toBeNull();
    expect(outcomeOf('upload=resume.wrong_type&detected=%3Cscript%3E')).toEqual({
      kind: 'resume',
      result: 'refused',
      problem: 'wrong_type',
    });
    expect(outcomeOf('upload=video.too_long&seconds=-5')).toEqual({ kind: 'video', result: 'refused', problem: 'too_long' });
    expect(refusalOutcome('resume', new Error('boom'))).toBeNull();
  });
});
