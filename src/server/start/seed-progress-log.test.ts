import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDb } from '../db/test-db';
import { seed } from '../seed/seed';
import { seedProgressLog } from './seed-progress-log';

/** A first start seeds the demo data; the log says how far it is, step by step, while it runs. */
describe('the demo seed in the log', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await testEngines()[0]!.open();
  }, 180_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('logs each step as it is done (the jobs by quarters of their batches), with the time so far', async () => {
    const lines: { message: string; fields: Record<string, unknown> }[] = [];
    await seed(t.db, { jobs: 400, companies: 60, onProgress: seedProgressLog((message, fields) => lines.push({ message, fields })) });
    expect(new Set(lines.map((line) => line.message))).toEqual(new Set(['seeding demo data']));
    const steps = lines.map((line) => line.fields.step);
    expect([...new Set(steps)]).toEqual([
      'places and categories',
      'companies',
      'jobs',
      'search index',
      'reviews',
      'articles and pages',
      'candidates',
      'statistics',
    ]);
    expect(lines.find((line) => line.fields.step === 'jobs')!.fields).toMatchObject({ done: 400, total: 400 });
    const elapsed = lines.map((line) => line.fields.elapsedMs as number);
    expect(elapsed.every((ms, index) => ms >= 0 && (index === 0 || ms >= elapsed[index - 1]!))).toBe(true);
  }, 300_000);
});

describe('progress lines', () => {
  it("a long step by quarters, each step once, nothing for the seed's own end", () => {
    const lines: Record<string, unknown>[] = [];
    let clock = 1000;
    const progress = seedProgressLog(
      (_message, fields) => lines.push(fields),
      () => (clock += 10),
    );
    for (let done = 1000; done <= 100_000; done += 1000) progress('jobs', done, 100_000);
    progress('reviews', 1, 1);
    progress('done', 1, 1);
    expect(lines.map((line) => `${String(line.step)} ${String(line.done)}`)).toEqual([
      'jobs 25000',
      'jobs 50000',
      'jobs 75000',
      'jobs 100000',
      'reviews 1',
    ]);
  });
});
