/**
 * Migration 0097 on both engines: the 0008 question bank and answer tables, unused since the
 * banks moved into code (0045), are dropped, and a database still holding rows in them
 * migrates cleanly, keeping the candidate's attempt and its result. (Every new database passes
 * through 0008 too, so this is also the path of a fresh install.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { testEngines, type TestDb } from '../test-db.js';
import { applyMigrations } from './migrate.js';
import { loadMigrations } from './load-migrations.js';

const LEGACY_TABLES = ['assessment_questions', 'assessment_answers'];

async function existing(db: Db, tables: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const { rows } = await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [table]);
    if (rows[0]?.found) found.push(table);
  }
  return found;
}

describe.each(testEngines())('migration 0097 on $engine', ({ open }) => {
  const all = loadMigrations();
  const before = all.filter((m) => m.name < '0097');
  let t: TestDb;

  beforeAll(async () => {
    t = await open({ migrate: false });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('drops them from a database holding old answers, keeping the attempt and its result', async () => {
    await applyMigrations(t.db, before);
    await t.db.exec(`
      INSERT INTO users (id, email, name) VALUES (1, 'rina@example.test', 'Rina');
      INSERT INTO assessment_questions (id, assessment, section, prompt_en, prompt_id, options, correct_key) VALUES
        (1, 'english', 'grammar', 'She ___ here.', 'Dia ___ di sini.', '[{"key":"a","text_en":"is","text_id":"is"},{"key":"b","text_en":"are","text_id":"are"}]', 'a');
      INSERT INTO assessment_attempts (id, user_id, assessment, status, submitted_at, ended_at) VALUES (1, 1, 'english', 'submitted', now(), now());
      INSERT INTO assessment_answers (attempt_id, question_id, answer_key) VALUES (1, 1, 'a');
      INSERT INTO assessment_results (attempt_id, user_id, assessment, score, level) VALUES (1, 1, 'english', 100, 'A1');
    `);
    expect(await existing(t.db, LEGACY_TABLES)).toEqual(LEGACY_TABLES);

    expect(await applyMigrations(t.db, all)).toEqual(all.filter((m) => m.name >= '0097').map((m) => m.name));
    expect(await existing(t.db, LEGACY_TABLES)).toEqual([]);
    const attempts = await t.db.query<{ status: string; score: number }>(
      'SELECT t.status, r.score FROM assessment_attempts t JOIN assessment_results r ON r.attempt_id = t.id WHERE t.user_id = 1',
    );
    expect(attempts.rows).toEqual([{ status: 'submitted', score: 100 }]);
  });
});
