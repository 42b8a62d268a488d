/** Invented Indonesian companies spread over industries and cities. */
import type { Prng } from './prng.js';
import { slugify } from './text-utils.js';
import { postalCodeFor } from './postal-codes.js';

export interface CompanySeed {
  slug: string;
  name: string;
  industrySlug: string;
  citySlug: string;
  logoUrl: string | null;
  address: string;
  postalCode: string;
  phone: string;
  overview: string;
  website: string;
  sizeBand: string;
  foundedYear: number;
  verified: boolean;
}

const PREFIXES = [
  'Nusantara',
  'Mitra',
  'Sinar',
  'Cahaya',
  'Bintang',
  'Karya',
  'Sentosa',
  'Mandiri',
  'Maju',
  'Prima',
  'Harapan',
  'Samudra',
  'Garuda',
  'Rajawali',
  'Merapi',
  'Borneo',
  'Andalas',
  'Sriwijaya',
  'Pelita',
  'Surya',
  'Anugerah',
  'Cipta',
  'Mega',
  'Artha',
  'Dharma',
  'Lintas',
  'Tunas',
  'Bumi',
  'Tirta',
  'Citra',
  'Graha',
  'Sakti',
  'Wijaya',
  'Kencana',
  'Bahari',
  'Permata',
  'Cendana',
  'Kartika',
  'Adhi',
  'Buana',
];
const SUFFIXES = [
  'Prima',
  'Utama',
  'Sejahtera',
  'Abadi',
  'Indonesia',
  'Mandiri',
  'Perkasa',
  'Gemilang',
  'Lestari',
  'Makmur',
  'Jaya',
  'Sentosa',
  'Persada',
  'Nusantara',
  'Raya',
  'Internasional',
];
const CORES: Record<string, string[]> = {
  'information-technology': ['Teknologi Digital', 'Solusi Data', 'Sistem Informatika', 'Digital Kreasi', 'Inovasi Teknologi'],
  'banking-financial-services': ['Finansial', 'Multifinance', 'Artha Finance', 'Dana Sejahtera', 'Investama'],
  manufacturing: ['Manufaktur', 'Industri', 'Plastindo', 'Metalindo', 'Kemasindo'],
  logistics: ['Logistik', 'Ekspres', 'Kargo', 'Transportasi', 'Ekspedisi'],
  retail: ['Retailindo', 'Swalayan', 'Niaga', 'Distribusi', 'Perdagangan'],
  healthcare: ['Medika', 'Husada', 'Farma', 'Sehat', 'Klinik'],
  hospitality: ['Hotel & Resort', 'Wisata', 'Hospitality', 'Griya Wisata', 'Tour'],
  'food-beverage': ['Pangan', 'Boga', 'Kuliner', 'Food Industries', 'Minuman'],
  'mining-energy': ['Tambang', 'Energi', 'Mineral', 'Batubara', 'Daya'],
  'construction-property': ['Konstruksi', 'Properti', 'Bangun', 'Realty', 'Karya Beton'],
  education: ['Edukasi', 'Pendidikan', 'Cendekia', 'Akademi', 'Belajar'],
  agribusiness: ['Agro', 'Perkebunan', 'Sawit', 'Tani', 'Agrindo'],
  telecommunications: ['Telekomunikasi', 'Telematika', 'Network', 'Seluler', 'Infrastruktur Digital'],
  ecommerce: ['Belanja Digital', 'Niaga Daring', 'Pasar Digital', 'Commerce', 'Marketplace'],
  automotive: ['Otomotif', 'Motor', 'Autoparts', 'Kendaraan', 'Auto'],
  insurance: ['Asuransi', 'Proteksi', 'Asuransi Jiwa', 'Perlindungan', 'Assurance'],
  'media-creative': ['Media', 'Kreatif', 'Komunika', 'Studio', 'Citra Media'],
  'professional-services': ['Konsultan', 'Solusi Bisnis', 'Advisory', 'Jasa Profesional', 'Manajemen'],
};
const STREETS = [
  'Jl. Jend. Sudirman',
  'Jl. M.H. Thamrin',
  'Jl. Gatot Subroto',
  'Jl. H.R. Rasuna Said',
  'Jl. Ahmad Yani',
  'Jl. Diponegoro',
  'Jl. Pahlawan',
  'Jl. Gajah Mada',
  'Jl. Hayam Wuruk',
  'Jl. Merdeka',
  'Jl. Asia Afrika',
  'Jl. Pemuda',
  'Jl. Basuki Rahmat',
  'Jl. Raya Industri',
  'Jl. Imam Bonjol',
  'Jl. Veteran',
  'Jl. Panglima Polim',
  'Jl. Kawasan Industri',
];
const AREA_CODES: Record<string, string> = {
  'jakarta-selatan': '21',
  'jakarta-pusat': '21',
  'jakarta-barat': '21',
  'jakarta-utara': '21',
  'jakarta-timur': '21',
  tangerang: '21',
  'tangerang-selatan': '21',
  bekasi: '21',
  cikarang: '21',
  depok: '21',
  bandung: '22',
  bogor: '251',
  karawang: '267',
  surabaya: '31',
  sidoarjo: '31',
  gresik: '31',
  semarang: '24',
  medan: '61',
  makassar: '411',
  yogyakarta: '274',
  denpasar: '361',
  batam: '778',
  palembang: '711',
  balikpapan: '542',
  malang: '341',
};
const SIZE_BANDS: [string, number][] = [
  ['1-10', 4],
  ['11-50', 14],
  ['51-200', 24],
  ['201-500', 20],
  ['501-1000', 14],
  ['1001-5000', 16],
  ['5001+', 8],
];
const OVERVIEW_EN = [
  (n: string, ind: string, city: string, y: number) =>
    `${n} is a ${ind.toLowerCase()} company headquartered in ${city}. Since ${y} we have grown from a small team into a trusted partner for customers across Indonesia.`,
  (n: string, ind: string, city: string, y: number) =>
    `Founded in ${y}, ${n} operates in ${ind.toLowerCase()} with its main office in ${city} and branches in several provinces.`,
];
const OVERVIEW_EN_2 = [
  'We invest in our people through structured training, clear career paths and a culture that values integrity and teamwork.',
  'Our teams combine local knowledge with international standards, and we are proud to offer stable careers with competitive benefits.',
  'We are expanding and looking for people who want to learn fast, take ownership and make a real difference for our customers.',
];
const OVERVIEW_ID = [
  (n: string, ind: string, city: string, y: number) =>
    `${n} adalah perusahaan di bidang ${ind.toLowerCase()} yang berkantor pusat di ${city}. Berdiri sejak ${y}, kami terus tumbuh dan melayani pelanggan di seluruh Indonesia.`,
];
const OVERVIEW_ID_2 = [
  'Kami percaya bahwa karyawan adalah aset utama perusahaan, sehingga kami menyediakan pelatihan, jenjang karier yang jelas dan lingkungan kerja yang kekeluargaan.',
  'Saat ini kami sedang berkembang dan membuka kesempatan bagi talenta terbaik untuk tumbuh bersama kami.',
];

