import { describe, expect, it } from 'vitest';
import { echoedList, echoValues } from './form-result';

describe('echoValues', () => {
  it('keeps every ticked box of a group, single fields as typed, and never a password', () => {
    const form = new FormData();
    form.append('$ACTION_ID_x', '');
    form.append('cover_letter', 'Saya tertarik.');
    form.append('q_3', 'Excel');
    form.append('q_3', 'SAP');
    form.append('q_4', 'SIM C');
    form.append('password', 'rahasia-123');
    const values = echoValues(form);
    expect(values).toEqual({ cover_letter: 'Saya tertarik.', q_3: ['Excel', 'SAP'], q_4: 'SIM C' });
    expect(echoedList(values, 'q_3')).toEqual(['Excel', 'SAP']);
    expect(echoedList(values, 'q_4')).toEqual(['SIM C']);
    expect(echoedList(values, 'q_9')).toEqual([]);
  });
});
