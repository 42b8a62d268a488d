/**
 * The recruitment firm's own content: team, services, testimonials, clients, figures,
 * insight items. "Karir Nusantara" is a placeholder brand until the firm's name is final.
 */
export const SITE_NAME = 'Karir Nusantara';

export const TEAM_MEMBERS = [
  {
    name: 'Andreas Wibisono',
    roleEn: 'Founder & Managing Director',
    roleId: 'Pendiri & Direktur Utama',
    bioEn: 'Andreas founded the firm in 2009 after a decade in executive search and still leads our board-level assignments.',
    bioId:
      'Andreas mendirikan perusahaan pada 2009 setelah sepuluh tahun berkarier di executive search dan hingga kini memimpin penugasan tingkat direksi.',
  },
  {
    name: 'Sri Rahayu',
    roleEn: 'Head of Executive Search',
    roleId: 'Kepala Executive Search',
    bioEn: 'Sri places finance and operations leaders for manufacturing and consumer goods clients across Java.',
    bioId: 'Sri menempatkan pemimpin keuangan dan operasional untuk klien manufaktur dan barang konsumsi di seluruh Jawa.',
  },
  {
    name: 'Michael Tanoto',
    roleEn: 'Technology Recruitment Lead',
    roleId: 'Pimpinan Rekrutmen Teknologi',
    bioEn: 'A former software engineer, Michael helps startups and banks build their engineering and data teams.',
    bioId: 'Mantan software engineer, Michael membantu startup dan bank membangun tim engineering dan data mereka.',
  },
  {
    name: 'Nurul Hidayah',
    roleEn: 'Assessment Psychologist',
    roleId: 'Psikolog Asesmen',
    bioEn: 'Nurul designs our assessment centres and leads the English and personality testing programme.',
    bioId: 'Nurul merancang assessment center kami dan memimpin program tes Bahasa Inggris serta kepribadian.',
  },
  {
    name: 'Bayu Pratama',
    roleEn: 'Mass Recruitment Manager',
    roleId: 'Manajer Rekrutmen Massal',
    bioEn: 'Bayu runs high-volume hiring for factories, warehouses and retail chains, from sourcing to onboarding.',
    bioId: 'Bayu menangani rekrutmen dalam jumlah besar untuk pabrik, gudang dan jaringan ritel, dari sourcing hingga onboarding.',
  },
  {
    name: 'Maria Simanjuntak',
    roleEn: 'Payroll & Outsourcing Manager',
    roleId: 'Manajer Payroll & Outsourcing',
    bioEn: 'Maria makes sure thousands of outsourced employees are paid correctly and on time every month.',
    bioId: 'Maria memastikan ribuan karyawan outsourcing menerima gaji yang tepat dan tepat waktu setiap bulan.',
  },
  {
    name: 'Ketut Ariana',
    roleEn: 'HR Legal Consultant',
    roleId: 'Konsultan Hukum SDM',
    bioEn: 'Ketut advises clients on employment contracts, company regulations and labour compliance.',
    bioId: 'Ketut memberi nasihat kepada klien tentang kontrak kerja, peraturan perusahaan dan kepatuhan ketenagakerjaan.',
  },
  {
    name: 'Fitri Handayani',
    roleEn: 'Candidate Experience Lead',
    roleId: 'Pimpinan Pengalaman Kandidat',
    bioEn: "Fitri makes sure every candidate hears back from us and looks after this website's community.",
    bioId: 'Fitri memastikan setiap kandidat mendapat kabar dari kami dan mengelola komunitas di situs ini.',
  },
];

