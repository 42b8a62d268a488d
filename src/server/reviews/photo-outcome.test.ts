import { describe, expect, it } from 'vitest';
import { FileRefused } from '../uploads/file-check';
import { UploadRefused } from '../uploads/receive-upload';
import { fieldOf, photoOutcomeOf, photoOutcomeQuery, photoRefusalOutcome } from './photo-outcome';

describe('the photo form outcome in the address', () => {
  it('carries a refusal as a code and reads it back, with the field it belongs to', () => {
    const outcome = photoRefusalOutcome(new FileRefused('wrong_type', 'gif'));
    expect(outcome).toEqual({ problem: 'wrong_type', detected: 'GIF' });
    expect(photoOutcomeOf(`?${photoOutcomeQuery(outcome!).toString()}`)).toEqual(outcome);
    expect(fieldOf('wrong_type')).toBe('file');
    expect(photoRefusalOutcome(new UploadRefused('too_large'))).toEqual({ problem: 'too_large' });
    expect(fieldOf('agree')).toBe('agree');
    expect(fieldOf('already')).toBe('form');
  });

  it("ignores made-up codes and details, so a crafted link cannot put words in the site's mouth", () => {
    expect(photoOutcomeOf('?error=Your+account+was+hacked')).toBeNull();
    expect(photoOutcomeOf('?error=wrong_type&detected=<b>x</b>')).toEqual({ problem: 'wrong_type' });
    expect(photoRefusalOutcome(new Error('boom'))).toBeNull();
  });
});
