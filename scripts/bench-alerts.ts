/**
 * npm run bench:alerts [-- --profile] [-- --reuse] [-- --round-only]      ALERTS=100000 by default
 *
 * One daily job alert round at scale, end to end: on the 100,000-job data set (seeded on first
 * use, then reused), ALERTS confirmed daily alerts of searches drawn from the data set's own
 * titles, categories, cities, job types and salaries (at most 20 per account or address), then
 * 1,000 new jobs through the employer API's save path, then the round the queue runs and the
 * mail jobs it queued, to the outbox (or SMTP_URL). Prints alerts looked at per second, mails
 * written, the durations and the peak memory; --profile adds where the round's SQL time goes.
 * PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set (an existing database), PGlite in
 * ./data/bench-alerts otherwise. Each run replaces the alerts of the previous one; --reuse keeps
 * them and the previous run's new jobs and forgets only what their round did (digests, mailed
 * jobs, notices, mail jobs, looks), so the same round runs again without minutes of setup:
 * what a before/after comparison of the round needs. --round-only stops before the mails.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import PgBoss from 'pg-boss';
import type { Db } from '../src/server/db/db.js';
import { openDb } from '../src/server/db/open-db.js';
import { checkJob, loadReferences, saveJob } from '../src/server/employer/save-job.js';
import { createI18n, translatorFor } from '../src/server/i18n/i18n.js';
import { alertMailHandler } from '../src/server/job-alerts/alert-jobs.js';
import { alertParams, confirmAddressAlert, createAccountAlert, createAddressAlert } from '../src/server/job-alerts/alerts-repo.js';
import { runAlertRound } from '../src/server/job-alerts/digest-round.js';
import { eachConcurrently } from '../src/server/job-alerts/worker-pool.js';
import { configureMailer, outboxDir, sendMail } from '../src/server/mail/mailer.js';
import { bossDb } from '../src/server/queue/boss-db.js';
import { installQueues, QUEUE_SCHEMA } from '../src/server/queue/job-queue.js';
import { ALERT_MAIL_QUEUE } from '../src/server/queue/queue-specs.js';
import { progressBar } from '../src/server/seed/progress-bar.js';
import { Prng } from '../src/server/seed/prng.js';
import { isEmpty, seed } from '../src/server/seed/seed.js';
import { MAX_ALERTS } from '../src/shared/validation/job-alert-schema.js';
import { timeQueries, type QueryTimes } from './bench/query-times.js';

const JOBS = 100_000;
const COMPANIES = 5_000;
const NEW_JOBS = 1_000;
const DATA_DIR = './data/bench-alerts';
/** Owners get 16 alerts each, under the limit of 20, as real heavy users would. */
const PER_OWNER = Math.min(16, MAX_ALERTS);
const OWNER_DOMAIN = 'bench-alerts.example.com';

interface Sample {
  position: string;
  category: string | null;
  city: string;
  province: string;
  employment_type: string;
  work_arrangement: string;
  experience_level: string;
  salary_min: string | null;
  salary_max: string | null;
}

async function sampleJobs(db: Db, n: number): Promise<Sample[]> {
  const { rows } = await db.query<Sample>(
    `SELECT j.position, c.slug AS category, l.slug AS city, p.slug AS province, j.employment_type, j.work_arrangement,
            j.experience_level, j.salary_min, j.salary_max
     FROM jobs j JOIN locations l ON l.id = j.location_id JOIN locations p ON p.id = j.province_id
     LEFT JOIN job_categories c ON c.id = j.category_id
     WHERE j.status = 'published' ORDER BY random() LIMIT $1`,
    [n],
  );
  return rows;
}

/** A search someone would save: a word or two of a real title, or a category, narrowed now and then. */
function searchFrom(rng: Prng, job: Sample): Record<string, string> {
  const words = job.position
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 2);
  const params: Record<string, string> = {};
  if (job.category && (words.length === 0 || rng.chance(0.3))) params.category = job.category;
  else params.q = words.slice(0, rng.int(1, Math.min(2, words.length))).join(' ');
  if (rng.chance(0.5)) params.location = rng.chance(0.6) ? job.city : job.province;
  if (rng.chance(0.3)) params.type = job.employment_type;
  if (job.salary_min && rng.chance(0.2)) params.salaryMin = String(Math.floor((Number(job.salary_min) * 0.8) / 1e6) * 1e6);
  return params;
}

const BENCH_ALERTS = `SELECT id FROM saved_searches WHERE user_id IN (SELECT id FROM users WHERE email LIKE $1) OR email LIKE $1`;

