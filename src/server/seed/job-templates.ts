/**
 * Job archetypes the seed draws from. Postings on Indonesian boards come in both languages
 * (many companies advertise in Indonesian even for white-collar roles), so each archetype
 * is written in the language such an ad would typically use. Salaries are IDR per month in
 * Greater Jakarta; the generator scales them down for lower-cost regions (UMR differences).
 */
import type { ExperienceLevel } from '../../shared/job-vocabulary.js';

export { BENEFIT_CODES } from '../../shared/job-vocabulary.js';

export interface JobTemplate {
  position: string;
  lang: 'en' | 'id';
  category: string;
  level: ExperienceLevel;
  /** [min, max] in IDR per month, Jakarta level. */
  salary: [number, number];
  must: string[];
  optional: string[];
  duties: string[];
  requirements: string[];
  /** Office roles can be hybrid/remote; field, shop-floor and clinical roles cannot. */
  remoteFriendly: boolean;
  /** Industries (slugs) that typically hire this role; empty means any. */
  industries: string[];
}

export const JOB_TEMPLATES: JobTemplate[] = [
  {
    position: 'Software Engineer', lang: 'en', category: 'information-technology', level: 'associate',
    salary: [12_000_000, 22_000_000], must: ['TypeScript', 'Node.js', 'PostgreSQL'], optional: ['React', 'Docker', 'AWS'],
    duties: ['Design, build and maintain services used by millions of customers', 'Write clean, tested code and review pull requests from teammates', 'Work with product managers and designers to ship features end to end', 'Improve the reliability and performance of our production systems'],
    requirements: ['At least 2 years of experience building web applications', 'Solid understanding of relational databases and REST APIs', 'Comfortable working in English with a regional team', 'Bachelor degree in Computer Science or equivalent experience'],
    remoteFriendly: true, industries: ['information-technology', 'ecommerce', 'banking-financial-services', 'telecommunications', 'logistics'],
  },
  {
    position: 'Senior Backend Engineer', lang: 'en', category: 'information-technology', level: 'mid_senior',
    salary: [25_000_000, 45_000_000], must: ['Go', 'Kubernetes', 'PostgreSQL'], optional: ['Kafka', 'gRPC', 'Redis'],
    duties: ['Own the architecture of payment and order services', 'Mentor engineers and lead technical design reviews', 'Define service level objectives and drive incident follow-ups', 'Collaborate with security and infrastructure teams on compliance'],
    requirements: ['5+ years of backend development experience', 'Experience running distributed systems in production', 'Strong communication skills in English and Bahasa Indonesia'],
    remoteFriendly: true, industries: ['information-technology', 'ecommerce', 'banking-financial-services'],
  },
  {
    position: 'Frontend Developer', lang: 'en', category: 'information-technology', level: 'associate',
    salary: [9_000_000, 18_000_000], must: ['React', 'TypeScript', 'CSS'], optional: ['Next.js', 'Accessibility', 'Figma'],
    duties: ['Build responsive, accessible user interfaces for web and mobile web', 'Turn designs into reusable components', 'Measure and improve Core Web Vitals'],
    requirements: ['2+ years of professional frontend experience', 'A portfolio or GitHub profile showing your work', 'Attention to detail and care for users on slow connections'],
    remoteFriendly: true, industries: ['information-technology', 'ecommerce', 'media-creative'],
  },
  {
    position: 'Data Analyst', lang: 'en', category: 'information-technology', level: 'associate',
    salary: [9_000_000, 16_000_000], must: ['SQL', 'Excel', 'Python'], optional: ['Tableau', 'Power BI', 'Statistics'],
    duties: ['Build dashboards that track sales, operations and customer metrics', 'Answer business questions with clear analysis and recommendations', 'Maintain data quality checks across reporting pipelines'],
    requirements: ['Bachelor degree in Statistics, Mathematics, Engineering or related field', 'Fluent in SQL and at least one visualisation tool', 'Able to explain findings to non-technical colleagues'],
    remoteFriendly: true, industries: [],
  },
  {
    position: 'IT Support Staff', lang: 'id', category: 'information-technology', level: 'entry',
    salary: [5_500_000, 7_500_000], must: ['Troubleshooting', 'Jaringan Komputer', 'Windows'], optional: ['Mikrotik', 'Linux'],
    duties: ['Menangani keluhan perangkat keras dan perangkat lunak karyawan', 'Melakukan instalasi dan perawatan komputer, printer dan jaringan kantor', 'Mencatat inventaris aset IT secara berkala'],
    requirements: ['Pendidikan minimal D3 Teknik Informatika atau sederajat', 'Memahami jaringan LAN/WAN dan sistem operasi Windows', 'Bersedia bekerja dengan sistem shift'],
    remoteFriendly: false, industries: [],
  },
  {
    position: 'Staf Akuntansi', lang: 'id', category: 'accounting-finance', level: 'entry',
    salary: [5_500_000, 8_000_000], must: ['Akuntansi', 'Microsoft Excel', 'Perpajakan'], optional: ['Accurate', 'SAP', 'Brevet A/B'],
    duties: ['Membuat jurnal harian, rekonsiliasi bank dan laporan keuangan bulanan', 'Menyiapkan perhitungan dan pelaporan PPh 21, PPh 23 dan PPN', 'Membantu proses audit internal dan eksternal'],
    requirements: ['Pendidikan minimal S1 Akuntansi dengan IPK minimal 3,00', 'Pengalaman 1 tahun di bidang yang sama (fresh graduate dipersilakan melamar)', 'Teliti, jujur dan mampu bekerja dengan tenggat waktu'],
    remoteFriendly: false, industries: [],
  },
  {
    position: 'Finance Manager', lang: 'en', category: 'accounting-finance', level: 'mid_senior',
    salary: [30_000_000, 50_000_000], must: ['Financial Reporting', 'Budgeting', 'PSAK'], optional: ['SAP', 'Treasury', 'CPA'],
    duties: ['Lead monthly closing and consolidated reporting under PSAK', 'Prepare annual budgets and rolling forecasts with business units', 'Manage relationships with banks, auditors and the tax office'],
    requirements: ['8+ years in finance, including 3 years in a managerial role', 'Chartered accountant (CA/CPA) is an advantage', 'Strong leadership and stakeholder management'],
    remoteFriendly: false, industries: [],
  },
  {
    position: 'Tax Specialist', lang: 'en', category: 'accounting-finance', level: 'associate',
    salary: [10_000_000, 16_000_000], must: ['Indonesian Tax Regulation', 'e-Faktur', 'Excel'], optional: ['Transfer Pricing', 'Brevet C'],
    duties: ['Prepare monthly and annual corporate tax returns', 'Handle tax audits and correspondence with the tax office', 'Review transactions for tax compliance'],
    requirements: ['Bachelor degree in Accounting or Taxation', 'Brevet A/B certification', '3 years of tax experience, preferably from a consulting firm'],
    remoteFriendly: true, industries: [],
  },
  {
    position: 'Sales Executive', lang: 'en', category: 'sales', level: 'entry',
    salary: [5_500_000, 9_000_000], must: ['B2B Sales', 'Negotiation', 'Prospecting'], optional: ['CRM', 'Own vehicle'],
    duties: ['Find and develop new corporate customers in your territory', 'Prepare quotations and follow up until closing', 'Report pipeline and sales achievement weekly'],
    requirements: ['Diploma or Bachelor degree from any major', 'Target-oriented with strong communication skills', 'Own motorcycle and valid SIM C', 'Attractive incentives on top of base salary'],
    remoteFriendly: false, industries: [],
  },
  {
    position: 'Key Account Manager', lang: 'en', category: 'sales', level: 'mid_senior',
    salary: [15_000_000, 28_000_000], must: ['Account Management', 'Negotiation', 'Modern Trade'], optional: ['Category Management', 'SAP'],
    duties: ['Manage national key accounts such as supermarket and minimarket chains', 'Negotiate annual trading terms and promotional plans', 'Monitor sell-in, sell-out and stock levels'],
    requirements: ['5 years of experience in FMCG key account management', 'Strong analytical and negotiation skills', 'Willing to travel across Java'],
    remoteFriendly: false, industries: ['retail', 'food-beverage', 'manufacturing'],
  },
  {
    position: 'Sales Marketing Motoris', lang: 'id', category: 'sales', level: 'entry',
    salary: [4_200_000, 5_500_000], must: ['Penjualan', 'Komunikasi'], optional: ['SIM C'],
    duties: ['Melakukan kunjungan rutin ke toko dan outlet di area yang ditentukan', 'Mencapai target penjualan bulanan', 'Menjaga hubungan baik dengan pelanggan'],
    requirements: ['Pendidikan minimal SMA/SMK', 'Memiliki sepeda motor dan SIM C aktif', 'Usia maksimal 35 tahun', 'Gaji pokok, insentif, uang bensin dan BPJS'],
    remoteFriendly: false, industries: ['retail', 'food-beverage', 'manufacturing', 'telecommunications'],
  },
  {
    position: 'Digital Marketing Specialist', lang: 'en', category: 'marketing', level: 'associate',
    salary: [8_000_000, 14_000_000], must: ['Google Ads', 'Meta Ads', 'SEO'], optional: ['Google Analytics 4', 'TikTok Ads', 'Copywriting'],
    duties: ['Plan and run paid campaigns across search and social channels', 'Optimise landing pages and track conversion funnels', 'Report on spend, ROAS and customer acquisition cost'],
    requirements: ['2+ years of hands-on performance marketing experience', 'Analytical mindset with strong Excel skills', 'Creative and comfortable with fast experimentation'],
    remoteFriendly: true, industries: [],
  },
  {
    position: 'Content Creator', lang: 'id', category: 'marketing', level: 'entry',
    salary: [5_000_000, 8_000_000], must: ['Video Editing', 'Copywriting', 'Media Sosial'], optional: ['CapCut', 'Adobe Premiere', 'Fotografi'],
    duties: ['Membuat konten harian untuk Instagram, TikTok dan YouTube', 'Menyusun kalender konten bersama tim pemasaran', 'Memantau performa konten dan tren terbaru'],
    requirements: ['Memiliki portofolio konten media sosial', 'Kreatif, komunikatif dan percaya diri di depan kamera', 'Pendidikan minimal D3 semua jurusan'],
    remoteFriendly: true, industries: ['retail', 'food-beverage', 'media-creative', 'ecommerce', 'hospitality'],
  },
  {
    position: 'Marketing Manager', lang: 'en', category: 'marketing', level: 'mid_senior',
    salary: [25_000_000, 40_000_000], must: ['Brand Management', 'Marketing Strategy', 'Budgeting'], optional: ['Market Research', 'Team Leadership'],
    duties: ['Own the annual marketing plan and budget for the brand portfolio', 'Lead a team of brand and digital marketers', 'Work with sales to launch products nationwide'],
    requirements: ['7+ years of marketing experience, 3 in a managerial role', 'Track record of successful product launches in Indonesia', 'Fluent in English and Bahasa Indonesia'],
    remoteFriendly: false, industries: [],
  },
  {
    position: 'Perawat', lang: 'id', category: 'healthcare', level: 'entry',
    salary: [4_500_000, 7_000_000], must: ['STR Aktif', 'Asuhan Keperawatan', 'BTCLS'], optional: ['PPGD', 'Pengalaman ICU'],
    duties: ['Memberikan asuhan keperawatan kepada pasien rawat inap dan rawat jalan', 'Melakukan pencatatan rekam medis secara akurat', 'Berkoordinasi dengan dokter dan tenaga kesehatan lain'],
    requirements: ['Pendidikan D3 atau S1 Keperawatan (Ners)', 'Memiliki STR yang masih berlaku dan sertifikat BTCLS', 'Bersedia bekerja shift, termasuk malam dan hari libur'],
    remoteFriendly: false, industries: ['healthcare'],
  },
  {
    position: 'Dokter Umum', lang: 'id', category: 'healthcare', level: 'associate',
    salary: [12_000_000, 20_000_000], must: ['STR Aktif', 'SIP', 'ACLS'], optional: ['ATLS', 'Hiperkes'],
    duties: ['Melakukan pemeriksaan dan penanganan pasien di IGD dan poliklinik', 'Membuat rujukan dan resume medis', 'Berpartisipasi dalam program mutu rumah sakit'],
    requirements: ['Lulusan Fakultas Kedokteran dengan STR aktif', 'Sertifikat ACLS/ATLS yang masih berlaku', 'Bersedia ditempatkan di klinik perusahaan'],
    remoteFriendly: false, industries: ['healthcare', 'mining-energy', 'manufacturing'],
  },
  {
    position: 'Pharmacist', lang: 'en', category: 'healthcare', level: 'associate',
    salary: [7_000_000, 11_000_000], must: ['STRA', 'Pharmaceutical Care', 'Inventory'], optional: ['Hospital Pharmacy'],
    duties: ['Dispense prescriptions and counsel patients on medication', 'Manage pharmacy stock and expiry dates', 'Ensure compliance with BPOM and Ministry of Health rules'],
    requirements: ['Apoteker degree with valid STRA and SIPA', 'Good communication with patients and doctors'],
    remoteFriendly: false, industries: ['healthcare', 'retail'],
  },
  {
    position: 'Mechanical Engineer', lang: 'en', category: 'engineering', level: 'associate',
    salary: [9_000_000, 15_000_000], must: ['AutoCAD', 'Preventive Maintenance', 'Mechanical Design'], optional: ['SolidWorks', 'K3 Certification'],
    duties: ['Plan and supervise preventive maintenance of production equipment', 'Analyse breakdowns and lead root-cause investigations', 'Support new machine installation and commissioning'],
    requirements: ['Bachelor degree in Mechanical Engineering', '2+ years in a manufacturing plant', 'Willing to be placed in the industrial estate'],
    remoteFriendly: false, industries: ['manufacturing', 'automotive', 'mining-energy', 'food-beverage'],
  },
  {
    position: 'Teknisi Listrik', lang: 'id', category: 'engineering', level: 'entry',
    salary: [4_800_000, 6_500_000], must: ['Instalasi Listrik', 'PLC', 'K3 Listrik'], optional: ['Panel Listrik'],
    duties: ['Melakukan perawatan dan perbaikan instalasi listrik pabrik', 'Memeriksa panel listrik dan mesin produksi secara rutin', 'Membuat laporan pekerjaan harian'],
    requirements: ['Pendidikan SMK/D3 Teknik Elektro', 'Memahami PLC dan wiring diagram', 'Bersedia bekerja shift'],
    remoteFriendly: false, industries: ['manufacturing', 'construction-property', 'hospitality', 'mining-energy'],
  },
  {
    position: 'Civil Engineer', lang: 'en', category: 'construction', level: 'associate',
    salary: [9_000_000, 16_000_000], must: ['Structural Analysis', 'AutoCAD', 'Project Supervision'], optional: ['SAP2000', 'SKA Certificate'],
    duties: ['Supervise site works to ensure quality, safety and schedule', 'Review shop drawings and bill of quantities', 'Coordinate subcontractors and prepare progress reports'],
    requirements: ['Bachelor degree in Civil Engineering', '3 years of experience in building or infrastructure projects', 'Willing to relocate to project sites'],
    remoteFriendly: false, industries: ['construction-property', 'mining-energy'],
  },
  {
    position: 'Operator Produksi', lang: 'id', category: 'manufacturing-production', level: 'entry',
    salary: [4_500_000, 5_500_000], must: ['Operasional Mesin', '5R'], optional: ['Forklift'],
    duties: ['Mengoperasikan mesin produksi sesuai standar operasional', 'Menjaga kebersihan dan kerapian area kerja (5R)', 'Mencapai target produksi harian'],
    requirements: ['Pria/wanita, pendidikan minimal SMA/SMK', 'Sehat jasmani dan rohani, tidak buta warna', 'Bersedia bekerja shift dan lembur'],
    remoteFriendly: false, industries: ['manufacturing', 'automotive', 'food-beverage'],
  },
  {
    position: 'Quality Control Staff', lang: 'en', category: 'manufacturing-production', level: 'entry',
    salary: [5_200_000, 7_500_000], must: ['Quality Inspection', 'ISO 9001', 'Statistical Process Control'], optional: ['HACCP', 'Minitab'],
    duties: ['Inspect incoming materials, work in progress and finished goods', 'Record non-conformities and follow up corrective actions', 'Support internal audits for ISO certification'],
    requirements: ['Diploma or Bachelor degree in Engineering, Chemistry or Food Technology', 'Detail-oriented and disciplined', 'Willing to work shifts'],
    remoteFriendly: false, industries: ['manufacturing', 'food-beverage', 'automotive'],
  },
  {
    position: 'Production Supervisor', lang: 'en', category: 'manufacturing-production', level: 'associate',
    salary: [9_000_000, 14_000_000], must: ['Lean Manufacturing', 'Team Leadership', 'Production Planning'], optional: ['Kaizen', 'TPM'],
    duties: ['Lead a production team of 30–50 operators per shift', 'Meet output, quality and safety targets', 'Drive continuous improvement projects'],
    requirements: ['Bachelor degree in Industrial or Mechanical Engineering', '3 years of supervisory experience in manufacturing'],
    remoteFriendly: false, industries: ['manufacturing', 'automotive', 'food-beverage'],
  },
  {
    position: 'Staf Gudang', lang: 'id', category: 'logistics-supply-chain', level: 'entry',
    salary: [4_500_000, 5_800_000], must: ['Administrasi Gudang', 'Stock Opname'], optional: ['SIM B1', 'Forklift'],
    duties: ['Menerima, menyimpan dan mengeluarkan barang sesuai prosedur', 'Melakukan stock opname berkala', 'Menginput data keluar-masuk barang ke sistem'],
    requirements: ['Pendidikan minimal SMA/SMK', 'Teliti dan mampu mengoperasikan komputer', 'Bersedia bekerja shift'],
    remoteFriendly: false, industries: ['logistics', 'retail', 'manufacturing', 'ecommerce', 'food-beverage'],
  },
  {
    position: 'Supply Chain Planner', lang: 'en', category: 'logistics-supply-chain', level: 'associate',
    salary: [10_000_000, 17_000_000], must: ['Demand Planning', 'Excel', 'ERP'], optional: ['SAP APO', 'S&OP'],
    duties: ['Build monthly demand and supply plans with sales and production', 'Monitor inventory health and reduce stock-outs', 'Run the S&OP meeting cycle'],
    requirements: ['Bachelor degree in Industrial Engineering or Supply Chain', '3 years of planning experience in FMCG or manufacturing'],
    remoteFriendly: true, industries: ['manufacturing', 'retail', 'food-beverage', 'logistics'],
  },
  {
    position: 'Driver Ekspedisi', lang: 'id', category: 'logistics-supply-chain', level: 'entry',
    salary: [4_200_000, 5_500_000], must: ['SIM B1 Umum', 'Mengemudi'], optional: ['Pengalaman Rute Jawa'],
    duties: ['Mengantar barang ke pelanggan sesuai jadwal dan rute', 'Memastikan dokumen pengiriman lengkap dan ditandatangani', 'Menjaga kondisi kendaraan tetap prima'],
    requirements: ['Memiliki SIM B1 Umum aktif', 'Pengalaman minimal 2 tahun sebagai pengemudi truk', 'Jujur dan disiplin waktu'],
    remoteFriendly: false, industries: ['logistics', 'retail', 'food-beverage', 'manufacturing'],
  },
  {
    position: 'HR Generalist', lang: 'en', category: 'human-resources', level: 'associate',
    salary: [8_000_000, 13_000_000], must: ['Indonesian Labour Law', 'Payroll', 'Recruitment'], optional: ['BPJS Administration', 'HRIS'],
    duties: ['Run the full recruitment cycle for staff-level roles', 'Administer payroll, BPJS and employee records', 'Handle employee relations cases in line with labour law'],
    requirements: ['Bachelor degree in Psychology, Law or Management', '3 years of generalist HR experience', 'Good knowledge of UU Cipta Kerja and its implementing regulations'],
    remoteFriendly: true, industries: [],
  },
  {
    position: 'Staf Rekrutmen', lang: 'id', category: 'human-resources', level: 'entry',
    salary: [5_000_000, 7_500_000], must: ['Rekrutmen', 'Wawancara', 'Psikotes'], optional: ['Applicant Tracking System'],
    duties: ['Melakukan sourcing kandidat melalui job portal dan media sosial', 'Menjadwalkan dan melakukan interview awal', 'Mengadministrasikan hasil psikotes dan data pelamar'],
    requirements: ['Pendidikan S1 Psikologi atau Manajemen SDM', 'Komunikatif dan mampu bekerja dengan target', 'Fresh graduate dipersilakan melamar'],
    remoteFriendly: true, industries: ['professional-services', 'retail', 'manufacturing', 'banking-financial-services'],
  },
  {
    position: 'Admin Kantor', lang: 'id', category: 'administration', level: 'entry',
    salary: [4_500_000, 6_000_000], must: ['Microsoft Office', 'Administrasi'], optional: ['Korespondensi Bahasa Inggris'],
    duties: ['Mengelola surat-menyurat, arsip dan dokumen kantor', 'Membantu pengadaan kebutuhan kantor', 'Menyiapkan jadwal rapat dan notulen'],
    requirements: ['Pendidikan minimal D3 semua jurusan', 'Menguasai Microsoft Office', 'Rapi, teliti dan ramah'],
    remoteFriendly: false, industries: [],
  },
  {
    position: 'Executive Assistant', lang: 'en', category: 'administration', level: 'associate',
    salary: [9_000_000, 15_000_000], must: ['Calendar Management', 'Business English', 'Microsoft Office'], optional: ['Mandarin', 'Travel Arrangement'],
    duties: ['Manage the calendar, travel and correspondence of the President Director', 'Prepare board meeting materials and minutes', 'Act as the liaison with partners and government offices'],
    requirements: ['Bachelor degree, any major', 'Excellent written and spoken English', '3 years supporting C-level executives'],
    remoteFriendly: false, industries: [],
  },
  {
    position: 'Customer Service Officer', lang: 'en', category: 'customer-service', level: 'entry',
    salary: [4_800_000, 6_500_000], must: ['Customer Handling', 'Communication', 'Typing'], optional: ['Zendesk', 'English'],
    duties: ['Answer customer questions by phone, chat and email', 'Resolve complaints within service level targets', 'Log every interaction accurately in the CRM'],
    requirements: ['Minimum high school diploma', 'Patient, friendly and solution-oriented', 'Willing to work shifts, including weekends'],
    remoteFriendly: true, industries: ['ecommerce', 'telecommunications', 'banking-financial-services', 'insurance', 'logistics'],
  },
  {
    position: 'Guru Bahasa Inggris', lang: 'id', category: 'education-training', level: 'associate',
    salary: [5_000_000, 8_500_000], must: ['Bahasa Inggris', 'Metode Pengajaran'], optional: ['TEFL', 'IELTS 7.0'],
    duties: ['Mengajar Bahasa Inggris untuk siswa SD hingga SMA', 'Menyusun rencana pembelajaran dan bahan ajar', 'Melakukan evaluasi dan laporan perkembangan siswa'],
    requirements: ['S1 Pendidikan Bahasa Inggris atau Sastra Inggris', 'Skor TOEFL minimal 550 atau setara', 'Sabar dan menyukai dunia anak'],
    remoteFriendly: false, industries: ['education'],
  },
  {
    position: 'Front Office Agent', lang: 'en', category: 'hospitality-fnb', level: 'entry',
    salary: [4_500_000, 6_000_000], must: ['Guest Service', 'English', 'Opera PMS'], optional: ['Japanese', 'Mandarin'],
    duties: ['Welcome guests and handle check-in and check-out', 'Answer enquiries and handle special requests', 'Coordinate with housekeeping and concierge'],
    requirements: ['Diploma in Hospitality', 'Good English; a third language is a plus', 'Well groomed and service-minded'],
    remoteFriendly: false, industries: ['hospitality'],
  },
  {
    position: 'Barista', lang: 'id', category: 'hospitality-fnb', level: 'entry',
    salary: [3_800_000, 5_000_000], must: ['Espresso', 'Latte Art', 'Pelayanan Pelanggan'], optional: ['Manual Brew'],
    duties: ['Menyiapkan minuman kopi dan non-kopi sesuai standar resep', 'Menjaga kebersihan bar dan peralatan', 'Melayani pelanggan dengan ramah'],
    requirements: ['Pendidikan minimal SMA/SMK', 'Pengalaman menjadi barista lebih disukai', 'Bersedia bekerja shift dan di akhir pekan'],
    remoteFriendly: false, industries: ['food-beverage', 'hospitality', 'retail'],
  },
  {
    position: 'Chef de Partie', lang: 'en', category: 'hospitality-fnb', level: 'associate',
    salary: [6_000_000, 9_000_000], must: ['Food Preparation', 'HACCP', 'Kitchen Management'], optional: ['Pastry', 'Western Cuisine'],
    duties: ['Run a kitchen section during service', 'Train commis and cooks', 'Control food cost and hygiene standards'],
    requirements: ['3 years in a hotel or fine-dining kitchen', 'Food handler certificate'],
    remoteFriendly: false, industries: ['hospitality', 'food-beverage'],
  },
  {
    position: 'Store Manager', lang: 'en', category: 'retail', level: 'associate',
    salary: [8_000_000, 13_000_000], must: ['Store Operations', 'Team Leadership', 'Inventory Control'], optional: ['Visual Merchandising'],
    duties: ['Lead daily store operations and a team of 10–20 staff', 'Achieve sales targets and control shrinkage', 'Ensure excellent customer experience'],
    requirements: ['3 years of retail experience, 1 year as assistant store manager', 'Willing to work weekends and public holidays'],
    remoteFriendly: false, industries: ['retail', 'food-beverage'],
  },
  {
    position: 'Kasir', lang: 'id', category: 'retail', level: 'entry',
    salary: [3_800_000, 5_000_000], must: ['Kasir', 'Pelayanan Pelanggan'], optional: ['Mesin POS'],
    duties: ['Melayani transaksi pembayaran pelanggan', 'Menghitung dan menyetorkan uang hasil penjualan', 'Membantu penataan barang di toko'],
    requirements: ['Pendidikan minimal SMA/SMK', 'Jujur, teliti dan ramah', 'Bersedia bekerja shift'],
    remoteFriendly: false, industries: ['retail', 'food-beverage'],
  },
  {
    position: 'Graphic Designer', lang: 'en', category: 'design-creative', level: 'associate',
    salary: [6_500_000, 11_000_000], must: ['Adobe Illustrator', 'Photoshop', 'Typography'], optional: ['Motion Graphics', 'Figma'],
    duties: ['Design campaign visuals, packaging and social media assets', 'Keep brand guidelines consistent across channels', 'Brief and review work from freelancers'],
    requirements: ['Degree in Visual Communication Design', 'A strong portfolio', '2 years of agency or in-house experience'],
    remoteFriendly: true, industries: ['media-creative', 'retail', 'ecommerce', 'food-beverage'],
  },
  {
    position: 'UI/UX Designer', lang: 'en', category: 'design-creative', level: 'associate',
    salary: [10_000_000, 18_000_000], must: ['Figma', 'User Research', 'Prototyping'], optional: ['Design Systems', 'Usability Testing'],
    duties: ['Design end-to-end flows for web and mobile products', 'Run interviews and usability tests with users across Indonesia', 'Maintain our design system'],
    requirements: ['3 years of product design experience', 'Portfolio with case studies', 'Good written English'],
    remoteFriendly: true, industries: ['information-technology', 'ecommerce', 'banking-financial-services'],
  },
  {
    position: 'Legal Officer', lang: 'en', category: 'legal', level: 'associate',
    salary: [9_000_000, 15_000_000], must: ['Contract Drafting', 'Corporate Law', 'Licensing'], optional: ['OSS RBA', 'Litigation'],
    duties: ['Draft and review commercial contracts in English and Indonesian', 'Manage business licences through OSS', 'Advise business units on regulatory matters'],
    requirements: ['Bachelor of Law (S.H.)', '3 years in a law firm or in-house legal team', 'PKPA certificate is an advantage'],
    remoteFriendly: false, industries: [],
  },
  {
    position: 'Mining Engineer', lang: 'en', category: 'mining-energy', level: 'associate',
    salary: [14_000_000, 24_000_000], must: ['Mine Planning', 'Minescape', 'Safety Management'], optional: ['POP Certificate', 'Surpac'],
    duties: ['Prepare short-term mine plans and monitor production', 'Ensure operations follow safety and environmental rules', 'Coordinate with contractors on site'],
    requirements: ['Bachelor degree in Mining Engineering', 'POP certificate', 'Willing to work on a roster at remote sites'],
    remoteFriendly: false, industries: ['mining-energy'],
  },
  {
    position: 'Teller Bank', lang: 'id', category: 'banking', level: 'entry',
    salary: [4_800_000, 6_200_000], must: ['Pelayanan Nasabah', 'Transaksi Tunai'], optional: ['Produk Perbankan'],
    duties: ['Melayani transaksi setor, tarik dan transfer nasabah', 'Memastikan kas sesuai pada akhir hari', 'Menawarkan produk bank kepada nasabah'],
    requirements: ['Pendidikan minimal D3 dengan IPK minimal 2,75', 'Berpenampilan menarik dan komunikatif', 'Usia maksimal 25 tahun'],
    remoteFriendly: false, industries: ['banking-financial-services'],
  },
  {
    position: 'Relationship Manager', lang: 'en', category: 'banking', level: 'mid_senior',
    salary: [15_000_000, 30_000_000], must: ['Credit Analysis', 'Relationship Management', 'Banking Products'], optional: ['SME Lending', 'Wealth Management'],
    duties: ['Grow a portfolio of SME and commercial banking clients', 'Structure credit facilities with the risk team', 'Cross-sell transaction banking and treasury products'],
    requirements: ['5 years of banking experience', 'Risk management certification (BSMR) is preferred', 'Strong network in the local business community'],
    remoteFriendly: false, industries: ['banking-financial-services'],
  },
  {
    position: 'Agronomist', lang: 'en', category: 'agriculture', level: 'associate',
    salary: [8_000_000, 13_000_000], must: ['Agronomy', 'Plantation Management', 'Soil Analysis'], optional: ['ISPO', 'RSPO'],
    duties: ['Advise estates on fertiliser, pest and yield management', 'Run field trials and report findings', 'Support ISPO and RSPO certification audits'],
    requirements: ['Bachelor degree in Agronomy or Agriculture', 'Willing to live on the estate in Kalimantan or Sumatra'],
    remoteFriendly: false, industries: ['agribusiness'],
  },
  {
    position: 'Management Trainee', lang: 'en', category: 'administration', level: 'entry',
    salary: [7_000_000, 9_000_000], must: ['Leadership', 'Problem Solving', 'English'], optional: ['Organisation Experience'],
    duties: ['Rotate across operations, sales and finance for 12 months', 'Deliver a business improvement project to management', 'Prepare to take a supervisory role after the programme'],
    requirements: ['Fresh graduate with GPA of at least 3.25', 'Active in student organisations', 'Willing to be placed anywhere in Indonesia'],
    remoteFriendly: false, industries: [],
  },
  {
    position: 'Magang Administrasi', lang: 'id', category: 'administration', level: 'internship',
    salary: [2_000_000, 3_000_000], must: ['Microsoft Office', 'Komunikasi'], optional: ['Bahasa Inggris'],
    duties: ['Membantu administrasi dan pengarsipan dokumen', 'Membantu input data ke sistem perusahaan', 'Mendukung kegiatan tim sehari-hari'],
    requirements: ['Mahasiswa tingkat akhir atau fresh graduate semua jurusan', 'Bersedia magang selama 6 bulan', 'Uang saku dan sertifikat magang'],
    remoteFriendly: false, industries: [],
  },
  {
    position: 'Software Engineering Intern', lang: 'en', category: 'information-technology', level: 'internship',
    salary: [3_000_000, 5_000_000], must: ['JavaScript', 'Git'], optional: ['React', 'SQL'],
    duties: ['Build small features alongside a mentor', 'Write tests and documentation', 'Present your project at the end of the internship'],
    requirements: ['Final-year student in Computer Science or related field', 'Available for at least 6 months'],
    remoteFriendly: true, industries: ['information-technology', 'ecommerce', 'banking-financial-services'],
  },
  {
    position: 'Head of Engineering', lang: 'en', category: 'information-technology', level: 'director',
    salary: [70_000_000, 120_000_000], must: ['Engineering Leadership', 'System Architecture', 'Hiring'], optional: ['Fintech', 'Cloud Cost Management'],
    duties: ['Lead an engineering organisation of 40+ people', 'Set technical strategy with the CTO and product leadership', 'Build a strong hiring and career framework'],
    requirements: ['12+ years in software, 5 leading managers', 'Experience scaling products in Southeast Asia'],
    remoteFriendly: true, industries: ['information-technology', 'ecommerce', 'banking-financial-services'],
  },
  {
    position: 'General Manager Operations', lang: 'en', category: 'manufacturing-production', level: 'executive',
    salary: [80_000_000, 150_000_000], must: ['Operations Management', 'P&L Management', 'Leadership'], optional: ['Lean Six Sigma', 'Japanese'],
    duties: ['Lead plant operations across production, quality, maintenance and supply chain', 'Own the operational budget and cost-down programme', 'Report to the board on performance and investments'],
    requirements: ['15 years in manufacturing, 5 in plant leadership', 'Experience with Japanese or multinational principals'],
    remoteFriendly: false, industries: ['manufacturing', 'automotive', 'food-beverage'],
  },
];