export const SERVICES = [
  {
    slug: 'applicant-tracking',
    icon: 'ats',
    titleEn: 'Applicant Tracking',
    titleId: 'Sistem Pelacakan Pelamar',
    summaryEn: 'Post jobs, screen applicants and move them through your hiring stages in one place.',
    summaryId: 'Pasang lowongan, saring pelamar dan kelola tahapan rekrutmen dalam satu tempat.',
    bodyEn:
      'Our applicant tracking system gives your team a shared pipeline, screening questions, interview scheduling and status updates that keep candidates informed.',
    bodyId:
      'Sistem pelacakan pelamar kami memberi tim Anda alur rekrutmen bersama, pertanyaan penyaringan, penjadwalan wawancara dan pembaruan status agar kandidat selalu mendapat kabar.',
  },
  {
    slug: 'executive-search',
    icon: 'search',
    titleEn: 'Executive Search',
    titleId: 'Executive Search',
    summaryEn: 'Confidential search for directors and senior managers.',
    summaryId: 'Pencarian rahasia untuk direktur dan manajer senior.',
    bodyEn:
      'Consultants with industry experience map the market, approach passive candidates and assess leadership fit before you meet a shortlist.',
    bodyId:
      'Konsultan berpengalaman di industri Anda memetakan pasar, mendekati kandidat pasif dan menilai kecocokan kepemimpinan sebelum Anda bertemu daftar pendek kandidat.',
  },
  {
    slug: 'payroll-outsourcing',
    icon: 'payroll',
    titleEn: 'Payroll & Outsourcing',
    titleId: 'Payroll & Outsourcing',
    summaryEn: 'Accurate payroll, BPJS and tax administration, and compliant outsourced staff.',
    summaryId: 'Penggajian, administrasi BPJS dan pajak yang akurat, serta tenaga alih daya yang patuh aturan.',
    bodyEn: 'We run payroll, PPh 21, BPJS and THR calculations for your employees, or employ and manage outsourced staff on your behalf.',
    bodyId:
      'Kami mengelola penggajian, PPh 21, BPJS dan perhitungan THR karyawan Anda, atau merekrut dan mengelola tenaga alih daya atas nama Anda.',
  },
  {
    slug: 'mass-recruitment',
    icon: 'people',
    titleEn: 'Mass Recruitment',
    titleId: 'Rekrutmen Massal',
    summaryEn: 'Hundreds of hires for plants, warehouses and stores, on schedule.',
    summaryId: 'Ratusan karyawan untuk pabrik, gudang dan toko, sesuai jadwal.',
    bodyEn:
      'Job fairs, campus and community sourcing, on-site testing and medical checks, organised so that a new site opens fully staffed.',
    bodyId:
      'Bursa kerja, sourcing kampus dan komunitas, tes di lokasi serta pemeriksaan kesehatan, diatur agar lokasi baru Anda dibuka dengan tim lengkap.',
  },
  {
    slug: 'assessments',
    icon: 'assessment',
    titleEn: 'Assessments',
    titleId: 'Asesmen',
    summaryEn: 'English, aptitude and personality testing, and assessment centres.',
    summaryId: 'Tes Bahasa Inggris, bakat dan kepribadian, serta assessment center.',
    bodyEn: 'Validated tests and structured assessment centres led by licensed psychologists help you choose and develop the right people.',
    bodyId:
      'Tes tervalidasi dan assessment center terstruktur yang dipimpin psikolog berlisensi membantu Anda memilih dan mengembangkan orang yang tepat.',
  },
  {
    slug: 'legal-hr-consulting',
    icon: 'legal',
    titleEn: 'Legal Documents & HR Consulting',
    titleId: 'Dokumen Legal & Konsultasi SDM',
    summaryEn: 'Employment contracts, company regulations and HR policies that follow Indonesian law.',
    summaryId: 'Kontrak kerja, peraturan perusahaan dan kebijakan SDM yang sesuai hukum Indonesia.',
    bodyEn:
      'We draft and review PKWT and PKWTT contracts, company regulations (Peraturan Perusahaan) and HR policies, and advise on restructuring.',
    bodyId:
      'Kami menyusun dan meninjau kontrak PKWT dan PKWTT, Peraturan Perusahaan dan kebijakan SDM, serta memberi nasihat saat restrukturisasi.',
  },
];

export const TESTIMONIALS = [
  {
    authorName: 'Rizky Ramadhan',
    roleEn: 'Backend Engineer',
    roleId: 'Backend Engineer',
    companyName: 'PT Nusantara Teknologi Digital Prima',
    kind: 'candidate',
    quoteEn: 'I received a clear update after every stage. Three weeks after applying I signed my offer.',
    quoteId: 'Saya selalu mendapat kabar di setiap tahap. Tiga minggu setelah melamar, saya menandatangani tawaran kerja.',
  },
  {
    authorName: 'Ayu Kartika',
    roleEn: 'Staff Accountant',
    roleId: 'Staf Akuntansi',
    companyName: 'PT Sinar Pangan Sejahtera',
    kind: 'candidate',
    quoteEn: 'The English assessment on my profile helped me stand out as a fresh graduate.',
    quoteId: 'Hasil asesmen Bahasa Inggris di profil membuat saya menonjol sebagai lulusan baru.',
  },
  {
    authorName: 'Hendra Gunawan',
    roleEn: 'HR Director',
    roleId: 'Direktur SDM',
    companyName: 'PT Mitra Manufaktur Utama',
    kind: 'client',
    quoteEn: 'They staffed our new Karawang plant with 400 operators in six weeks, without cutting corners on checks.',
    quoteId: 'Mereka mengisi 400 operator untuk pabrik baru kami di Karawang dalam enam minggu, tanpa mengabaikan pemeriksaan.',
  },
  {
    authorName: 'Dian Puspitasari',
    roleEn: 'Nurse',
    roleId: 'Perawat',
    companyName: 'RS Harapan Husada',
    kind: 'candidate',
    quoteEn: 'Applying from my phone took five minutes, and the interview invitation arrived the next day.',
    quoteId: 'Melamar dari ponsel hanya lima menit, dan undangan wawancara datang keesokan harinya.',
  },
  {
    authorName: 'Yohanes Setiawan',
    roleEn: 'CEO',
    roleId: 'CEO',
    companyName: 'PT Lintas Logistik Perkasa',
    kind: 'client',
    quoteEn: 'Their payroll team took a monthly headache off our hands. Our people are paid right, every time.',
    quoteId: 'Tim payroll mereka menghilangkan sakit kepala bulanan kami. Karyawan kami selalu dibayar dengan benar.',
  },
  {
    authorName: 'Siti Nurhaliza Putri',
    roleEn: 'Digital Marketing Specialist',
    roleId: 'Digital Marketing Specialist',
    companyName: null,
    kind: 'candidate',
    quoteEn: 'The salary ranges on job ads saved me from applying to roles that could never meet my expectations.',
    quoteId: 'Kisaran gaji di iklan lowongan membuat saya tidak membuang waktu melamar posisi yang tidak sesuai harapan.',
  },
];

