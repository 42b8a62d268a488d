/**
 * Migrations 0091 and 0096 on both engines: an existing database whose privacy policy is 0087's
 * text gets the sentences about what the employer API records and what retention and erasure
 * keep, and ends with the seed's text; an operator's own policy is left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_EN, PRIVACY_POLICY_ID } from '../../seed/privacy-policy-data.js';
import { testEngines, type TestDb } from '../test-db.js';
import { applyMigrations } from './migrate.js';
import { loadMigrations } from './load-migrations.js';

const [policyEn, policyId] = [
  ...fs.readFileSync(path.resolve('src/server/db/migrations/0087-privacy-policy.sql'), 'utf8').matchAll(/\$policy\$([\s\S]*?)\$policy\$/g),
].map((m) => m[1]!);

describe.each(testEngines())('migrations 0091 and 0096 on $engine', ({ open }) => {
  let t: TestDb;
  const all = loadMigrations();

  beforeAll(async () => {
    t = await open({ migrate: false });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("updates 0087's policy to the seed's text and leaves an operator's own alone", async () => {
    await applyMigrations(
      t.db,
      all.filter((m) => m.name < '0091'),
    );
    await t.db.query(
      `INSERT INTO content_pages (key, slug_en, slug_id, title_en, title_id, body_en, body_id) VALUES
         ('privacy', 'privacy-policy', 'kebijakan-privasi', 'Privacy policy', 'Kebijakan privasi', $1, $2),
         ('own', 'own-policy', 'kebijakan-sendiri', 'Own', 'Sendiri', '<p>Our own text.</p>', '<p>Teks kami.</p>')`,
      [policyEn, policyId],
    );
    await applyMigrations(t.db, all);
    const { rows } = await t.db.query<{ key: string; body_en: string; body_id: string }>(
      'SELECT key, body_en, body_id FROM content_pages ORDER BY key',
    );
    expect(rows).toEqual([
      { key: 'own', body_en: '<p>Our own text.</p>', body_id: '<p>Teks kami.</p>' },
      { key: 'privacy', body_en: PRIVACY_POLICY_EN, body_id: PRIVACY_POLICY_ID },
    ]);
  });
});
