/** Generated job postings: plausible mixes of status, arrangement, type, salary and questions. */
import type { EmploymentType, JobStatus, WorkArrangement } from '../../shared/job-vocabulary.js';
import { BENEFIT_CODES, JOB_TEMPLATES, type JobTemplate } from './job-templates.js';
import type { Prng } from './prng.js';
import { daysAfter, daysBefore, escapeHtml, roundIdr, slugify } from './text-utils.js';

interface QuestionSeed {
  type: 'free_text' | 'single_select' | 'multi_select';
  prompt: string;
  options: string[];
  required: boolean;
  /** The language the question is written in (its job's). */
  lang: 'en' | 'id';
  /** The same question in the other language, its options one for one; null where the employer gave none. */
  translation: { lang: 'en' | 'id'; prompt: string; options: string[] } | null;
}

export interface JobSeed {
  identifier: string;
  slug: string;
  companyIndex: number;
  position: string;
  descriptionHtml: string;
  categorySlug: string;
  citySlug: string;
  employmentType: EmploymentType;
  workArrangement: WorkArrangement;
  experienceLevel: string;
  salaryMin: number;
  salaryMax: number;
  bonusSalary: number | null;
  salaryVisible: boolean;
  benefits: string[];
  coverLetter: 'none' | 'optional' | 'required';
  status: JobStatus;
  featured: boolean;
  postedAt: Date | null;
  validThrough: Date | null;
  createdAt: Date;
  updatedAt: Date;
  skills: { name: string; requirement: 'must' | 'optional' }[];
  questions: QuestionSeed[];
  /** The language the posting is written in (its template's). */
  lang: 'en' | 'id';
}

export interface CompanyRef {
  industrySlug: string;
  citySlug: string;
  cityName: string;
  name: string;
}

/** Greater Jakarta pays the most; other metros less; elsewhere closer to the regional UMR. */
const METRO_FACTOR: Record<string, number> = {
  'jakarta-selatan': 1,
  'jakarta-pusat': 1,
  'jakarta-barat': 1,
  'jakarta-utara': 1,
  'jakarta-timur': 1,
  tangerang: 0.95,
  'tangerang-selatan': 0.95,
  bekasi: 0.95,
  cikarang: 0.95,
  karawang: 0.95,
  depok: 0.9,
  bogor: 0.9,
  surabaya: 0.9,
  sidoarjo: 0.88,
  gresik: 0.88,
  batam: 0.9,
  bandung: 0.85,
  medan: 0.8,
  semarang: 0.78,
  balikpapan: 0.9,
  badung: 0.82,
  denpasar: 0.8,
  makassar: 0.8,
  timika: 1.05,
};

const EMPLOYMENT_MIX: [EmploymentType, number][] = [
  ['FULL_TIME', 72],
  ['CONTRACTOR', 16],
  ['PART_TIME', 5],
  ['TEMPORARY', 4],
  ['PER_DIEM', 1.5],
  ['VOLUNTEER', 0.5],
  ['OTHER', 1],
];

const QUESTION_POOL: Record<'en' | 'id', Omit<QuestionSeed, 'lang' | 'translation'>[]> = {
  en: [
    {
      type: 'single_select',
      prompt: 'How many years of relevant experience do you have?',
      options: ['Less than 1 year', '1–3 years', '3–5 years', 'More than 5 years'],
      required: true,
    },
    {
      type: 'single_select',
      prompt: 'When can you start?',
      options: ['Immediately', 'Within 2 weeks', 'Within 1 month', 'More than 1 month'],
      required: true,
    },
    { type: 'free_text', prompt: 'What is your expected monthly salary (IDR)?', options: [], required: true },
    {
      type: 'multi_select',
      prompt: 'Which of these tools have you used professionally?',
      options: ['Excel', 'SAP', 'Jira', 'Power BI', 'Salesforce'],
      required: false,
    },
    { type: 'free_text', prompt: 'Tell us about a project you are proud of.', options: [], required: false },
    {
      type: 'single_select',
      prompt: 'Are you willing to relocate for this role?',
      options: ['Yes', 'No', 'Open to discuss'],
      required: true,
    },
  ],
  id: [
    {
      type: 'single_select',
      prompt: 'Berapa lama pengalaman kerja Anda di bidang ini?',
      options: ['Kurang dari 1 tahun', '1–3 tahun', '3–5 tahun', 'Lebih dari 5 tahun'],
      required: true,
    },
    { type: 'single_select', prompt: 'Apakah Anda bersedia bekerja shift?', options: ['Ya', 'Tidak'], required: true },
    { type: 'free_text', prompt: 'Berapa gaji yang Anda harapkan per bulan?', options: [], required: true },
    {
      type: 'multi_select',
      prompt: 'Dokumen apa saja yang Anda miliki?',
      options: ['SIM A', 'SIM C', 'NPWP', 'Kartu BPJS', 'Paspor'],
      required: false,
    },
    {
      type: 'single_select',
      prompt: 'Kapan Anda dapat mulai bekerja?',
      options: ['Segera', 'Dalam 2 minggu', 'Dalam 1 bulan'],
      required: true,
    },
  ],
};