export const CLIENT_LOGOS = Array.from({ length: 12 }, (_, i) => ({
  name:
    [
      'Bank Artha Sentosa',
      'Garuda Otomotif',
      'Sinar Pangan',
      'Borneo Agro',
      'Cahaya Retail',
      'Samudra Kargo',
      'Permata Medika',
      'Tirta Minuman',
      'Rajawali Energi',
      'Buana Telekomunikasi',
      'Graha Properti',
      'Cendekia Edukasi',
    ][i] ?? `Client ${i + 1}`,
  logoUrl: `/images/clients/client-${i + 1}.svg`,
}));

export const CLIENT_STATS = [
  { key: 'years_experience', value: 15, suffix: '+', labelEn: 'Years of experience', labelId: 'Tahun pengalaman' },
  { key: 'clients', value: 500, suffix: '+', labelEn: 'Client companies', labelId: 'Perusahaan klien' },
  { key: 'placements', value: 25000, suffix: '+', labelEn: 'Candidates placed', labelId: 'Kandidat ditempatkan' },
  { key: 'cities', value: 60, suffix: '+', labelEn: 'Cities served', labelId: 'Kota terlayani' },
];

// Demo figures for layout and copy review only; replace with measured data before launch.
export const INSIGHT_ITEMS = [
  {
    slug: 'most-wanted-skills-2025',
    kind: 'market_stat',
    titleEn: 'Most requested skills this quarter',
    titleId: 'Keterampilan paling dicari kuartal ini',
    summaryEn: 'Excel, customer handling and SQL appear in more job ads than any other skills on our site.',
    summaryId: 'Excel, pelayanan pelanggan dan SQL muncul di lebih banyak lowongan dibanding keterampilan lain di situs kami.',
    figureEn: 'Top 3',
    figureId: '3 Teratas',
  },
  {
    slug: 'share-of-hybrid-jobs',
    kind: 'market_stat',
    titleEn: 'Share of hybrid or remote office jobs',
    titleId: 'Porsi lowongan kantor hybrid atau remote',
    summaryEn: 'Around one in five office jobs now offers hybrid or fully remote work, led by technology and marketing.',
    summaryId:
      'Sekitar satu dari lima lowongan kantor kini menawarkan kerja hybrid atau sepenuhnya remote, dipimpin bidang teknologi dan pemasaran.',
    figureEn: '21%',
    figureId: '21%',
  },
  {
    slug: 'salary-guide-accounting',
    kind: 'salary_guide',
    titleEn: 'Salary guide: accounting & finance',
    titleId: 'Panduan gaji: akuntansi & keuangan',
    summaryEn: 'Entry-level accountants in Greater Jakarta typically earn Rp5.5–8 million a month; finance managers Rp30–50 million.',
    summaryId: 'Staf akuntansi tingkat pemula di Jabodetabek umumnya bergaji Rp5,5–8 juta per bulan; finance manager Rp30–50 juta.',
    figureEn: 'Rp5.5–50M',
    figureId: 'Rp5,5–50 jt',
  },
  {
    slug: 'salary-guide-technology',
    kind: 'salary_guide',
    titleEn: 'Salary guide: technology',
    titleId: 'Panduan gaji: teknologi',
    summaryEn: 'Software engineers with 2–4 years of experience are offered Rp12–22 million a month in Jakarta.',
    summaryId: 'Software engineer dengan pengalaman 2–4 tahun ditawari Rp12–22 juta per bulan di Jakarta.',
    figureEn: 'Rp12–22M',
    figureId: 'Rp12–22 jt',
  },
  {
    slug: 'time-to-hire',
    kind: 'report',
    titleEn: 'Average time to hire',
    titleId: 'Rata-rata waktu rekrutmen',
    summaryEn: 'From application to signed offer, staff-level roles take about 24 days on average.',
    summaryId: 'Dari lamaran hingga tawaran ditandatangani, posisi staf rata-rata membutuhkan sekitar 24 hari.',
    figureEn: '24 days',
    figureId: '24 hari',
  },
  {
    slug: 'tip-complete-profile',
    kind: 'tip',
    titleEn: 'Complete profiles get more invitations',
    titleId: 'Profil lengkap lebih sering diundang',
    summaryEn: 'Candidates with a complete profile, including test results, receive about twice as many interview invitations.',
    summaryId: 'Kandidat dengan profil lengkap, termasuk hasil tes, menerima sekitar dua kali lebih banyak undangan wawancara.',
    figureEn: '2×',
    figureId: '2×',
  },
];
