/**
 * Plausible Indonesian postal codes (kode pos) for invented companies: the real leading two
 * digits of the company's city, or of its province, and three digits from the company's slug.
 * Taken from the slug, not from the seed's random stream, so adding them changed no other
 * generated value (names, cities and reviews stay what tests know them as).
 */
import { PROVINCES } from './locations-data.js';

/** The first two digits of the city's postal codes, where they differ from its province's. */
const CITY_PREFIX: Record<string, string> = {
  'jakarta-pusat': '10',
  'jakarta-barat': '11',
  'jakarta-selatan': '12',
  'jakarta-timur': '13',
  'jakarta-utara': '14',
  bekasi: '17',
  cikarang: '17',
  bogor: '16',
  depok: '16',
  karawang: '41',
  cilegon: '42',
  serang: '42',
  malang: '65',
  kediri: '64',
  'kota-batu': '65',
  sidoarjo: '61',
  gresik: '61',
  solo: '57',
  surakarta: '57',
  balikpapan: '76',
  samarinda: '75',
  manado: '95',
  makassar: '90',
  batam: '29',
  tanjungpinang: '29',
};

const PROVINCE_PREFIX: Record<string, string> = {
  aceh: '23',
  'sumatera-utara': '20',
  'sumatera-barat': '25',
  riau: '28',
  'kepulauan-riau': '29',
  jambi: '36',
  'sumatera-selatan': '30',
  'kepulauan-bangka-belitung': '33',
  bengkulu: '38',
  lampung: '35',
  'dki-jakarta': '12',
  'jawa-barat': '40',
  banten: '15',
  'jawa-tengah': '50',
  'di-yogyakarta': '55',
  'jawa-timur': '60',
  bali: '80',
  'nusa-tenggara-barat': '83',
  'nusa-tenggara-timur': '85',
  'kalimantan-barat': '78',
  'kalimantan-tengah': '73',
  'kalimantan-selatan': '70',
  'kalimantan-timur': '75',
  'kalimantan-utara': '77',
  'sulawesi-utara': '95',
  gorontalo: '96',
  'sulawesi-tengah': '94',
  'sulawesi-barat': '91',
  'sulawesi-selatan': '90',
  'sulawesi-tenggara': '93',
  maluku: '97',
  'maluku-utara': '97',
  papua: '99',
  'papua-barat': '98',
  'papua-barat-daya': '98',
  'papua-tengah': '98',
  'papua-pegunungan': '99',
  'papua-selatan': '99',
};

const provinceOfCity = new Map(PROVINCES.flatMap((province) => province.cities.map((city) => [city.slug, province.slug] as const)));

/** A five-digit postal code for a company in `citySlug`, the same for the same slug on every run. */
export function postalCodeFor(companySlug: string, citySlug: string): string {
  const prefix = CITY_PREFIX[citySlug] ?? PROVINCE_PREFIX[provinceOfCity.get(citySlug) ?? ''] ?? '10';
  let hash = 0;
  for (const char of companySlug) hash = (hash * 31 + char.charCodeAt(0)) % 900;
  return `${prefix}${String(111 + (hash % 889)).padStart(3, '0')}`;
}
