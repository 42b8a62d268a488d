import { describe, expect, it } from 'vitest';
import { interviewResponseSchema } from './interview-response-schema';
import { toErrorsMap } from './to-errors-map';
import { withdrawApplicationSchema } from './withdraw-application-schema';

function errors(input: Record<string, unknown>) {
  const result = interviewResponseSchema.safeParse(input);
  return result.success ? {} : toErrorsMap(result.error, ['invitation', 'response', 'note']);
}

describe('interviewResponseSchema', () => {
  it('drops characters no one can type (a NUL made PostgreSQL refuse the note: a 500 that lost it)', () => {
    expect(interviewResponseSchema.parse({ invitation: '7', response: 'reschedule_requested', note: 'Please\u0000 later' })).toEqual({
      invitation: 7,
      response: 'reschedule_requested',
      note: 'Please later',
      time: null,
    });
    // A note of nothing but a NUL is no note.
    expect(errors({ invitation: '7', response: 'reschedule_requested', note: '\u0000' })).toEqual({
      note: ['jobs:interviews.noteRequired'],
    });
  });

  it('takes the proposed time accepted as an instant, and refuses what is not a time', () => {
    expect(interviewResponseSchema.parse({ invitation: '7', response: 'accepted', time: '2030-03-05T07:30:00.000Z' }).time).toBe(
      '2030-03-05T07:30:00.000Z',
    );
    expect(errors({ invitation: '7', response: 'accepted', time: 'soon' })).toEqual({ time: ['jobs:interviews.chooseTime'] });
  });

  it('counts a line break as one character, as the textarea did (the browser posts CRLF)', () => {
    const note = Array.from({ length: 20 }, () => 'x'.repeat(99)).join('\r\n') + 'y';
    expect(note.replace(/\r\n/g, '\n')).toHaveLength(2000);
    expect(interviewResponseSchema.parse({ invitation: '7', response: 'accepted', note }).note).toHaveLength(2000);
    expect(errors({ invitation: '7', response: 'accepted', note: `${note}z` })).toEqual({ note: ['jobs:interviews.noteTooLong'] });
  });

  it("a post without the invitation says it was not found, not zod's English", () => {
    expect(errors({ response: 'declined' })).toEqual({ invitation: ['jobs:interviews.notFound'] });
  });
});

describe('withdrawApplicationSchema', () => {
  it("a post without the application says it was not found, not zod's English", () => {
    const result = withdrawApplicationSchema.safeParse({ confirm: 'on' });
    expect(result.success).toBe(false);
    expect(result.success ? {} : toErrorsMap(result.error, ['application', 'confirm'])).toEqual({
      application: ['jobs:applications.notFound'],
    });
  });
});
