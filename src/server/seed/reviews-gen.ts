/** Company reviews of all five kinds, with the kind-specific `details` the repository validates. */
import type { ReviewType } from '../../shared/job-vocabulary.js';
import type { Prng } from './prng.js';

export interface ReviewSeed {
  type: ReviewType;
  rating: number | null;
  title: string;
  body: string;
  details: Record<string, unknown>;
  anonymous: boolean;
  status: 'pending' | 'approved' | 'rejected';
  employerReply: string | null;
  ageDays: number;
}

const POSITIONS = [
  'Staf Akuntansi',
  'Sales Executive',
  'Software Engineer',
  'Operator Produksi',
  'Customer Service Officer',
  'HR Generalist',
  'Staf Gudang',
  'Perawat',
];

const COMPANY_REVIEWS = [
  {
    title: 'Supportive team, clear career path',
    body: 'Managers take time to coach new joiners and promotions follow clear criteria. Workload peaks at month end.',
    pros: 'Good mentoring, BPJS and THR always on time',
    cons: 'Overtime during closing week',
    rating: 4,
  },
  {
    title: 'Lingkungan kerja kekeluargaan',
    body: 'Rekan kerja saling membantu dan atasan mudah diajak diskusi. Gaji sesuai UMR dengan tunjangan yang cukup.',
    pros: 'Suasana kerja nyaman, lokasi strategis',
    cons: 'Kenaikan gaji tahunan kecil',
    rating: 4,
  },
  {
    title: 'Great learning, fast pace',
    body: 'You learn a lot in a short time, but priorities change often and processes are still being built.',
    pros: 'Smart colleagues, modern tools',
    cons: 'Frequent reorganisations',
    rating: 3,
  },
  {
    title: 'Manajemen kurang komunikatif',
    body: 'Banyak keputusan diambil mendadak tanpa penjelasan. Fasilitas kantor cukup baik.',
    pros: 'Fasilitas lengkap',
    cons: 'Komunikasi atasan kurang jelas',
    rating: 2,
  },
  {
    title: 'Stable company with fair benefits',
    body: 'Salaries are paid on time, the health insurance is good and work-life balance is respected.',
    pros: 'Stability, insurance, flexible leave',
    cons: 'Slow decision making',
    rating: 5,
  },
];
const INTERVIEW_REVIEWS = [
  {
    title: 'Three rounds, friendly interviewers',
    body: 'HR screening by phone, a technical test, then a user interview. Feedback came within a week.',
    difficulty: 3,
    outcome: 'offer',
    experience: 'positive',
    rating: 4,
  },
  {
    title: 'Psikotes lalu wawancara user',
    body: 'Prosesnya psikotes, wawancara HR, lalu wawancara dengan manajer. Pertanyaan seputar pengalaman dan studi kasus.',
    difficulty: 2,
    outcome: 'no_offer',
    experience: 'neutral',
    rating: 3,
  },
  {
    title: 'Long process, no feedback',
    body: 'Four rounds over six weeks and then no update at all after the final interview.',
    difficulty: 4,
    outcome: 'no_offer',
    experience: 'negative',
    rating: 2,
  },
];
const BENEFIT_REVIEWS = [
  {
    title: 'Benefits above average',
    body: 'Private insurance for family, meal allowance and an annual bonus tied to performance.',
    benefits: ['private_insurance', 'meal_allowance', 'annual_bonus', 'bpjs_health'],
    rating: 5,
  },
  {
    title: 'Tunjangan standar',
    body: 'BPJS lengkap dan THR satu kali gaji. Tidak ada asuransi swasta.',
    benefits: ['bpjs_health', 'bpjs_employment', 'thr'],
    rating: 3,
  },
];
const PHOTO_CAPTIONS = [
  'Ruang kerja di lantai 12',
  'Pantry and lounge area',
  'Annual company outing',
  'Area produksi yang bersih dan rapi',
];
const REPLIES = [
  'Thank you for your feedback. We have shared it with the relevant team and are working on improvements.',
  'Terima kasih atas ulasannya. Masukan Anda sangat berarti bagi kami untuk terus berbenah.',
];

export function generateReview(rng: Prng, salaryHint: [number, number]): ReviewSeed {
  const type = rng.weighted<ReviewType>([
    ['company_review', 35],
    ['interview', 25],
    ['salary', 20],
    ['benefits', 12],
    ['workplace_photo', 8],
  ]);
  const status = rng.weighted<ReviewSeed['status']>([
    ['approved', 85],
    ['pending', 12],
    ['rejected', 3],
  ]);
  const base = { anonymous: rng.chance(0.85), status, ageDays: rng.int(1, 400), employerReply: null as string | null };
  if (status === 'approved' && rng.chance(0.15)) base.employerReply = rng.pick(REPLIES);
  const position = rng.pick(POSITIONS);
  switch (type) {
    case 'company_review': {
      const r = rng.pick(COMPANY_REVIEWS);
      return {
        ...base,
        type,
        rating: r.rating,
        title: r.title,
        body: r.body,
        details: { position, employment_status: rng.pick(['current', 'former']), pros: r.pros, cons: r.cons },
      };
    }
    case 'interview': {
      const r = rng.pick(INTERVIEW_REVIEWS);
      return {
        ...base,
        type,
        rating: r.rating,
        title: r.title,
        body: r.body,
        details: { position, difficulty: r.difficulty, outcome: r.outcome, experience: r.experience, process_weeks: rng.int(1, 8) },
      };
    }
    case 'salary': {
      const amount = Math.round((salaryHint[0] + rng.next() * (salaryHint[1] - salaryHint[0])) / 100_000) * 100_000;
      return {
        ...base,
        type,
        rating: rng.int(2, 5),
        title: position,
        body: '',
        details: { position, amount, currency: 'IDR', period: 'MONTH', employment_type: rng.pick(['FULL_TIME', 'CONTRACTOR']) },
      };
    }
    case 'benefits': {
      const r = rng.pick(BENEFIT_REVIEWS);
      return { ...base, type, rating: r.rating, title: r.title, body: r.body, details: { benefits: r.benefits } };
    }
    case 'workplace_photo': {
      const n = rng.int(1, 6);
      return {
        ...base,
        type,
        rating: null,
        title: rng.pick(PHOTO_CAPTIONS),
        body: '',
        details: { photo_url: `/images/gallery/photo-${n}.jpg`, caption: rng.pick(PHOTO_CAPTIONS) },
      };
    }
  }
}
