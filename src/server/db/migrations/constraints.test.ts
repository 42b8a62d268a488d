/** The schema itself rejects bad data, whatever code path writes it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { testEngines, type TestDb } from '../test-db.js';

describe.each(testEngines())('constraints on $engine', ({ open }) => {
  let t: TestDb;
  let db: Db;
  let companyId: number;
  let cityId: number;
  let userId: number;

  beforeAll(async () => {
    t = await open();
    db = t.db;
    const prov = await db.query<{ id: number }>(
      `INSERT INTO locations (kind, slug, name_id, name_en) VALUES ('province', 'jawa-barat', 'Jawa Barat', 'West Java') RETURNING id`,
    );
    const city = await db.query<{ id: number }>(
      `INSERT INTO locations (kind, parent_id, slug, name_id, name_en) VALUES ('city', $1, 'bandung', 'Bandung', 'Bandung') RETURNING id`,
      [prov.rows[0]?.id],
    );
    cityId = city.rows[0]?.id ?? 0;
    const company = await db.query<{ id: number }>(`INSERT INTO companies (slug, name) VALUES ('pt-uji', 'PT Uji Coba') RETURNING id`);
    companyId = company.rows[0]?.id ?? 0;
    const user = await db.query<{ id: number }>(`INSERT INTO users (email, name) VALUES ('Ana@Example.com', 'Ana') RETURNING id`);
    userId = user.rows[0]?.id ?? 0;
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const insertJob = (over: Record<string, unknown> = {}) => {
    const v = {
      status: 'published',
      salary_min: 5_000_000,
      salary_max: 7_000_000,
      posted_at: new Date(),
      employment_type: 'FULL_TIME',
      ...over,
    };
    return db.query(
      `INSERT INTO jobs (slug, company_id, position, description_html, location_id, status, salary_min, salary_max, posted_at, employment_type)
       VALUES ('staf', $1, 'Staf Gudang', '<p>x</p>', $2, $3, $4, $5, $6, $7) RETURNING id, province_id`,
      [companyId, cityId, v.status, v.salary_min, v.salary_max, v.posted_at, v.employment_type],
    );
  };

  it('accepts a valid job and derives its province', async () => {
    const { rows } = await insertJob();
    expect(rows[0]).toMatchObject({ province_id: expect.any(Number) });
  });

  it('rejects an email that differs only in case', async () => {
    await expect(db.query(`INSERT INTO users (email, name) VALUES ('ana@EXAMPLE.com', 'Ana 2')`)).rejects.toThrow(
      /users_email_lower_key|duplicate/,
    );
  });

  it('rejects a malformed email', async () => {
    await expect(db.query(`INSERT INTO users (email, name) VALUES ('not-an-email', 'X')`)).rejects.toThrow(/check/i);
  });

  it('rejects a review rating of 6 and a rating-less company review', async () => {
    await expect(
      db.query(`INSERT INTO company_reviews (company_id, type, rating) VALUES ($1, 'company_review', 6)`, [companyId]),
    ).rejects.toThrow(/check/i);
    await expect(
      db.query(`INSERT INTO company_reviews (company_id, type, rating) VALUES ($1, 'company_review', NULL)`, [companyId]),
    ).rejects.toThrow(/check/i);
  });

  it('rejects unknown statuses and employment types', async () => {
    await expect(insertJob({ status: 'archived' })).rejects.toThrow(/check/i);
    await expect(insertJob({ employment_type: 'full-time' })).rejects.toThrow(/check/i);
  });

  it('rejects negative salaries and min above max', async () => {
    await expect(insertJob({ salary_min: -1 })).rejects.toThrow(/check/i);
    await expect(insertJob({ salary_min: 9_000_000, salary_max: 8_000_000 })).rejects.toThrow(/check/i);
  });

  it('rejects a published job without posted_at', async () => {
    await expect(insertJob({ posted_at: null })).rejects.toThrow(/check/i);
  });

  it('requires agreement for an application, one per candidate and job, and a known status', async () => {
    const job = await insertJob();
    const jobId = job.rows[0]?.id;
    await expect(
      db.query(`INSERT INTO applications (candidate_id, job_id, agreed_at) VALUES ($1, $2, NULL)`, [userId, jobId]),
    ).rejects.toThrow(/null/i);
    await db.query(`INSERT INTO applications (candidate_id, job_id, agreed_at) VALUES ($1, $2, now())`, [userId, jobId]);
    await expect(
      db.query(`INSERT INTO applications (candidate_id, job_id, agreed_at) VALUES ($1, $2, now())`, [userId, jobId]),
    ).rejects.toThrow(/duplicate|unique/i);
    await expect(db.query(`UPDATE applications SET status = 'ghosted' WHERE candidate_id = $1`, [userId])).rejects.toThrow(/check/i);
    await db.query(`UPDATE applications SET status = 'viewed' WHERE candidate_id = $1`, [userId]);
    const history = await db.query<{ from_status: string | null; to_status: string }>(
      `SELECT h.from_status, h.to_status FROM application_status_history h JOIN applications a ON a.id = h.application_id
       WHERE a.candidate_id = $1 ORDER BY h.id`,
      [userId],
    );
    expect(history.rows).toEqual([
      { from_status: null, to_status: 'applied' },
      { from_status: 'applied', to_status: 'viewed' },
    ]);
  });

  it('limits a profile video to 60 seconds', async () => {
    await db.query(`INSERT INTO candidate_profiles (user_id, identifier) VALUES ($1, 'ana')`, [userId]);
    await expect(
      db.query(`UPDATE candidate_profiles SET video_storage_key = 'v', video_duration_seconds = 61 WHERE user_id = $1`, [userId]),
    ).rejects.toThrow(/check/i);
    await db.query(`UPDATE candidate_profiles SET video_storage_key = 'v', video_duration_seconds = 60 WHERE user_id = $1`, [userId]);
  });

  it('rolls back a failed transaction and keeps nested savepoints independent', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO industries (slug, name_en, name_id) VALUES ('tmp', 'Tmp', 'Tmp')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await db.query(`SELECT 1 FROM industries WHERE slug = 'tmp'`)).rows).toHaveLength(0);

    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO industries (slug, name_en, name_id) VALUES ('kept', 'Kept', 'Kept')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.query(`INSERT INTO industries (slug, name_en, name_id) VALUES ('dropped', 'D', 'D')`);
          await inner.query(`INSERT INTO industries (slug, name_en, name_id) VALUES ('kept', 'dup', 'dup')`);
        }),
      ).rejects.toThrow(/duplicate|unique/i);
    });
    const { rows } = await db.query<{ slug: string }>(`SELECT slug FROM industries WHERE slug IN ('kept', 'dropped') ORDER BY slug`);
    expect(rows.map((r) => r.slug)).toEqual(['kept']);
  });
});