/** The previous run's alerts as they were before its round; answers how many there are. */
async function forgetPreviousRound(db: Db): Promise<number> {
  const owners = [`%@${OWNER_DOMAIN}`];
  await db.query(`DELETE FROM job_alert_digests WHERE alert_id IN (${BENCH_ALERTS})`, owners);
  await db.query(`DELETE FROM job_alert_sent_jobs WHERE alert_id IN (${BENCH_ALERTS})`, owners);
  await db.query(
    `DELETE FROM notifications WHERE type = 'job_alert.new_jobs' AND user_id IN (SELECT id FROM users WHERE email LIKE $1)`,
    owners,
  );
  const { rowCount } = await db.query(`UPDATE saved_searches SET matched_until = active_from WHERE id IN (${BENCH_ALERTS})`, owners);
  await db.query(`DELETE FROM ${QUEUE_SCHEMA}.job WHERE name = $1`, [ALERT_MAIL_QUEUE.name]);
  await fs.rm(outboxDir({ dataDir: DATA_DIR }), { recursive: true, force: true });
  return rowCount;
}

async function clearPreviousRun(db: Db): Promise<void> {
  await db.query(`DELETE FROM saved_searches WHERE user_id IN (SELECT id FROM users WHERE email LIKE $1) OR email LIKE $1`, [
    `%@${OWNER_DOMAIN}`,
  ]);
  await db.query(`DELETE FROM ${QUEUE_SCHEMA}.job WHERE name = $1`, [ALERT_MAIL_QUEUE.name]);
  await fs.rm(outboxDir({ dataDir: DATA_DIR }), { recursive: true, force: true });
}