export interface CityChoice {
  slug: string;
  name: string;
  weight: number;
}

export function generateCompanies(
  rng: Prng,
  count: number,
  industries: { slug: string; en: string; id: string }[],
  cities: CityChoice[],
): CompanySeed[] {
  const names = new Set<string>();
  const slugs = new Set<string>();
  const cityWeights = cities.map((c) => [c, c.weight] as const);
  const out: CompanySeed[] = [];
  for (let i = 0; i < count; i++) {
    const industry = industries[i % industries.length];
    if (!industry) throw new Error('no industries');
    const cores = CORES[industry.slug] ?? ['Usaha'];
    let name = '';
    for (let attempt = 0; attempt < 50 && (!name || names.has(name)); attempt++) {
      const parts = [rng.pick(PREFIXES), rng.pick(cores), rng.pick(SUFFIXES)];
      if (parts[0] === parts[2]) continue;
      name = `${industry.slug === 'healthcare' && rng.chance(0.4) ? 'RS' : 'PT'} ${parts.join(' ')}${rng.chance(0.05) ? ' Tbk' : ''}`;
    }
    // Large runs exhaust the word combinations; a branch number keeps names unique and plausible.
    for (let n = 2; names.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
    names.add(name);
    let slug = slugify(name.replace(/^(PT|RS) /, ''));
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(name.replace(/^(PT|RS) /, ''))}-${n}`;
    slugs.add(slug);

    const city = rng.weighted(cityWeights);
    const year = rng.int(1975, 2021);
    const area = AREA_CODES[city.slug];
    const phone = area
      ? `+62 ${area} ${rng.int(2000, 8999)} ${rng.int(1000, 9999)}`
      : `+62 8${rng.int(11, 59)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`;
    const english = rng.chance(0.65);
    const overview = english
      ? `${rng.pick(OVERVIEW_EN)(name, industry.en, city.name, year)}\n\n${rng.pick(OVERVIEW_EN_2)}`
      : `${rng.pick(OVERVIEW_ID)(name, industry.id, city.name, year)}\n\n${rng.pick(OVERVIEW_ID_2)}`;
    out.push({
      slug,
      name,
      industrySlug: industry.slug,
      citySlug: city.slug,
      // No picture: the site draws each company's monogram from its name (a fixed set of
      // pictures gave companies letters that were not theirs).
      logoUrl: null,
      address: `${rng.pick(STREETS)} No. ${rng.int(1, 250)}, ${city.name}`,
      postalCode: postalCodeFor(slug, city.slug),
      phone,
      overview,
      // The reserved .example TLD: invented companies must never link to real sites.
      website: `https://www.${slug}.example`,
      sizeBand: rng.weighted(SIZE_BANDS),
      foundedYear: year,
      verified: rng.chance(0.6),
    });
  }
  return out;
}
