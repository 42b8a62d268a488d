/** Static content pages (about, privacy, terms, FAQ) in both languages. */
import { PRIVACY_POLICY_EN, PRIVACY_POLICY_ID } from './privacy-policy-data.js';

const p = (...paras: string[]) => paras.map((t) => `<p>${t}</p>`).join('');

export const CONTENT_PAGES = [
  {
    key: 'about',
    slugEn: 'about',
    slugId: 'tentang-kami',
    titleEn: 'About us',
    titleId: 'Tentang kami',
    bodyEn: p(
      'Karir Nusantara is an Indonesian recruitment firm with more than 15 years of experience connecting people and companies across the archipelago.',
      'We help candidates find work that fits their skills and ambitions, and we help employers hire through applicant tracking, executive search, payroll and outsourcing, mass recruitment, assessments, and legal-document and HR consulting.',
      'Every candidate deserves to hear back. That is why we show the status of each application and publish salary ranges whenever our clients allow it.',
    ),
    bodyId: p(
      'Karir Nusantara adalah perusahaan rekrutmen Indonesia dengan pengalaman lebih dari 15 tahun menghubungkan orang dan perusahaan di seluruh Nusantara.',
      'Kami membantu kandidat menemukan pekerjaan yang sesuai dengan keterampilan dan cita-cita mereka, serta membantu perusahaan merekrut melalui sistem pelacakan pelamar, executive search, payroll dan outsourcing, rekrutmen massal, asesmen, serta konsultasi dokumen legal dan SDM.',
      'Setiap kandidat berhak mendapat kabar. Karena itu kami menampilkan status setiap lamaran dan mencantumkan kisaran gaji setiap kali klien mengizinkan.',
    ),
  },
  {
    key: 'privacy',
    slugEn: 'privacy-policy',
    slugId: 'kebijakan-privasi',
    titleEn: 'Privacy policy',
    titleId: 'Kebijakan privasi',
    bodyEn: PRIVACY_POLICY_EN,
    bodyId: PRIVACY_POLICY_ID,
  },
  {
    key: 'terms',
    slugEn: 'terms-and-conditions',
    slugId: 'syarat-dan-ketentuan',
    titleEn: 'Terms and conditions',
    titleId: 'Syarat dan ketentuan',
    bodyEn: p(
      'By creating an account you agree to provide accurate information and to use the site only to look for work for yourself.',
      'Job postings are published on behalf of employers. We check employers before publishing, but we never ask candidates for money at any stage. Report any job ad that does.',
      'Company reviews must be honest, first-hand and respectful. We moderate reviews before publishing them; employers may reply but cannot edit or remove them.',
    ),
    bodyId: p(
      'Dengan membuat akun, Anda setuju memberikan informasi yang benar dan menggunakan situs ini hanya untuk mencari pekerjaan bagi diri sendiri.',
      'Lowongan dipublikasikan atas nama perusahaan. Kami memeriksa perusahaan sebelum menayangkan lowongan, dan kami tidak pernah meminta uang dari kandidat pada tahap apa pun. Laporkan lowongan yang melakukannya.',
      'Ulasan perusahaan harus jujur, berdasarkan pengalaman langsung dan sopan. Kami memoderasi ulasan sebelum ditayangkan; perusahaan boleh membalas tetapi tidak dapat mengubah atau menghapusnya.',
    ),
  },
  {
    key: 'faq',
    slugEn: 'faq',
    slugId: 'tanya-jawab',
    titleEn: 'Frequently asked questions',
    titleId: 'Pertanyaan yang sering diajukan',
    bodyEn: p('Answers to the questions candidates ask us most often.'),
    bodyId: p('Jawaban atas pertanyaan yang paling sering diajukan kandidat.'),
  },
];

export const FAQS = [
  {
    qEn: 'Is it free to apply for jobs?',
    qId: 'Apakah melamar pekerjaan gratis?',
    aEn: 'Yes. Candidates never pay anything, at any stage. If someone asks you for money in our name, please report it.',
    aId: 'Ya. Kandidat tidak pernah dipungut biaya apa pun di tahap mana pun. Jika ada yang meminta uang atas nama kami, mohon laporkan.',
  },
  {
    qEn: 'How do I know the status of my application?',
    qId: 'Bagaimana saya mengetahui status lamaran?',
    aEn: 'Open "Job applications" in your account. Each application shows its current stage, such as viewed, shortlisted or interview.',
    aId: 'Buka "Lamaran kerja" di akun Anda. Setiap lamaran menampilkan tahapannya saat ini, misalnya dilihat, masuk daftar pendek atau wawancara.',
  },
  {
    qEn: 'Can I hide my profile from my current employer?',
    qId: 'Bisakah saya menyembunyikan profil dari perusahaan tempat saya bekerja?',
    aEn: 'Your profile is private by default. Only employers you apply to can see it, unless you make it public.',
    aId: 'Profil Anda privat secara bawaan. Hanya perusahaan yang Anda lamar yang dapat melihatnya, kecuali Anda menjadikannya publik.',
  },
  {
    qEn: 'How long can my profile video be?',
    qId: 'Berapa lama durasi video profil?',
    aEn: 'Up to one minute. We recommend recording in Chrome.',
    aId: 'Maksimal satu menit. Kami menyarankan merekam menggunakan Chrome.',
  },
  {
    qEn: 'Are company reviews anonymous?',
    qId: 'Apakah ulasan perusahaan anonim?',
    aEn: 'Yes, reviews are published without your name unless you choose otherwise.',
    aId: 'Ya, ulasan ditayangkan tanpa nama Anda kecuali Anda memilih sebaliknya.',
  },
  {
    qEn: 'Why do some jobs not show a salary?',
    qId: 'Mengapa beberapa lowongan tidak menampilkan gaji?',
    aEn: 'Some employers prefer not to publish the range. It is still used to match your salary filter, but never shown.',
    aId: 'Beberapa perusahaan memilih tidak menampilkan kisaran gaji. Kisaran itu tetap dipakai untuk filter gaji Anda, tetapi tidak pernah ditampilkan.',
  },
];
