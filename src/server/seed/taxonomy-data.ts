/** Industries (for companies) and job categories (for jobs), bilingual. */
export interface TermSeed {
  slug: string;
  en: string;
  id: string;
}

export const INDUSTRIES: TermSeed[] = [
  { slug: 'information-technology', en: 'Information Technology', id: 'Teknologi Informasi' },
  { slug: 'banking-financial-services', en: 'Banking & Financial Services', id: 'Perbankan & Jasa Keuangan' },
  { slug: 'manufacturing', en: 'Manufacturing', id: 'Manufaktur' },
  { slug: 'logistics', en: 'Logistics & Transportation', id: 'Logistik & Transportasi' },
  { slug: 'retail', en: 'Retail & Consumer Goods', id: 'Ritel & Barang Konsumsi' },
  { slug: 'healthcare', en: 'Healthcare & Hospitals', id: 'Kesehatan & Rumah Sakit' },
  { slug: 'hospitality', en: 'Hospitality & Tourism', id: 'Perhotelan & Pariwisata' },
  { slug: 'food-beverage', en: 'Food & Beverage', id: 'Makanan & Minuman' },
  { slug: 'mining-energy', en: 'Mining & Energy', id: 'Pertambangan & Energi' },
  { slug: 'construction-property', en: 'Construction & Property', id: 'Konstruksi & Properti' },
  { slug: 'education', en: 'Education', id: 'Pendidikan' },
  { slug: 'agribusiness', en: 'Agribusiness & Plantations', id: 'Agribisnis & Perkebunan' },
  { slug: 'telecommunications', en: 'Telecommunications', id: 'Telekomunikasi' },
  { slug: 'ecommerce', en: 'E-commerce', id: 'E-commerce' },
  { slug: 'automotive', en: 'Automotive', id: 'Otomotif' },
  { slug: 'insurance', en: 'Insurance', id: 'Asuransi' },
  { slug: 'media-creative', en: 'Media & Creative', id: 'Media & Kreatif' },
  { slug: 'professional-services', en: 'Professional Services', id: 'Jasa Profesional' },
];

export const JOB_CATEGORIES: TermSeed[] = [
  { slug: 'information-technology', en: 'Information Technology', id: 'Teknologi Informasi' },
  { slug: 'accounting-finance', en: 'Accounting & Finance', id: 'Akuntansi & Keuangan' },
  { slug: 'sales', en: 'Sales', id: 'Penjualan' },
  { slug: 'marketing', en: 'Marketing & Communications', id: 'Pemasaran & Komunikasi' },
  { slug: 'healthcare', en: 'Healthcare & Medical', id: 'Kesehatan & Medis' },
  { slug: 'engineering', en: 'Engineering', id: 'Teknik' },
  { slug: 'manufacturing-production', en: 'Manufacturing & Production', id: 'Manufaktur & Produksi' },
  { slug: 'logistics-supply-chain', en: 'Logistics & Supply Chain', id: 'Logistik & Rantai Pasok' },
  { slug: 'human-resources', en: 'Human Resources', id: 'Sumber Daya Manusia' },
  { slug: 'administration', en: 'Administration & Office Support', id: 'Administrasi & Perkantoran' },
  { slug: 'customer-service', en: 'Customer Service', id: 'Layanan Pelanggan' },
  { slug: 'education-training', en: 'Education & Training', id: 'Pendidikan & Pelatihan' },
  { slug: 'hospitality-fnb', en: 'Hospitality & F&B', id: 'Perhotelan & F&B' },
  { slug: 'retail', en: 'Retail', id: 'Ritel' },
  { slug: 'design-creative', en: 'Design & Creative', id: 'Desain & Kreatif' },
  { slug: 'legal', en: 'Legal', id: 'Hukum' },
  { slug: 'construction', en: 'Construction', id: 'Konstruksi' },
  { slug: 'mining-energy', en: 'Mining & Energy', id: 'Pertambangan & Energi' },
  { slug: 'banking', en: 'Banking', id: 'Perbankan' },
  { slug: 'agriculture', en: 'Agriculture & Plantations', id: 'Pertanian & Perkebunan' },
];