/**
 * Pool questions the employer also wrote in the other language, keyed by the prompt; the
 * others stay in their own language only, so both cases are in the demo data.
 */
const QUESTION_TRANSLATIONS: Record<string, { prompt: string; options: string[] }> = {
  'How many years of relevant experience do you have?': {
    prompt: 'Berapa tahun pengalaman Anda yang relevan?',
    options: ['Kurang dari 1 tahun', '1–3 tahun', '3–5 tahun', 'Lebih dari 5 tahun'],
  },
  'When can you start?': {
    prompt: 'Kapan Anda dapat mulai bekerja?',
    options: ['Segera', 'Dalam 2 minggu', 'Dalam 1 bulan', 'Lebih dari 1 bulan'],
  },
  'Tell us about a project you are proud of.': { prompt: 'Ceritakan proyek yang Anda banggakan.', options: [] },
  'Are you willing to relocate for this role?': {
    prompt: 'Apakah Anda bersedia pindah domisili untuk posisi ini?',
    options: ['Ya', 'Tidak', 'Bisa didiskusikan'],
  },
  'Berapa lama pengalaman kerja Anda di bidang ini?': {
    prompt: 'How long have you worked in this field?',
    options: ['Less than 1 year', '1–3 years', '3–5 years', 'More than 5 years'],
  },
  'Apakah Anda bersedia bekerja shift?': { prompt: 'Are you willing to work shifts?', options: ['Yes', 'No'] },
  'Kapan Anda dapat mulai bekerja?': { prompt: 'When can you start work?', options: ['Immediately', 'Within 2 weeks', 'Within 1 month'] },
};

function translationOf(prompt: string, lang: 'en' | 'id'): QuestionSeed['translation'] {
  const translation = QUESTION_TRANSLATIONS[prompt];
  return translation ? { lang: lang === 'en' ? 'id' : 'en', ...translation } : null;
}

function describe(t: JobTemplate, company: CompanyRef, cityName: string, arrangement: WorkArrangement, rng: Prng): string {
  const en = t.lang === 'en';
  const c = escapeHtml(company.name);
  const p = escapeHtml(t.position);
  const city = escapeHtml(cityName);
  const intro = en
    ? rng.pick([
        `<p>${c} is looking for a ${p} to join our team in ${city}.</p>`,
        `<p>Join ${c} as a ${p}. You will be based in ${city} and work with a friendly, driven team.</p>`,
        `<p>${c} is growing and we are hiring a ${p} for our ${city} office.</p>`,
      ])
    : rng.pick([
        `<p>${c} membuka lowongan ${p} untuk penempatan di ${city}.</p>`,
        `<p>${c} sedang mencari ${p} yang siap bergabung dengan tim kami di ${city}.</p>`,
      ]);
  const mode =
    arrangement === 'remote'
      ? en
        ? '<p>This is a 100% remote role open to candidates living anywhere in Indonesia.</p>'
        : '<p>Posisi ini 100% remote: Anda dapat bekerja dari mana saja di Indonesia.</p>'
      : arrangement === 'hybrid'
        ? en
          ? '<p>Hybrid: three days a week in the office, two days from home.</p>'
          : '<p>Sistem kerja hybrid: tiga hari di kantor, dua hari dari rumah.</p>'
        : '';
  const duties = rng.sample(t.duties, Math.max(3, t.duties.length - rng.int(0, 1)));
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  return [
    intro,
    mode,
    `<p><strong>${en ? 'Responsibilities' : 'Tanggung Jawab'}</strong></p>`,
    list(duties),
    `<p><strong>${en ? 'Requirements' : 'Kualifikasi'}</strong></p>`,
    list(t.requirements),
  ].join('');
}

