/**
 * Migration 0090 on both engines: an application the employer had read before the access log
 * existed (only first_viewed_at was kept then) starts the log with that read, by the job's
 * company and no known key, so the candidate's timeline still shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDb } from '../test-db.js';
import { applyMigrations } from './migrate.js';
import { loadMigrations } from './load-migrations.js';

describe.each(testEngines())('migration 0090 on $engine', ({ open }) => {
  let t: TestDb;
  const all = loadMigrations();
  const before = all.filter((m) => m.name < '0090');

  beforeAll(async () => {
    t = await open({ migrate: false });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('records the first reads kept before it as reads by the company, key unknown', async () => {
    await applyMigrations(t.db, before);
    await t.db.exec(`
      INSERT INTO locations (id, kind, slug, name_id, name_en) VALUES (1, 'province', 'dki-jakarta', 'DKI Jakarta', 'Jakarta');
      INSERT INTO companies (id, slug, name) VALUES (1, 'pt-maju', 'PT Maju Jaya');
      INSERT INTO jobs (id, slug, company_id, position, description_html, location_id, province_id) VALUES (1, 'tax', 1, 'Tax Specialist', '<p>x</p>', 1, 1);
      INSERT INTO users (id, email, name) VALUES (1, 'rina@example.test', 'Rina'), (2, 'budi@example.test', 'Budi');
      INSERT INTO applications (id, candidate_id, job_id, agreed_at, first_viewed_at) VALUES
        (1, 1, 1, now(), '2026-11-29T07:02:30Z'), (2, 2, 1, now(), NULL);
    `);
    await applyMigrations(t.db, all);
    const { rows } = await t.db.query<{
      application_id: number;
      company_id: number;
      key_id: number | null;
      kind: string;
      hour_start: Date;
      at: Date;
    }>('SELECT application_id, company_id, key_id, kind, hour_start, at FROM application_accesses ORDER BY application_id');
    expect(rows.map((r) => ({ ...r, application_id: Number(r.application_id), company_id: Number(r.company_id) }))).toEqual([
      {
        application_id: 1,
        company_id: 1,
        key_id: null,
        kind: 'read',
        hour_start: new Date('2026-11-29T07:00:00Z'),
        at: new Date('2026-11-29T07:02:30Z'),
      },
    ]);
  });
});
