/**
 * npm run seed -- [--jobs N] [--companies N] [--seed S] [--reset]
 * Target: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data).
 */
import { parseArgs } from 'node:util';
import { openDb } from '../db/open-db.js';
import { progressBar } from './progress-bar.js';
import { DEFAULT_SEED_COMPANIES, DEFAULT_SEED_JOBS, isEmpty, resetDb, seed } from './seed.js';

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name} must be a non-negative integer, got ${value}`);
  return n;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string' },
      companies: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  const jobs = positiveInt('jobs', values.jobs, DEFAULT_SEED_JOBS);
  const companies = Math.max(1, positiveInt('companies', values.companies, DEFAULT_SEED_COMPANIES));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';

  const db = await openDb({ databaseUrl, dataDir });
  try {
    if (!(await isEmpty(db))) {
      if (!values.reset) {
        console.error('The database already has data. Re-run with --reset to empty it first.');
        return 1;
      }
      await resetDb(db);
    }
    const started = Date.now();
    const summary = await seed(db, { jobs, companies, seed: values.seed, onProgress: progressBar() });
    const target = databaseUrl ? 'PostgreSQL' : `PGlite at ${dataDir}/pglite`;
    console.log(
      `Seeded ${summary.companies} companies, ${summary.jobs} jobs, ${summary.reviews} reviews into ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log('Demo candidate: demo@example.com / demo12345');
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
