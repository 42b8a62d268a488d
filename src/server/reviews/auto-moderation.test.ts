import { describe, expect, it } from 'vitest';
import { checkReview, containsBannedWord, containsContactDetails, similarity } from './auto-moderation';

const long = (value: string) => ({ value, minWords: 5 });

describe('automatic review checks', () => {
  it('finds e-mail addresses and Indonesian phone numbers, not ordinary numbers', () => {
    for (const text of ['mail hr@pt-x.co.id', 'hr [at] ptx [dot] com', 'WA 0812-3456-7890', 'call +62 812 3456 7890', 'tel 021-555-0123'])
      expect(containsContactDetails(text), text).toBe(true);
    for (const text of ['worked 2019 - 2023', 'salary 8.500.000 a month', 'team of 45 people, 3 shifts'])
      expect(containsContactDetails(text), text).toBe(false);
  });

  it('finds abuse in both languages, also with swapped characters, as whole words only', () => {
    expect(containsBannedWord('Atasan saya b4ngsat')).toBe(true);
    expect(containsBannedWord('What the FUCK')).toBe(true);
    expect(containsBannedWord('Scunthorpe office, babies room')).toBe(false);
  });

  it('rejects too-short answers and near copies, and passes an honest review', () => {
    expect(checkReview([long('Good')], [])).toEqual({ ok: false, reason: 'too_short' });
    const text = 'The managers coach new joiners patiently and promotions follow clear written criteria';
    expect(similarity(text, `${text}!`)).toBe(1);
    expect(checkReview([long(text)], [text.toUpperCase()])).toEqual({ ok: false, reason: 'duplicate' });
    expect(checkReview([long(text)], ['Completely different words about the canteen food and parking spaces'])).toEqual({ ok: true });
  });
});
