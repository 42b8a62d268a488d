/** The site content: menus, footer, social links and the option lists behind selects. */
import { SITE_NAME } from './company-site-data.js';

/** `idPath` where the Indonesian address differs (translated content-page slugs). */
const link = (en: string, id: string, path: string, idPath?: string) => ({
  label: { en, id },
  path: idPath ? { en: path, id: idPath } : path,
});

export const SITE_SETTINGS = {
  siteName: SITE_NAME,
  // The square mark: the header sets the site name beside it (the wordmark is /images/logo.svg).
  logo: '/icons/icon.svg',
  locale: 'en-US',
  baseCurrency: 'IDR',
  currencySymbol: 'Rp',
  menus: {
    header: [
      link('Find jobs', 'Cari lowongan', '/explore-jobs'),
      link('Companies', 'Perusahaan', '/company'),
      link('Insight', 'Wawasan', '/insight'),
      link('Blog', 'Blog', '/blog'),
      link('About', 'Tentang kami', '/about'),
    ],
    footer: [
      {
        title: { en: 'Candidates', id: 'Kandidat' },
        links: [
          link('Find jobs', 'Cari lowongan', '/explore-jobs'),
          link('English assessment', 'Asesmen Bahasa Inggris', '/assessment/english'),
          link('Personality test', 'Tes kepribadian', '/assessment/personality'),
          link('Career articles', 'Artikel karier', '/blog'),
        ],
      },
      {
        title: { en: 'Company', id: 'Perusahaan' },
        links: [
          link('About us', 'Tentang kami', '/about'),
          link('Our team', 'Tim kami', '/team'),
          link('Contact us', 'Hubungi kami', '/contact-us'),
          link('FAQ', 'Tanya jawab', '/page/faq', '/page/tanya-jawab'),
        ],
      },
      {
        title: { en: 'Legal', id: 'Legal' },
        links: [
          link('Privacy policy', 'Kebijakan privasi', '/page/privacy-policy', '/page/kebijakan-privasi'),
          link('Terms and conditions', 'Syarat dan ketentuan', '/page/terms-and-conditions', '/page/syarat-dan-ketentuan'),
        ],
      },
    ],
  },
  footerContent: {
    en: 'Karir Nusantara connects candidates and employers across Indonesia. Over 15 years of recruitment, assessment and HR services.',
    id: 'Karir Nusantara menghubungkan kandidat dan perusahaan di seluruh Indonesia. Lebih dari 15 tahun layanan rekrutmen, asesmen dan SDM.',
  },
  footerBgImageEnable: true,
  footerBgImageUrl: '/images/gallery/photo-6.jpg',
  socialMedia: [
    { network: 'instagram', url: 'https://www.instagram.com/karirnusantara.example' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/karirnusantara-example' },
    { network: 'facebook', url: 'https://www.facebook.com/karirnusantara.example' },
    { network: 'youtube', url: 'https://www.youtube.com/@karirnusantara-example' },
    { network: 'tiktok', url: 'https://www.tiktok.com/@karirnusantara.example' },
  ],
  optionSelect: {
    gender: [
      { value: 'male', en: 'Male', id: 'Laki-laki' },
      { value: 'female', en: 'Female', id: 'Perempuan' },
      { value: 'undisclosed', en: 'Prefer not to say', id: 'Tidak ingin menyebutkan' },
    ],
    relationship_status: [
      { value: 'single', en: 'Single', id: 'Belum menikah' },
      { value: 'married', en: 'Married', id: 'Menikah' },
      { value: 'divorced', en: 'Divorced', id: 'Cerai' },
      { value: 'widowed', en: 'Widowed', id: 'Janda/Duda' },
      { value: 'undisclosed', en: 'Prefer not to say', id: 'Tidak ingin menyebutkan' },
    ],
    residence_status: [
      { value: 'own_home', en: 'Own home', id: 'Rumah sendiri' },
      { value: 'rented', en: 'Rented', id: 'Sewa/kos' },
      { value: 'with_family', en: 'With family', id: 'Bersama keluarga' },
      { value: 'company_housing', en: 'Company housing', id: 'Mes perusahaan' },
      { value: 'other', en: 'Other', id: 'Lainnya' },
    ],
    job_seeking_status: [
      { value: 'actively_looking', en: 'Actively looking', id: 'Aktif mencari kerja' },
      { value: 'open_to_offers', en: 'Open to offers', id: 'Terbuka untuk tawaran' },
      { value: 'not_looking', en: 'Not looking', id: 'Tidak sedang mencari' },
    ],
    availability: [
      { value: 'immediately', en: 'Immediately', id: 'Segera' },
      { value: '1_week', en: 'Within 1 week', id: 'Dalam 1 minggu' },
      { value: '2_weeks', en: 'Within 2 weeks', id: 'Dalam 2 minggu' },
      { value: '1_month', en: 'Within 1 month', id: 'Dalam 1 bulan' },
      { value: '2_months', en: 'Within 2 months', id: 'Dalam 2 bulan' },
      { value: '3_months_plus', en: '3 months or more', id: '3 bulan atau lebih' },
    ],
    degree: [
      { value: 'high_school', en: 'High school (SMA)', id: 'SMA' },
      { value: 'vocational_school', en: 'Vocational school (SMK)', id: 'SMK' },
      { value: 'diploma', en: 'Diploma (D1–D4)', id: 'Diploma (D1–D4)' },
      { value: 'bachelor', en: 'Bachelor (S1)', id: 'Sarjana (S1)' },
      { value: 'master', en: 'Master (S2)', id: 'Magister (S2)' },
      { value: 'doctorate', en: 'Doctorate (S3)', id: 'Doktor (S3)' },
      { value: 'other', en: 'Other', id: 'Lainnya' },
    ],
    review_rating: [1, 2, 3, 4, 5].map((v) => ({ value: String(v), en: `${v} star${v > 1 ? 's' : ''}`, id: `${v} bintang` })),
  },
};
