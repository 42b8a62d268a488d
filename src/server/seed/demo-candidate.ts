/**
 * The demo account (demo@example.com / demo12345) with a rich public profile and some account
 * activity, so every account page has something to show in development. The profile is not
 * quite complete on purpose (no awards, no organization experience, no profile video, no
 * personality test): the editor's completion meter then has something to point at.
 */
import type { Db } from '../db/db.js';
import { hashPassword } from './password-hash.js';
import type { Prng } from './prng.js';
import { daysAfter, daysBefore } from './text-utils.js';

export const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'demo12345';
export const DEMO_PROFILE_IDENTIFIER = 'putri-anggraini';

/**
 * The demo's resume: a real PDF (a fictional person's CV) that the start-up puts in the file
 * storage beside the seed (store-demo-files.ts), so applying as the demo sends a resume that
 * opens. A seed without the storage (tests, benches) names it all the same; an application
 * then goes without it, as one whose resume object is gone.
 */
export const DEMO_RESUME = {
  storageKey: 'resume/demoPutriAnggrainiCv0001.pdf',
  fileName: 'Putri-Anggraini-CV.pdf',
  source: 'src/server/seed/files/putri-anggraini-cv.pdf',
  sizeBytes: 31047,
} as const;

export async function seedDemoCandidate(
  db: Db,
  rng: Prng,
  now: Date,
  ids: {
    cityId: (slug: string) => number;
    categoryId: (slug: string) => number;
    jobIds: number[];
  },
): Promise<number> {
  // Salt from the seeded stream keeps the seed reproducible; real sign-ups use random salt.
  const salt = Buffer.from(rng.token(16));
  const passwordHash = await hashPassword(DEMO_PASSWORD, salt);
  const createdAt = daysBefore(now, 120);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, name, email_verified_at, preferred_locale, scope, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'id-ID', $5, $6, $6) RETURNING id`,
    [DEMO_EMAIL, passwordHash, 'Putri Anggraini', createdAt, JSON.stringify(['candidate']), createdAt],
  );
  const userId = rows[0]?.id;
  if (userId === undefined) throw new Error('demo user insert returned no id');

  await db.query(
    `INSERT INTO candidate_profiles (user_id, identifier, visibility, headline, phone, avatar_url, gender, relationship_status,
       residence_status, citizenship, hobby, address_country, address_province_id, address_city_id, address_subdistrict,
       address_post_code, date_of_birth, status, availability, about_me, interest_category_id, interest_job_types,
       current_salary, expected_salary, willing_to_relocate, interested_positions, resume_storage_key, resume_file_name,
       resume_size_bytes, resume_mime, resume_uploaded_at, created_at, updated_at)
     VALUES ($1, $2, 'public', $3, '+62 812 3456 7890', '/images/team/member-5.jpg', 'female', 'single', 'rented', 'ID',
       $4, 'ID', (SELECT parent_id FROM locations WHERE id = $5), $5, 'Tebet', '12810', '1997-08-17', 'actively_looking',
       '1_month', $6, $7, $8, 9500000, 13000000, true, $9, $12,
       $13, $14, 'application/pdf', $10, $11, $10)`,
    [
      userId,
      DEMO_PROFILE_IDENTIFIER,
      'Accountant moving into finance data analysis',
      'Badminton, membaca, fotografi',
      ids.cityId('jakarta-selatan'),
      'I am an accountant with four years of experience in manufacturing and retail. I enjoy turning messy spreadsheets into clear reports and I am learning SQL and Power BI to move into finance data analysis.\n\nSaya terbiasa bekerja dengan tenggat waktu penutupan bulanan dan senang berkolaborasi dengan tim lintas fungsi.',
      ids.categoryId('accounting-finance'),
      ['FULL_TIME', 'CONTRACTOR'],
      ['Data Analyst', 'Senior Accountant', 'Finance Business Partner'],
      daysBefore(now, 10),
      createdAt,
      DEMO_RESUME.storageKey,
      DEMO_RESUME.fileName,
      DEMO_RESUME.sizeBytes,
    ],
  );
  await db.query(`INSERT INTO candidate_preferred_cities (user_id, location_id) VALUES ($1, $2), ($1, $3)`, [
    userId,
    ids.cityId('jakarta-selatan'),
    ids.cityId('tangerang-selatan'),
  ]);
  await db.query(
    `INSERT INTO candidate_work_experiences (user_id, company_name, position, description, start_month, start_year, end_month, end_year, is_current)
     VALUES ($1, 'PT Sinar Retailindo Makmur', 'Staf Akuntansi Senior', 'Menyusun laporan keuangan bulanan untuk 45 toko dan memimpin rekonsiliasi bank.', 3, 2022, NULL, NULL, true),
            ($1, 'PT Garuda Plastindo Abadi', 'Staf Akuntansi', 'Accounts payable, tax reporting (PPh 23, PPN) and support for the annual audit.', 8, 2019, 2, 2022, false)`,
    [userId],
  );
  await db.query(
    `INSERT INTO candidate_educations (user_id, institution, degree, field_of_study, start_year, end_year, is_current, gpa)
     VALUES ($1, 'Universitas Padjadjaran', 'bachelor', 'Akuntansi', 2015, 2019, false, 3.52),
            ($1, 'SMA Negeri 3 Bandung', 'high_school', 'IPS', 2012, 2015, false, NULL)`,
    [userId],
  );
  await db.query(
    `INSERT INTO candidate_skills (user_id, name, sort_order)
     SELECT $1, name, ord FROM unnest($2::text[]) WITH ORDINALITY AS s(name, ord)`,
    [userId, ['Akuntansi', 'Perpajakan', 'Microsoft Excel', 'SQL', 'Power BI', 'SAP']],
  );
  await db.query(
    `INSERT INTO candidate_social_links (user_id, network, url)
     VALUES ($1, 'linkedin', 'https://www.linkedin.com/in/putri-anggraini-example'), ($1, 'github', 'https://github.com/putri-anggraini-example')`,
    [userId],
  );

  // Test results come from real attempts so the results table stays consistent with them.
  for (const [assessment, score, level, traits, age] of [['english', 82, 'B2', {}, 30]] as const) {
    const at = daysBefore(now, age);
    const attempt = await db.query<{ id: number }>(
      `INSERT INTO assessment_attempts (user_id, assessment, status, started_at, submitted_at)
       VALUES ($1, $2, 'submitted', $3, $4) RETURNING id`,
      [userId, assessment, at, new Date(at.getTime() + 25 * 60_000)],
    );
    await db.query(
      `INSERT INTO assessment_results (attempt_id, user_id, assessment, score, level, traits, tested_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [attempt.rows[0]?.id, userId, assessment, score, level, JSON.stringify(traits), new Date(at.getTime() + 25 * 60_000)],
    );
  }

  const jobs = rng.sample(ids.jobIds, 8);
  const statuses = ['applied', 'viewed', 'shortlisted', 'interview', 'not_selected'] as const;
  for (const [i, status] of statuses.entries()) {
    const jobId = jobs[i];
    if (jobId === undefined) break;
    const appliedAt = daysBefore(now, 3 + i * 4);
    const app = await db.query<{ id: number }>(
      `INSERT INTO applications (candidate_id, job_id, short_description, cover_letter, agreed_at, status, status_changed_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'applied', $5, $5, $5) RETURNING id`,
      [
        userId,
        jobId,
        'Accountant with 4 years of experience, ready to start in one month.',
        i % 2 ? null : 'Dear hiring team, I would like to apply…',
        appliedAt,
      ],
    );
    const appId = app.rows[0]?.id;
    if (status !== 'applied') {
      await db.query(`UPDATE applications SET status = $2, status_changed_at = $3, updated_at = $3 WHERE id = $1`, [
        appId,
        status,
        daysAfter(appliedAt, 2),
      ]);
    }
    if (status === 'interview') {
      await db.query(
        `INSERT INTO interview_invitations (application_id, scheduled_at, duration_minutes, mode, meeting_url, message)
         VALUES ($1, $2, 45, 'online', 'https://meet.example.com/abc-defg-hij', 'Interview with the Finance Manager.')`,
        [appId, daysAfter(now, 3)],
      );
    }
  }
  for (const jobId of jobs.slice(5)) {
    await db.query('INSERT INTO bookmarks (user_id, job_id, created_at) VALUES ($1, $2, $3)', [userId, jobId, daysBefore(now, 2)]);
  }
  await db.query(
    `INSERT INTO notifications (user_id, type, payload, read_at, created_at) VALUES
       ($1, 'application.status_changed', $2, NULL, $4),
       ($1, 'interview.invited', $3, NULL, $4),
       ($1, 'profile.reminder', '{"section":"video"}', $5, $5)`,
    [
      userId,
      JSON.stringify({ jobId: jobs[2], status: 'shortlisted' }),
      JSON.stringify({ jobId: jobs[3] }),
      daysBefore(now, 1),
      daysBefore(now, 20),
    ],
  );
  await db.query(
    `INSERT INTO saved_searches (user_id, name, params, frequency, created_at, confirmed_at, active_from, matched_until) VALUES ($1, 'Finance jobs in Jakarta', $2, 'daily', $3, $3, $3, $3)`,
    [
      userId,
      JSON.stringify({ q: 'akuntansi', location: 'dki-jakarta', type: ['FULL_TIME'], arrangement: [], sort: 'newest', page: 1 }),
      daysBefore(now, 15),
    ],
  );
  return userId;
}
