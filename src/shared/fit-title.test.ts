import { describe, expect, it } from 'vitest';
import { shortenAtWord, TITLE_MAX } from './document-title';
import { fitTitle } from './fit-title';

type Parts = { position: string; company: string; city: string };
const full = (p: Parts) => `${p.position} at ${p.company}, ${p.city}`;
const short = (p: Parts) => `${p.position}, ${p.company}, ${p.city}`;

describe('shortenAtWord', () => {
  it('keeps whole words and marks the cut with an ellipsis', () => {
    expect(shortenAtWord('PT Sriwijaya Digital Kreasi Persada', 22)).toBe('PT Sriwijaya Digital…');
    expect(shortenAtWord('PT Sriwijaya Digital Kreasi Persada', 20)).toBe('PT Sriwijaya…');
    expect(shortenAtWord('Short', 20)).toBe('Short');
  });

  it('cuts inside a word only when the first word alone is too long', () => {
    expect(shortenAtWord('Supercalifragilistic', 6)).toBe('Super…');
  });
});

describe('fitTitle', () => {
  it('takes the fullest pattern that fits', () => {
    const parts = { position: 'Data Analyst', company: 'PT Tirta Energi Persada', city: 'Jakarta Barat' };
    expect(fitTitle([full, short], parts, ['company'])).toBe('Data Analyst at PT Tirta Energi Persada, Jakarta Barat');
  });

  it('falls back to the shorter pattern before cutting anything', () => {
    const parts = { position: 'Marketing Manager', company: 'PT Tunas Komunika Makmur', city: 'Jakarta Selatan' };
    expect(full(parts).length).toBe(TITLE_MAX + 2);
    expect(fitTitle([full, short], parts, ['company'])).toBe('Marketing Manager, PT Tunas Komunika Makmur, Jakarta Selatan');
  });

  it('takes words off whichever named part is longest, in turns, and never cuts the others', () => {
    const parts = { position: 'Software Engineering Intern', company: 'PT Sriwijaya Digital Kreasi Persada', city: 'Tangerang Selatan' };
    const title = fitTitle([full, short], parts, ['company', 'position']);
    expect(title).toBe('Software Engineering…, PT Sriwijaya…, Tangerang Selatan');
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it('shares the cut between parts, so company names that differ past their second word still differ', () => {
    const position = 'Senior Regional Business Development Manager';
    const one = fitTitle([full, short], { position, company: 'PT Nusantara Commerce Utama', city: 'Bekasi' }, ['company', 'position']);
    const other = fitTitle([full, short], { position, company: 'PT Nusantara Griya Wisata', city: 'Bekasi' }, ['company', 'position']);
    expect(one).toBe('Senior Regional Business…, PT Nusantara Commerce…, Bekasi');
    expect(other).toBe('Senior Regional Business…, PT Nusantara Griya Wisata, Bekasi');
  });

  it('cuts the whole title as a last resort', () => {
    const parts = { position: 'Engineer', company: 'PT A', city: 'A city whose name alone is longer than any title may be' };
    const title = fitTitle([full], parts, ['company']);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(title.endsWith('…')).toBe(true);
  });
});