/** Half the owners are accounts, half addresses alone (each confirmed by its link). */
async function createAlerts(db: Db, count: number, rng: Prng): Promise<void> {
  const owners = Math.ceil(count / PER_OWNER);
  const accounts = Math.ceil(owners / 2);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, name, email_verified_at)
     SELECT 'account' || i || '@${OWNER_DOMAIN}', 'Bench ' || i, now() FROM generate_series(1, $1) AS i
     ON CONFLICT (lower(email)) DO UPDATE SET name = excluded.name RETURNING id`,
    [accounts],
  );
  const userIds = rows.map((r) => Number(r.id));
  const samples = await sampleJobs(db, Math.min(count, 20_000));
  const tick = progressBar();
  const make = async (i: number) => {
    const owner = i % owners;
    const input = {
      name: `Bench ${i}`,
      params: alertParams(searchFrom(rng, samples[i % samples.length]!)),
      frequency: 'daily' as const,
      locale: rng.chance(0.7) ? ('id-ID' as const) : ('en-US' as const),
    };
    if (owner < accounts) {
      if (!(await createAccountAlert(db, userIds[owner]!, input)).ok) throw new Error(`alert ${i}: over the limit`);
      return;
    }
    const created = await createAddressAlert(db, `address${owner}@${OWNER_DOMAIN}`, input);
    if (!created.ok || !created.token || !(await confirmAddressAlert(db, created.token))) throw new Error(`alert ${i}: not created`);
  };
  for (let i = 0; i < count; i += 8) {
    await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, k) => make(i + k)));
    tick('alerts', Math.min(i + 8, count), count);
  }
}

/** New jobs like the data set's own, as an employer's system would send them. */
async function postJobs(db: Db, rng: Prng): Promise<void> {
  const refs = await loadReferences(db);
  const companies = (await db.query<{ id: string }>('SELECT id FROM companies ORDER BY random() LIMIT 200')).rows.map((r) => Number(r.id));
  const stamp = Date.now().toString(36);
  for (const [i, job] of (await sampleJobs(db, NEW_JOBS)).entries()) {
    const body = {
      title: job.position,
      description: `<p>${job.position}</p>`,
      languages: ['id'],
      location: job.city,
      employmentType: job.employment_type,
      workArrangement: job.work_arrangement,
      level: job.experience_level,
      category: job.category,
      salary: job.salary_min ? { min: Number(job.salary_min), max: job.salary_max ? Number(job.salary_max) : null } : null,
    };
    const checked = checkJob(body, refs);
    if (!checked.ok) throw new Error(`job ${i}: ${JSON.stringify(checked.errors)}`);
    const saved = await saveJob(db, rng.pick(companies), `bench-alerts-${stamp}-${i}`, checked);
    if (!saved.ok) throw new Error(`job ${i}: ${JSON.stringify(saved.errors)}`);
  }
}

/** The mail jobs the round queued, each through the queue's own handler, as a worker takes them. */
async function sendMails(db: Db): Promise<void> {
  configureMailer({ smtpUrl: process.env.SMTP_URL || undefined, mailFrom: 'Karir <noreply@localhost>', dataDir: DATA_DIR });
  const i18n = await createI18n(path.resolve('locales'));
  const handler = alertMailHandler(db, {
    translate: (locale) => translatorFor(i18n, locale),
    publicBaseUrl: 'http://localhost:3000',
    sessionSecrets: ['bench-alerts-secret-bench-alerts-secret'],
    mailPerMinute: undefined,
    send: sendMail,
  });
  const boss = new PgBoss({ db: bossDb(db), schema: QUEUE_SCHEMA, migrate: false, supervise: false, schedule: false });
  await boss.start();
  try {
    for (;;) {
      const jobs = await boss.fetch<{ digestId: number }>(ALERT_MAIL_QUEUE.name, { batchSize: 100 });
      if (jobs.length === 0) break;
      // As many at once as one worker process runs (the queue's workers).
      await eachConcurrently(jobs, ALERT_MAIL_QUEUE.workers ?? 1, (job) => handler(job.data, { id: job.id, queue: ALERT_MAIL_QUEUE.name }));
      await boss.complete(
        ALERT_MAIL_QUEUE.name,
        jobs.map((j) => j.id),
      );
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printProfile(times: QueryTimes): void {
  const total = [...times.values()].reduce((s, t) => s + t.ms, 0);
  console.log(`\nround SQL by statement (${seconds(total)} in all):`);
  for (const [sql, t] of [...times].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8)) {
    console.log(
      `  ${((100 * t.ms) / total).toFixed(0).padStart(3)}%  ${String(t.calls).padStart(7)} calls  ${(t.ms / t.calls).toFixed(2).padStart(7)} ms each  ${sql}`,
    );
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      profile: { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
      'round-only': { type: 'boolean', default: false },
    },
  });
  // The outbox logs every mail's links: a hundred thousand lines would bury the figures.
  process.env.LOG_LEVEL ??= 'error';
  let count = Math.max(1, Number(process.env.ALERTS ?? 100_000) || 100_000);
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  const db = await openDb(url ? { dataDir: '', databaseUrl: url } : { dataDir: DATA_DIR });
  try {
    if (await isEmpty(db)) {
      console.error(`seeding ${JOBS} jobs / ${COMPANIES} companies…`);
      await seed(db, { jobs: JOBS, companies: COMPANIES, seed: 'bench', onProgress: progressBar() });
    }
    await installQueues(db);
    let t0 = performance.now();
    if (values.reuse) {
      count = await forgetPreviousRound(db);
      if (count === 0) throw new Error('--reuse: no alerts of a previous run');
      console.log(`${count} alerts and their new jobs of the previous run reused (${db.engine})`);
    } else {
      await clearPreviousRun(db);
      const rng = new Prng(`bench-alerts-${count}`);
      console.error(`creating ${count} alerts…`);
      await createAlerts(db, count, rng);
      console.log(`${count} alerts created in ${seconds(performance.now() - t0)} (${db.engine})`);
      t0 = performance.now();
      await postJobs(db, rng);
      console.log(`${NEW_JOBS} jobs saved in ${seconds(performance.now() - t0)}`);
    }

    const profiled = values.profile ? timeQueries(db) : { db, times: new Map() };
    t0 = performance.now();
    const summary = await runAlertRound(profiled.db, 'daily', new Date());
    const roundMs = performance.now() - t0;
    console.log(
      `round: ${summary.alerts} alerts looked at in ${seconds(roundMs)}: ${(summary.alerts / (roundMs / 1000)).toFixed(0)} alerts/s; ${summary.queued} digests queued; maxRSS so far ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
    );
    if (values.profile) printProfile(profiled.times);
    if (values['round-only']) return;
    t0 = performance.now();
    await sendMails(db);
    const mailMs = performance.now() - t0;
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM job_alert_digests d JOIN saved_searches a ON a.id = d.alert_id
       WHERE d.period = $1 AND d.outcome = 'sent' AND a.name LIKE 'Bench %'`,
      [summary.period],
    );
    const sent = rows[0]!.n;
    console.log(`mail: ${sent} emails written in ${seconds(mailMs)} (${mailTarget()}); end to end ${seconds(roundMs + mailMs)}`);
    console.log(`peak memory (maxRSS): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  } finally {
    await db.close();
  }
}

const mailTarget = () => (process.env.SMTP_URL ? 'SMTP' : `outbox ${outboxDir({ dataDir: DATA_DIR })}`);

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
