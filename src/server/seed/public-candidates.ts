/**
 * A few more candidates with public profiles, so /profile/{identifier} has people to show
 * besides the demo account. They have no password (nobody signs in as them) and differ in
 * field, city and how complete they are.
 */
import type { Db } from '../db/db.js';
import { daysBefore } from './text-utils.js';

interface SeedCandidate {
  identifier: string;
  name: string;
  email: string;
  headline: string;
  city: string;
  category: string;
  gender: 'male' | 'female';
  born: string;
  status: string;
  availability: string;
  about: string;
  work: [company: string, position: string, description: string, startMonth: number, startYear: number, end: [number, number] | null][];
  education: [institution: string, degree: string, field: string, start: number, end: number][];
  skills: string[];
  positions: string[];
  expected: number;
  links: [network: string, url: string][];
}

const PUBLIC_CANDIDATES: readonly SeedCandidate[] = [
  {
    identifier: 'rizky-pratama',
    name: 'Rizky Pratama',
    email: 'rizky.pratama@example.com',
    headline: 'Backend engineer (Go, PostgreSQL)',
    city: 'bandung',
    category: 'information-technology',
    gender: 'male',
    born: '1994-03-12',
    status: 'open_to_offers',
    availability: '1_month',
    about:
      'Backend engineer with six years of building payment and logistics services.\n\nI care about boring, reliable systems: good schemas, clear logs and tests that catch real bugs.',
    work: [
      ['PT Kirim Cepat Nusantara', 'Senior Backend Engineer', 'Shipment tracking APIs serving 3 million requests a day.', 4, 2021, null],
      ['PT Bayar Mudah Digital', 'Backend Engineer', 'Payment reconciliation jobs and merchant settlement reports.', 7, 2018, [3, 2021]],
    ],
    education: [['Institut Teknologi Bandung', 'bachelor', 'Teknik Informatika', 2012, 2016]],
    skills: ['Go', 'PostgreSQL', 'Docker', 'Kubernetes', 'REST API'],
    positions: ['Backend Engineer', 'Platform Engineer'],
    expected: 28_000_000,
    links: [
      ['github', 'https://github.com/rizky-pratama-example'],
      ['linkedin', 'https://www.linkedin.com/in/rizky-pratama-example'],
    ],
  },
  {
    identifier: 'siti-rahmawati',
    name: 'Siti Rahmawati',
    email: 'siti.rahmawati@example.com',
    headline: 'HR generalist, recruitment and payroll',
    city: 'surabaya',
    category: 'human-resources',
    gender: 'female',
    born: '1992-11-02',
    status: 'actively_looking',
    availability: '2_weeks',
    about: 'HR generalist with experience in mass recruitment for retail and manufacturing, payroll (BPJS, PPh 21) and onboarding.',
    work: [['PT Sumber Rejeki Retail', 'HR Generalist', 'Hiring for 30 stores in East Java, payroll for 600 staff.', 1, 2019, null]],
    education: [['Universitas Airlangga', 'bachelor', 'Psikologi', 2010, 2014]],
    skills: ['Recruitment', 'Payroll', 'BPJS', 'Microsoft Excel'],
    positions: ['HR Generalist', 'Talent Acquisition'],
    expected: 9_000_000,
    links: [['linkedin', 'https://www.linkedin.com/in/siti-rahmawati-example']],
  },
  {
    identifier: 'made-wirawan',
    name: 'Made Wirawan',
    email: 'made.wirawan@example.com',
    headline: 'Hotel front office supervisor',
    city: 'denpasar',
    category: 'hospitality-fnb',
    gender: 'male',
    born: '1996-06-21',
    status: 'open_to_offers',
    availability: 'immediately',
    about: 'Front office supervisor in Bali resorts. Fluent in English and Japanese, calm with difficult guests.',
    work: [['Segara Resort Nusa Dua', 'Front Office Supervisor', 'Leading a team of 12 across three shifts.', 2, 2020, null]],
    education: [['Politeknik Pariwisata Bali', 'diploma', 'Manajemen Perhotelan', 2014, 2017]],
    skills: ['Guest Relations', 'Opera PMS', 'English', 'Japanese'],
    positions: ['Front Office Manager'],
    expected: 8_500_000,
    links: [],
  },
];

export async function seedPublicCandidates(
  db: Db,
  now: Date,
  ids: { cityId: (slug: string) => number | undefined; categoryId: (slug: string) => number | undefined },
): Promise<void> {
  for (const [index, c] of PUBLIC_CANDIDATES.entries()) {
    const at = daysBefore(now, 60 + index * 20);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, name, email_verified_at, preferred_locale, scope, created_at, updated_at)
       VALUES ($1, NULL, $2, $3, 'id-ID', $4, $3, $3) RETURNING id`,
      [c.email, c.name, at, JSON.stringify(['candidate'])],
    );
    const userId = rows[0]?.id;
    if (userId === undefined) throw new Error(`seed candidate ${c.identifier} got no id`);
    const city = ids.cityId(c.city) ?? null;
    await db.query(
      `INSERT INTO candidate_profiles (user_id, identifier, visibility, headline, gender, citizenship, address_province_id, address_city_id,
         date_of_birth, status, availability, about_me, interest_category_id, interested_positions, expected_salary, created_at, updated_at)
       VALUES ($1, $2, 'public', $3, $4, 'ID', (SELECT parent_id FROM locations WHERE id = $5), $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
      [
        userId,
        c.identifier,
        c.headline,
        c.gender,
        city,
        c.born,
        c.status,
        c.availability,
        c.about,
        ids.categoryId(c.category) ?? null,
        c.positions,
        c.expected,
        at,
      ],
    );
    for (const [company, position, description, startMonth, startYear, end] of c.work) {
      await db.query(
        `INSERT INTO candidate_work_experiences (user_id, company_name, position, description, start_month, start_year, end_month, end_year, is_current)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [userId, company, position, description, startMonth, startYear, end?.[0] ?? null, end?.[1] ?? null, end === null],
      );
    }
    for (const [institution, degree, field, start, end] of c.education) {
      await db.query(
        'INSERT INTO candidate_educations (user_id, institution, degree, field_of_study, start_year, end_year) VALUES ($1, $2, $3, $4, $5, $6)',
        [userId, institution, degree, field, start, end],
      );
    }
    await db.query(
      'INSERT INTO candidate_skills (user_id, name, sort_order) SELECT $1, name, ord - 1 FROM unnest($2::text[]) WITH ORDINALITY AS s(name, ord)',
      [userId, c.skills],
    );
    for (const [network, url] of c.links) {
      await db.query('INSERT INTO candidate_social_links (user_id, network, url) VALUES ($1, $2, $3)', [userId, network, url]);
    }
  }
}
