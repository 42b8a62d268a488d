import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, metaDescription } from './meta-description';

describe('metaDescription', () => {
  it('keeps a short description as it is, on one line', () => {
    expect(metaDescription('Open jobs\n  in Jakarta. ')).toBe('Open jobs in Jakarta.');
  });

  it('cuts a long description at a word, within the limit', () => {
    const long = `${'Senior Software Engineering Manager at PT Sriwijaya Digital Kreasi Persada '.repeat(3)}end`;
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut).toMatch(/^Senior Software .* Persada Senior…$/);
  });
});
