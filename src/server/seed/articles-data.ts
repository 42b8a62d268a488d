/** Career articles written for the blog, in English and Indonesian (not machine translations). */
export interface ArticleSeed {
  slugEn: string;
  slugId: string;
  titleEn: string;
  titleId: string;
  excerptEn: string;
  excerptId: string;
  paragraphsEn: string[];
  paragraphsId: string[];
  tags: string[];
  /** Days before the seed's "now". */
  ageDays: number;
}

export const TAGS = [
  { slug: 'cv', en: 'CV & Resume', id: 'CV & Resume' },
  { slug: 'interview', en: 'Interviews', id: 'Wawancara' },
  { slug: 'salary', en: 'Salary', id: 'Gaji' },
  { slug: 'regulations', en: 'Employment Rules', id: 'Aturan Ketenagakerjaan' },
  { slug: 'remote-work', en: 'Remote Work', id: 'Kerja Jarak Jauh' },
  { slug: 'fresh-graduate', en: 'Fresh Graduates', id: 'Lulusan Baru' },
  { slug: 'assessment', en: 'Assessments', id: 'Asesmen' },
  { slug: 'career-growth', en: 'Career Growth', id: 'Pengembangan Karier' },
];

export const ARTICLES: ArticleSeed[] = [
  {
    slugEn: 'write-a-cv-recruiters-read',
    slugId: 'menulis-cv-yang-dibaca-rekruter',
    titleEn: 'How to Write a CV Indonesian Recruiters Actually Read',
    titleId: 'Cara Menulis CV yang Benar-Benar Dibaca Rekruter',
    excerptEn: 'Recruiters spend less than a minute on a first read. Here is how to make those seconds count.',
    excerptId: 'Rekruter hanya membaca CV kurang dari satu menit pada tahap awal. Begini cara memanfaatkan waktu singkat itu.',
    paragraphsEn: [
      'Most recruiters in Jakarta handle dozens of open roles at once, and a popular vacancy can attract several hundred applications in a week. That means your CV gets a quick scan before anyone reads it closely. Put your most recent role, your strongest achievement and your contact details on the first half of the first page.',
      'Describe results, not duties. "Handled accounts payable" tells the reader little; "Cut supplier payment delays from 14 to 5 days by moving approvals into the ERP" shows what you can do. Numbers in rupiah, percentages and team sizes make achievements concrete.',
      'Keep personal data to what the employer needs. A photo is still common in Indonesia, but marital status, religion and your full ID number are not required to assess your skills. A professional email address and an active WhatsApp number matter far more.',
      'Finally, save the file as a PDF named after yourself and the role, such as "Rina-Wulandari-Staf-Akuntansi.pdf". It looks tidy in a recruiter\'s inbox and survives every applicant tracking system.',
    ],
    paragraphsId: [
      'Sebagian besar rekruter di Jakarta menangani puluhan lowongan sekaligus, dan satu lowongan populer bisa menerima ratusan lamaran dalam seminggu. Artinya CV Anda akan dipindai sekilas sebelum dibaca dengan saksama. Letakkan posisi terakhir, pencapaian terkuat dan kontak Anda di setengah halaman pertama.',
      'Tuliskan hasil, bukan sekadar tugas. "Menangani utang usaha" tidak banyak bercerita; "Memangkas keterlambatan pembayaran pemasok dari 14 menjadi 5 hari dengan memindahkan persetujuan ke ERP" menunjukkan kemampuan Anda. Angka dalam rupiah, persentase dan jumlah anggota tim membuat pencapaian lebih nyata.',
      'Cantumkan data pribadi seperlunya. Foto masih lazim di Indonesia, tetapi status pernikahan, agama dan nomor KTP lengkap tidak diperlukan untuk menilai kemampuan Anda. Alamat email yang profesional dan nomor WhatsApp yang aktif jauh lebih penting.',
      'Terakhir, simpan file dalam format PDF dengan nama Anda dan posisi yang dilamar, misalnya "Rina-Wulandari-Staf-Akuntansi.pdf". Tampilannya rapi di kotak masuk rekruter dan aman dibaca oleh sistem pelacak pelamar mana pun.',
    ],
    tags: ['cv', 'fresh-graduate'],
    ageDays: 3,
  },
  {
    slugEn: 'common-interview-questions',
    slugId: 'pertanyaan-wawancara-yang-sering-muncul',
    titleEn: 'Ten Interview Questions You Will Almost Certainly Hear',
    titleId: 'Sepuluh Pertanyaan Wawancara yang Hampir Pasti Muncul',
    excerptEn: 'From "tell me about yourself" to expected salary: prepare short, honest answers in advance.',
    excerptId: 'Dari "ceritakan tentang diri Anda" hingga gaji yang diharapkan: siapkan jawaban singkat dan jujur sejak awal.',
    paragraphsEn: [
      'Interviews feel unpredictable, yet the same questions come up again and again. "Tell me about yourself" is an invitation to give a two-minute summary of your career, not your life story. Finish with why this particular role is your logical next step.',
      'Expect behavioural questions such as "Tell me about a time you handled a difficult customer." Use the STAR structure — situation, task, action, result — and choose examples where your own action changed the outcome.',
      'When asked about expected salary, give a range based on research rather than a single number. Mention whether your figure is gross or take-home, and whether it includes allowances, because Indonesian offers often split pay into basic salary and fixed allowances.',
      'Close by asking questions of your own: what success looks like after three months, how the team works, and what the next steps in the process are. Good questions show that you are choosing the company as much as it is choosing you.',
    ],
    paragraphsId: [
      'Wawancara terasa sulit ditebak, padahal pertanyaan yang sama muncul berulang kali. "Ceritakan tentang diri Anda" adalah kesempatan memberi ringkasan karier selama dua menit, bukan kisah hidup. Tutup dengan alasan mengapa posisi ini adalah langkah yang tepat bagi Anda.',
      'Bersiaplah untuk pertanyaan perilaku seperti "Ceritakan saat Anda menghadapi pelanggan yang sulit." Gunakan struktur STAR — situasi, tugas, tindakan, hasil — dan pilih contoh ketika tindakan Anda sendiri mengubah hasilnya.',
      'Saat ditanya gaji yang diharapkan, sebutkan rentang berdasarkan riset, bukan satu angka. Jelaskan apakah angka itu gaji kotor atau bersih dan apakah sudah termasuk tunjangan, karena penawaran kerja di Indonesia sering memisahkan gaji pokok dan tunjangan tetap.',
      'Akhiri dengan pertanyaan dari Anda: seperti apa keberhasilan dalam tiga bulan pertama, bagaimana tim bekerja, dan apa tahap berikutnya. Pertanyaan yang baik menunjukkan bahwa Anda juga sedang memilih perusahaan.',
    ],
    tags: ['interview'],
    ageDays: 9,
  },
  {
    slugEn: 'thr-religious-holiday-allowance-explained',
    slugId: 'memahami-thr-tunjangan-hari-raya',
    titleEn: 'THR Explained: Your Religious Holiday Allowance',
    titleId: 'Memahami THR: Hak Tunjangan Hari Raya Anda',
    excerptEn: 'Who is entitled to THR, how much, and when it must be paid.',
    excerptId: 'Siapa yang berhak atas THR, berapa besarnya, dan kapan wajib dibayarkan.',
    paragraphsEn: [
      "Tunjangan Hari Raya, or THR, is a mandatory allowance paid once a year ahead of an employee's religious holiday. Employees with at least twelve months of continuous service receive one month of wages; those with one to twelve months receive a pro-rated amount.",
      'Employers must pay THR no later than seven days before the holiday. Wages for this purpose usually mean basic salary plus fixed allowances, so check how your payslip separates the two.',
      'Contract employees (PKWT) are entitled to THR in the same way as permanent staff. If your contract ends within thirty days before the holiday, you may still be entitled to it, depending on the rules in force.',
      'If THR is late or missing, start with your HR team and keep written records. The Ministry of Manpower opens a complaint channel every year before Eid al-Fitr, and regional manpower offices can mediate.',
    ],
    paragraphsId: [
      'Tunjangan Hari Raya atau THR adalah tunjangan wajib yang dibayarkan setahun sekali menjelang hari raya keagamaan karyawan. Karyawan dengan masa kerja minimal dua belas bulan berturut-turut menerima satu bulan upah, sedangkan yang bekerja satu hingga dua belas bulan menerima secara proporsional.',
      'Perusahaan wajib membayar THR paling lambat tujuh hari sebelum hari raya. Upah yang dimaksud umumnya adalah gaji pokok ditambah tunjangan tetap, jadi periksa bagaimana slip gaji Anda memisahkan keduanya.',
      'Karyawan kontrak (PKWT) berhak atas THR sama seperti karyawan tetap. Jika kontrak Anda berakhir dalam tiga puluh hari sebelum hari raya, Anda mungkin tetap berhak, tergantung aturan yang berlaku.',
      'Jika THR terlambat atau tidak dibayar, mulailah dengan tim HR dan simpan bukti tertulis. Kementerian Ketenagakerjaan membuka posko pengaduan setiap tahun menjelang Idulfitri, dan dinas tenaga kerja setempat dapat menjadi penengah.',
    ],
    tags: ['regulations', 'salary'],
    ageDays: 16,
  },
  {
    slugEn: 'bpjs-for-new-employees',
    slugId: 'bpjs-untuk-karyawan-baru',
    titleEn: 'BPJS Kesehatan and BPJS Ketenagakerjaan for New Employees',
    titleId: 'BPJS Kesehatan dan BPJS Ketenagakerjaan untuk Karyawan Baru',
    excerptEn: 'Two social security programmes, two contributions on your payslip. What they cover and how to check them.',
    excerptId: 'Dua program jaminan sosial, dua potongan di slip gaji. Apa manfaatnya dan cara memeriksanya.',
    paragraphsEn: [
      'Every formal employee in Indonesia should be registered in two programmes. BPJS Kesehatan covers medical treatment through the national health insurance scheme. BPJS Ketenagakerjaan covers work accidents, death, old-age savings, pensions and job-loss benefits.',
      'Contributions are shared. For health insurance the employer pays most of the premium and a small percentage is deducted from your salary. For employment insurance the split depends on the programme, with the employer again carrying the larger share.',
      'Ask HR for your membership numbers in your first month and install the official mobile apps. You can check that contributions are paid on time and see your old-age savings balance grow.',
      'If you change jobs, your BPJS Ketenagakerjaan account moves with you. Give the new employer your existing number instead of opening a second account.',
    ],
    paragraphsId: [
      'Setiap karyawan formal di Indonesia seharusnya terdaftar di dua program. BPJS Kesehatan menanggung pengobatan melalui Jaminan Kesehatan Nasional. BPJS Ketenagakerjaan melindungi dari kecelakaan kerja dan kematian, serta menyediakan jaminan hari tua, pensiun dan jaminan kehilangan pekerjaan.',
      'Iurannya ditanggung bersama. Untuk BPJS Kesehatan, perusahaan membayar sebagian besar iuran dan sebagian kecil dipotong dari gaji Anda. Untuk BPJS Ketenagakerjaan, pembagiannya tergantung program, dan perusahaan tetap menanggung porsi terbesar.',
      'Mintalah nomor kepesertaan kepada HR di bulan pertama Anda bekerja dan pasang aplikasi resminya. Anda dapat memeriksa apakah iuran dibayar tepat waktu dan melihat saldo jaminan hari tua Anda bertambah.',
      'Saat pindah kerja, akun BPJS Ketenagakerjaan Anda ikut pindah. Berikan nomor yang sudah ada kepada perusahaan baru alih-alih membuat akun kedua.',
    ],
    tags: ['regulations'],
    ageDays: 24,
  },
  {
    slugEn: 'negotiating-salary-umr-and-market-rates',
    slugId: 'negosiasi-gaji-umr-dan-harga-pasar',
    titleEn: 'Negotiating Salary: Minimum Wage, Market Rates and Your Worth',
    titleId: 'Negosiasi Gaji: UMR, Harga Pasar dan Nilai Anda',
    excerptEn: 'The regional minimum wage is a floor, not a benchmark. Here is how to find the real range for your role.',
    excerptId: 'UMR adalah batas bawah, bukan patokan. Begini cara menemukan kisaran gaji yang sebenarnya untuk posisi Anda.',
    paragraphsEn: [
      'Every province and many cities set a minimum wage each year, and the gap between regions is large: the figure in Greater Jakarta or Karawang is far higher than in much of Central Java. The minimum wage only applies to workers with less than one year of service, so it is a floor rather than a fair price for experience.',
      'To find the market rate, compare several sources: salary ranges shown in job ads, salary reviews from employees, and conversations with recruiters who fill similar roles. Note the city, the industry and the company size, because all three move the number.',
      'In the negotiation itself, anchor on the value you bring. Refer to results you achieved and to the responsibilities of the new role, then state your range. Leave room to discuss the whole package: allowances, bonus, insurance and flexible working all have real value.',
      'Always ask for the final offer in writing, including basic salary, fixed allowances and the contract type. It protects both sides and makes later calculations — THR, overtime, severance — straightforward.',
    ],
    paragraphsId: [
      'Setiap provinsi dan banyak kota menetapkan upah minimum setiap tahun, dan selisih antardaerah cukup besar: angka di Jabodetabek atau Karawang jauh lebih tinggi daripada di sebagian besar Jawa Tengah. Upah minimum hanya berlaku untuk pekerja dengan masa kerja kurang dari satu tahun, sehingga itu adalah batas bawah, bukan harga yang pantas untuk pengalaman.',
      'Untuk mengetahui harga pasar, bandingkan beberapa sumber: kisaran gaji di iklan lowongan, ulasan gaji dari karyawan, dan obrolan dengan rekruter yang mengisi posisi serupa. Perhatikan kota, industri dan ukuran perusahaan, karena ketiganya memengaruhi angka.',
      'Saat bernegosiasi, berpijaklah pada nilai yang Anda bawa. Sebutkan hasil yang pernah Anda capai dan tanggung jawab posisi baru, lalu sampaikan kisaran Anda. Sisakan ruang untuk membahas paket secara keseluruhan: tunjangan, bonus, asuransi dan fleksibilitas kerja punya nilai nyata.',
      'Selalu minta penawaran akhir secara tertulis, termasuk gaji pokok, tunjangan tetap dan jenis kontrak. Ini melindungi kedua pihak dan memudahkan perhitungan di kemudian hari — THR, lembur, hingga pesangon.',
    ],
    tags: ['salary', 'career-growth'],
    ageDays: 31,
  },
  {
    slugEn: 'remote-and-hybrid-work-in-indonesia',
    slugId: 'kerja-remote-dan-hybrid-di-indonesia',
    titleEn: 'Remote and Hybrid Work in Indonesia: What to Expect',
    titleId: 'Kerja Remote dan Hybrid di Indonesia: Apa yang Perlu Diketahui',
    excerptEn: 'Fully remote, hybrid or on-site? How to read the job ad and what to clarify before you accept.',
    excerptId:
      'Sepenuhnya remote, hybrid atau di kantor? Cara membaca iklan lowongan dan hal yang perlu dipastikan sebelum menerima tawaran.',
    paragraphsEn: [
      'Since 2020 many Indonesian employers, especially in technology, finance and creative industries, have kept some form of flexible work. On this site a job marked "Remote" means the role is fully remote; "Hybrid" means you split your week between home and the office.',
      'Before accepting a remote offer, clarify the practical details: core working hours and time zone, whether the company provides a laptop and an internet allowance, and how often you are expected to travel to the office or to team gatherings.',
      'Remote work rewards clear written communication. Keep your manager informed of progress, write short updates at the end of the day, and make yourself easy to reach during agreed hours.',
      'Finally, check the contract. Your place of work, working hours and any equipment you receive should be stated, and you remain entitled to BPJS, THR and overtime rules whether you work from Jakarta or from Yogyakarta.',
    ],
    paragraphsId: [
      'Sejak 2020 banyak perusahaan di Indonesia, terutama di bidang teknologi, keuangan dan industri kreatif, tetap mempertahankan sistem kerja fleksibel. Di situs ini, lowongan berlabel "Jarak jauh" berarti sepenuhnya remote, sedangkan "Hibrida" berarti Anda membagi minggu kerja antara rumah dan kantor.',
      'Sebelum menerima tawaran remote, pastikan hal-hal praktis: jam kerja inti dan zona waktu, apakah perusahaan menyediakan laptop dan tunjangan internet, serta seberapa sering Anda diharapkan datang ke kantor atau pertemuan tim.',
      'Kerja remote menuntut komunikasi tertulis yang jelas. Kabari atasan tentang kemajuan pekerjaan, tulis laporan singkat di akhir hari, dan pastikan Anda mudah dihubungi pada jam yang disepakati.',
      'Terakhir, periksa kontrak kerja. Tempat kerja, jam kerja dan peralatan yang Anda terima sebaiknya tercantum, dan Anda tetap berhak atas BPJS, THR dan aturan lembur baik bekerja dari Jakarta maupun dari Yogyakarta.',
    ],
    tags: ['remote-work'],
    ageDays: 40,
  },
  {
    slugEn: 'first-job-after-graduation',
    slugId: 'pekerjaan-pertama-setelah-lulus',
    titleEn: 'Landing Your First Job After Graduation',
    titleId: 'Mendapatkan Pekerjaan Pertama Setelah Lulus',
    excerptEn: 'Internships, management trainee programmes and the skills employers look for in fresh graduates.',
    excerptId: 'Magang, program management trainee, dan keterampilan yang dicari perusahaan dari lulusan baru.',
    paragraphsEn: [
      'Employers hiring fresh graduates know you have little work experience. What they look for instead is evidence that you learn quickly, work well with others and finish what you start. Student organisations, competitions, volunteer work and final-year projects are all valid evidence.',
      'Management trainee programmes at banks, consumer goods companies and conglomerates are competitive but rewarding. Selection usually includes an online test, a psychological test, group discussion and several interviews, so start preparing early.',
      'Do not overlook internships after graduation. A six-month internship at a well-run company often turns into a permanent offer, and it gives you concrete achievements for your CV.',
      'Apply steadily rather than in bursts. Ten thoughtful applications a week, each with a CV adjusted to the role, will bring more interviews than a hundred identical ones sent in a single night.',
    ],
    paragraphsId: [
      'Perusahaan yang merekrut lulusan baru tahu bahwa pengalaman kerja Anda masih sedikit. Yang mereka cari adalah bukti bahwa Anda cepat belajar, mampu bekerja sama dan menuntaskan apa yang dimulai. Organisasi kemahasiswaan, kompetisi, kegiatan sukarela dan tugas akhir semuanya adalah bukti yang sah.',
      'Program management trainee di bank, perusahaan barang konsumsi dan grup usaha besar sangat kompetitif tetapi sepadan. Seleksinya biasanya meliputi tes daring, psikotes, diskusi kelompok dan beberapa tahap wawancara, jadi mulailah bersiap lebih awal.',
      'Jangan abaikan magang setelah lulus. Magang enam bulan di perusahaan yang dikelola dengan baik sering berlanjut menjadi tawaran kerja tetap, sekaligus memberi pencapaian nyata untuk CV Anda.',
      'Melamarlah secara konsisten, bukan sekaligus. Sepuluh lamaran yang dipikirkan matang setiap minggu, masing-masing dengan CV yang disesuaikan, akan menghasilkan lebih banyak panggilan wawancara daripada seratus lamaran seragam yang dikirim dalam satu malam.',
    ],
    tags: ['fresh-graduate', 'career-growth'],
    ageDays: 52,
  },
  {
    slugEn: 'preparing-for-psychological-tests',
    slugId: 'persiapan-menghadapi-psikotes',
    titleEn: 'Preparing for Psychological and English Tests',
    titleId: 'Persiapan Menghadapi Psikotes dan Tes Bahasa Inggris',
    excerptEn: 'What the common tests measure, how to prepare, and why honesty works best on personality questionnaires.',
    excerptId:
      'Apa yang diukur oleh tes-tes yang umum, cara mempersiapkannya, dan mengapa jujur adalah strategi terbaik pada tes kepribadian.',
    paragraphsEn: [
      'Psychological tests remain a standard step in Indonesian hiring. Numerical, verbal and logical reasoning tests measure how quickly and accurately you solve problems under time pressure. Practise with timed sample tests so that the format itself is not a surprise.',
      'Personality questionnaires are different: there are no right answers. They look for a consistent picture of how you prefer to work. Trying to guess the "ideal" answer usually produces inconsistent results, which is worse than an honest profile.',
      'English tests for office roles typically cover grammar, vocabulary and reading comprehension. Reading English news for twenty minutes a day for a few weeks improves speed and vocabulary more than cramming the night before.',
      'On this site you can take an English assessment and a personality test and show the results on your profile. Recruiters see that you took the initiative, and you get a realistic picture of where you stand.',
    ],
    paragraphsId: [
      'Psikotes masih menjadi tahap standar dalam rekrutmen di Indonesia. Tes numerik, verbal dan logika mengukur seberapa cepat dan tepat Anda memecahkan masalah di bawah tekanan waktu. Berlatihlah dengan contoh soal berwaktu agar formatnya tidak mengejutkan.',
      'Tes kepribadian berbeda: tidak ada jawaban benar atau salah. Tes ini mencari gambaran yang konsisten tentang cara kerja yang Anda sukai. Mencoba menebak jawaban "ideal" biasanya menghasilkan profil yang tidak konsisten, dan itu lebih buruk daripada profil yang jujur.',
      'Tes Bahasa Inggris untuk posisi kantor biasanya mencakup tata bahasa, kosakata dan pemahaman bacaan. Membaca berita berbahasa Inggris dua puluh menit sehari selama beberapa minggu lebih efektif daripada belajar semalam suntuk.',
      'Di situs ini Anda dapat mengikuti asesmen Bahasa Inggris dan tes kepribadian, lalu menampilkan hasilnya di profil. Rekruter melihat inisiatif Anda, dan Anda mendapat gambaran yang realistis tentang kemampuan Anda.',
    ],
    tags: ['assessment', 'fresh-graduate'],
    ageDays: 65,
  },
  {
    slugEn: 'switching-careers-into-tech',
    slugId: 'beralih-karier-ke-dunia-teknologi',
    titleEn: 'Switching Careers into Tech Without Starting Over',
    titleId: 'Beralih Karier ke Dunia Teknologi Tanpa Mulai dari Nol',
    excerptEn: 'Data analysis, product and QA roles value domain knowledge. Use what you already know.',
    excerptId: 'Posisi analis data, produk dan QA menghargai pengetahuan bidang. Manfaatkan apa yang sudah Anda kuasai.',
    paragraphsEn: [
      'Technology companies in Indonesia hire far more than programmers. Data analysts, product managers, quality assurance engineers and operations specialists all need people who understand customers, finance, logistics or healthcare.',
      'Start from your domain. An accountant who learns SQL becomes a strong finance data analyst; a nurse who learns product thinking can help build better health apps. Employers value that combination because it is rare.',
      'Build proof, not just certificates. A small dashboard built on public data, a written case study or a contribution to an open-source project tells a hiring manager more than a list of online courses.',
      'Expect your first tech role to pay close to your current salary rather than far above it. The growth comes in the following years, as your new skills compound with your domain experience.',
    ],
    paragraphsId: [
      'Perusahaan teknologi di Indonesia merekrut jauh lebih banyak daripada programmer. Analis data, product manager, QA engineer dan spesialis operasional membutuhkan orang yang memahami pelanggan, keuangan, logistik atau kesehatan.',
      'Mulailah dari bidang Anda. Akuntan yang belajar SQL bisa menjadi analis data keuangan yang andal; perawat yang belajar cara berpikir produk dapat membantu membangun aplikasi kesehatan yang lebih baik. Perusahaan menghargai kombinasi itu karena langka.',
      'Bangun bukti, bukan hanya sertifikat. Dasbor sederhana dari data publik, studi kasus tertulis atau kontribusi pada proyek sumber terbuka lebih meyakinkan bagi manajer perekrutan daripada daftar kursus daring.',
      'Wajar jika gaji di posisi teknologi pertama Anda tidak jauh berbeda dari gaji saat ini. Pertumbuhannya datang di tahun-tahun berikutnya, ketika keterampilan baru berpadu dengan pengalaman di bidang Anda.',
    ],
    tags: ['career-growth'],
    ageDays: 80,
  },
];