export function generateJob(
  rng: Prng,
  now: Date,
  companyIndex: number,
  company: CompanyRef,
  cities: { slug: string; name: string; weight: number }[],
  identifiers: Set<string>,
): JobSeed {
  const fitting = JOB_TEMPLATES.filter((t) => t.industries.length === 0 || t.industries.includes(company.industrySlug));
  const template = rng.chance(0.85) && fitting.length ? rng.pick(fitting) : rng.pick(JOB_TEMPLATES);

  const atHome = rng.chance(0.75);
  const city = atHome ? { slug: company.citySlug, name: company.cityName } : rng.weighted(cities.map((c) => [c, c.weight] as const));

  let workArrangement: WorkArrangement = 'onsite';
  if (template.remoteFriendly)
    workArrangement = rng.weighted([
      ['onsite', 50],
      ['hybrid', 35],
      ['remote', 15],
    ]);
  else if (rng.chance(0.04)) workArrangement = 'hybrid';

  const employmentType: EmploymentType = template.level === 'internship' ? 'INTERN' : rng.weighted(EMPLOYMENT_MIX);

  const factor = (METRO_FACTOR[city.slug] ?? 0.7) * (0.9 + rng.next() * 0.2);
  const salaryMin = roundIdr(template.salary[0] * factor);
  const salaryMax = Math.max(salaryMin, roundIdr(template.salary[1] * factor));
  const salesy = template.category === 'sales';
  const bonusSalary = salesy || rng.chance(0.08) ? roundIdr(salaryMin * (0.1 + rng.next() * 0.4), 250_000) : null;

  const status: JobStatus = rng.weighted([
    ['published', 90],
    ['closed', 6],
    ['draft', 4],
  ]);
  // Most postings are recent; a long tail goes back two months.
  const ageDays = Math.floor(Math.pow(rng.next(), 1.8) * 60);
  const postedAt = status === 'draft' ? null : new Date(daysBefore(now, ageDays).getTime() - rng.int(0, 86_399) * 1000);
  let validThrough: Date | null = null;
  if (postedAt) {
    validThrough = rng.chance(0.1) ? null : daysAfter(postedAt, rng.pick([30, 45, 60, 90]));
    // A few published jobs whose validThrough has passed: expired but not yet closed.
    if (status === 'published' && rng.chance(0.03)) validThrough = daysBefore(now, rng.int(1, 10));
    if (validThrough && validThrough <= postedAt) validThrough = daysAfter(postedAt, 1);
  }
  const createdAt = postedAt ?? daysBefore(now, rng.int(0, 20));

  let identifier = rng.token(10);
  while (identifiers.has(identifier)) identifier = rng.token(10);
  identifiers.add(identifier);

  const musts = rng.sample(template.must, template.must.length);
  const optionals = rng.sample(template.optional, rng.int(1, template.optional.length));
  const questions = rng.chance(0.15)
    ? rng
        .sample(QUESTION_POOL[template.lang], rng.int(1, 3))
        .map((q) => ({ ...q, lang: template.lang, translation: translationOf(q.prompt, template.lang) }))
    : [];

  return {
    identifier,
    slug: slugify(template.position),
    companyIndex,
    position: template.position,
    descriptionHtml: describe(template, company, city.name, workArrangement, rng),
    categorySlug: template.category,
    citySlug: city.slug,
    employmentType,
    workArrangement,
    experienceLevel: template.level,
    salaryMin,
    salaryMax,
    bonusSalary,
    salaryVisible: rng.chance(0.8),
    benefits: rng.sample(BENEFIT_CODES, rng.int(3, 6)),
    coverLetter: rng.weighted([
      ['none', 40],
      ['optional', 45],
      ['required', 15],
    ]),
    status,
    featured: status === 'published' && rng.chance(0.03),
    postedAt,
    validThrough,
    createdAt,
    updatedAt: postedAt ? daysAfter(postedAt, rng.chance(0.2) ? Math.min(ageDays, rng.int(0, 5)) : 0) : createdAt,
    skills: [
      ...musts.map((name) => ({ name, requirement: 'must' as const })),
      ...optionals.map((name) => ({ name, requirement: 'optional' as const })),
    ],
    questions,
    lang: template.lang,
  };
}
