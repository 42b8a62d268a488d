import { describe, expect, it } from 'vitest';
import { PROVINCES } from './locations-data';
import { postalCodeFor } from './postal-codes';

describe('postalCodeFor', () => {
  it('gives every seeded city five digits led by its own area, the same on every run', () => {
    for (const city of PROVINCES.flatMap((province) => province.cities)) expect(postalCodeFor('pt-contoh', city.slug)).toMatch(/^\d{5}$/);
    expect(postalCodeFor('sriwijaya-digital-kreasi-persada', 'cilegon')).toMatch(/^42\d{3}$/);
    expect(postalCodeFor('kencana-agro-sejahtera', 'jakarta-selatan')).toMatch(/^12\d{3}$/);
    expect(postalCodeFor('kencana-agro-sejahtera', 'medan')).toBe(postalCodeFor('kencana-agro-sejahtera', 'medan'));
  });
});
