/**
 * Indonesia's 38 provinces (after the 2022 Papua split) and their main cities. Indonesian
 * names are official; English names differ only where English usage differs.
 * City slugs that would clash with a province slug get a "kota-" prefix.
 * `weight` steers where generated jobs land (Greater Jakarta dominates the real market).
 */
export interface ProvinceSeed {
  slug: string;
  nameId: string;
  nameEn: string;
  cities: { slug: string; name: string; weight: number }[];
}

export const PROVINCES: ProvinceSeed[] = [
  {
    slug: 'aceh',
    nameId: 'Aceh',
    nameEn: 'Aceh',
    cities: [
      { slug: 'banda-aceh', name: 'Banda Aceh', weight: 3 },
      { slug: 'lhokseumawe', name: 'Lhokseumawe', weight: 1 },
    ],
  },
  {
    slug: 'sumatera-utara',
    nameId: 'Sumatera Utara',
    nameEn: 'North Sumatra',
    cities: [
      { slug: 'medan', name: 'Medan', weight: 20 },
      { slug: 'binjai', name: 'Binjai', weight: 1 },
      { slug: 'pematangsiantar', name: 'Pematangsiantar', weight: 1 },
    ],
  },
  {
    slug: 'sumatera-barat',
    nameId: 'Sumatera Barat',
    nameEn: 'West Sumatra',
    cities: [
      { slug: 'padang', name: 'Padang', weight: 5 },
      { slug: 'bukittinggi', name: 'Bukittinggi', weight: 1 },
    ],
  },
  {
    slug: 'riau',
    nameId: 'Riau',
    nameEn: 'Riau',
    cities: [
      { slug: 'pekanbaru', name: 'Pekanbaru', weight: 6 },
      { slug: 'dumai', name: 'Dumai', weight: 1 },
    ],
  },
  {
    slug: 'kepulauan-riau',
    nameId: 'Kepulauan Riau',
    nameEn: 'Riau Islands',
    cities: [
      { slug: 'batam', name: 'Batam', weight: 10 },
      { slug: 'tanjungpinang', name: 'Tanjungpinang', weight: 1 },
    ],
  },
  { slug: 'jambi', nameId: 'Jambi', nameEn: 'Jambi', cities: [{ slug: 'kota-jambi', name: 'Jambi', weight: 2 }] },
  {
    slug: 'sumatera-selatan',
    nameId: 'Sumatera Selatan',
    nameEn: 'South Sumatra',
    cities: [
      { slug: 'palembang', name: 'Palembang', weight: 8 },
      { slug: 'lubuklinggau', name: 'Lubuklinggau', weight: 1 },
    ],
  },
  {
    slug: 'kepulauan-bangka-belitung',
    nameId: 'Kepulauan Bangka Belitung',
    nameEn: 'Bangka Belitung Islands',
    cities: [{ slug: 'pangkalpinang', name: 'Pangkalpinang', weight: 1 }],
  },
  { slug: 'bengkulu', nameId: 'Bengkulu', nameEn: 'Bengkulu', cities: [{ slug: 'kota-bengkulu', name: 'Bengkulu', weight: 1 }] },
  {
    slug: 'lampung',
    nameId: 'Lampung',
    nameEn: 'Lampung',
    cities: [
      { slug: 'bandar-lampung', name: 'Bandar Lampung', weight: 4 },
      { slug: 'metro', name: 'Metro', weight: 1 },
    ],
  },
  {
    slug: 'dki-jakarta',
    nameId: 'DKI Jakarta',
    nameEn: 'Jakarta',
    cities: [
      { slug: 'jakarta-selatan', name: 'Jakarta Selatan', weight: 60 },
      { slug: 'jakarta-pusat', name: 'Jakarta Pusat', weight: 40 },
      { slug: 'jakarta-barat', name: 'Jakarta Barat', weight: 30 },
      { slug: 'jakarta-utara', name: 'Jakarta Utara', weight: 22 },
      { slug: 'jakarta-timur', name: 'Jakarta Timur', weight: 20 },
    ],
  },
  {
    slug: 'jawa-barat',
    nameId: 'Jawa Barat',
    nameEn: 'West Java',
    cities: [
      { slug: 'bandung', name: 'Bandung', weight: 25 },
      { slug: 'bekasi', name: 'Bekasi', weight: 15 },
      { slug: 'cikarang', name: 'Cikarang', weight: 14 },
      { slug: 'karawang', name: 'Karawang', weight: 10 },
      { slug: 'bogor', name: 'Bogor', weight: 9 },
      { slug: 'depok', name: 'Depok', weight: 8 },
      { slug: 'cirebon', name: 'Cirebon', weight: 3 },
      { slug: 'sukabumi', name: 'Sukabumi', weight: 2 },
      { slug: 'tasikmalaya', name: 'Tasikmalaya', weight: 2 },
    ],
  },
  {
    slug: 'banten',
    nameId: 'Banten',
    nameEn: 'Banten',
    cities: [
      { slug: 'tangerang', name: 'Tangerang', weight: 22 },
      { slug: 'tangerang-selatan', name: 'Tangerang Selatan', weight: 14 },
      { slug: 'serang', name: 'Serang', weight: 3 },
      { slug: 'cilegon', name: 'Cilegon', weight: 4 },
    ],
  },
  {
    slug: 'jawa-tengah',
    nameId: 'Jawa Tengah',
    nameEn: 'Central Java',
    cities: [
      { slug: 'semarang', name: 'Semarang', weight: 14 },
      { slug: 'surakarta', name: 'Surakarta', weight: 5 },
      { slug: 'kudus', name: 'Kudus', weight: 2 },
      { slug: 'magelang', name: 'Magelang', weight: 1 },
      { slug: 'pekalongan', name: 'Pekalongan', weight: 1 },
      { slug: 'tegal', name: 'Tegal', weight: 1 },
    ],
  },
  {
    slug: 'di-yogyakarta',
    nameId: 'DI Yogyakarta',
    nameEn: 'Special Region of Yogyakarta',
    cities: [
      { slug: 'yogyakarta', name: 'Yogyakarta', weight: 8 },
      { slug: 'sleman', name: 'Sleman', weight: 3 },
    ],
  },
  {
    slug: 'jawa-timur',
    nameId: 'Jawa Timur',
    nameEn: 'East Java',
    cities: [
      { slug: 'surabaya', name: 'Surabaya', weight: 30 },
      { slug: 'sidoarjo', name: 'Sidoarjo', weight: 8 },
      { slug: 'malang', name: 'Malang', weight: 8 },
      { slug: 'gresik', name: 'Gresik', weight: 5 },
      { slug: 'kediri', name: 'Kediri', weight: 2 },
      { slug: 'jember', name: 'Jember', weight: 2 },
      { slug: 'madiun', name: 'Madiun', weight: 1 },
    ],
  },
  {
    slug: 'bali',
    nameId: 'Bali',
    nameEn: 'Bali',
    cities: [
      { slug: 'denpasar', name: 'Denpasar', weight: 9 },
      { slug: 'badung', name: 'Badung', weight: 6 },
    ],
  },
  {
    slug: 'nusa-tenggara-barat',
    nameId: 'Nusa Tenggara Barat',
    nameEn: 'West Nusa Tenggara',
    cities: [{ slug: 'mataram', name: 'Mataram', weight: 2 }],
  },
  {
    slug: 'nusa-tenggara-timur',
    nameId: 'Nusa Tenggara Timur',
    nameEn: 'East Nusa Tenggara',
    cities: [{ slug: 'kupang', name: 'Kupang', weight: 2 }],
  },
  {
    slug: 'kalimantan-barat',
    nameId: 'Kalimantan Barat',
    nameEn: 'West Kalimantan',
    cities: [
      { slug: 'pontianak', name: 'Pontianak', weight: 3 },
      { slug: 'singkawang', name: 'Singkawang', weight: 1 },
    ],
  },
  {
    slug: 'kalimantan-tengah',
    nameId: 'Kalimantan Tengah',
    nameEn: 'Central Kalimantan',
    cities: [{ slug: 'palangka-raya', name: 'Palangka Raya', weight: 1 }],
  },
  {
    slug: 'kalimantan-selatan',
    nameId: 'Kalimantan Selatan',
    nameEn: 'South Kalimantan',
    cities: [
      { slug: 'banjarmasin', name: 'Banjarmasin', weight: 3 },
      { slug: 'banjarbaru', name: 'Banjarbaru', weight: 1 },
    ],
  },
  {
    slug: 'kalimantan-timur',
    nameId: 'Kalimantan Timur',
    nameEn: 'East Kalimantan',
    cities: [
      { slug: 'balikpapan', name: 'Balikpapan', weight: 6 },
      { slug: 'samarinda', name: 'Samarinda', weight: 4 },
      { slug: 'bontang', name: 'Bontang', weight: 2 },
    ],
  },
  {
    slug: 'kalimantan-utara',
    nameId: 'Kalimantan Utara',
    nameEn: 'North Kalimantan',
    cities: [
      { slug: 'tarakan', name: 'Tarakan', weight: 1 },
      { slug: 'tanjung-selor', name: 'Tanjung Selor', weight: 1 },
    ],
  },
  {
    slug: 'sulawesi-utara',
    nameId: 'Sulawesi Utara',
    nameEn: 'North Sulawesi',
    cities: [
      { slug: 'manado', name: 'Manado', weight: 3 },
      { slug: 'bitung', name: 'Bitung', weight: 1 },
    ],
  },
  { slug: 'gorontalo', nameId: 'Gorontalo', nameEn: 'Gorontalo', cities: [{ slug: 'kota-gorontalo', name: 'Gorontalo', weight: 1 }] },
  { slug: 'sulawesi-tengah', nameId: 'Sulawesi Tengah', nameEn: 'Central Sulawesi', cities: [{ slug: 'palu', name: 'Palu', weight: 2 }] },
  { slug: 'sulawesi-barat', nameId: 'Sulawesi Barat', nameEn: 'West Sulawesi', cities: [{ slug: 'mamuju', name: 'Mamuju', weight: 1 }] },
  {
    slug: 'sulawesi-selatan',
    nameId: 'Sulawesi Selatan',
    nameEn: 'South Sulawesi',
    cities: [
      { slug: 'makassar', name: 'Makassar', weight: 10 },
      { slug: 'parepare', name: 'Parepare', weight: 1 },
    ],
  },
  {
    slug: 'sulawesi-tenggara',
    nameId: 'Sulawesi Tenggara',
    nameEn: 'Southeast Sulawesi',
    cities: [{ slug: 'kendari', name: 'Kendari', weight: 2 }],
  },
  { slug: 'maluku', nameId: 'Maluku', nameEn: 'Maluku', cities: [{ slug: 'ambon', name: 'Ambon', weight: 1 }] },
  {
    slug: 'maluku-utara',
    nameId: 'Maluku Utara',
    nameEn: 'North Maluku',
    cities: [
      { slug: 'ternate', name: 'Ternate', weight: 1 },
      { slug: 'sofifi', name: 'Sofifi', weight: 1 },
    ],
  },
  { slug: 'papua', nameId: 'Papua', nameEn: 'Papua', cities: [{ slug: 'jayapura', name: 'Jayapura', weight: 2 }] },
  { slug: 'papua-barat', nameId: 'Papua Barat', nameEn: 'West Papua', cities: [{ slug: 'manokwari', name: 'Manokwari', weight: 1 }] },
  {
    slug: 'papua-barat-daya',
    nameId: 'Papua Barat Daya',
    nameEn: 'Southwest Papua',
    cities: [{ slug: 'sorong', name: 'Sorong', weight: 1 }],
  },
  {
    slug: 'papua-tengah',
    nameId: 'Papua Tengah',
    nameEn: 'Central Papua',
    cities: [
      { slug: 'timika', name: 'Timika', weight: 1 },
      { slug: 'nabire', name: 'Nabire', weight: 1 },
    ],
  },
  {
    slug: 'papua-pegunungan',
    nameId: 'Papua Pegunungan',
    nameEn: 'Highland Papua',
    cities: [{ slug: 'wamena', name: 'Wamena', weight: 1 }],
  },
  { slug: 'papua-selatan', nameId: 'Papua Selatan', nameEn: 'South Papua', cities: [{ slug: 'merauke', name: 'Merauke', weight: 1 }] },
];
