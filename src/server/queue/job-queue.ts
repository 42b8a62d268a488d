/**
 * The background job queue: pg-boss on the app's own database (see boss-db.ts), so the same
 * code runs on embedded PGlite and on PostgreSQL. Jobs are rows: one sent inside a write's
 * transaction exists exactly when the write does, survives a crash, and is taken by one
 * worker only (`FOR UPDATE SKIP LOCKED`), however many processes and instances poll.
 */
import PgBoss from 'pg-boss';
import type { Db } from '../db/db';
import { bossDb } from './boss-db';
import { QUEUE_SPECS, type QueueSpec } from './queue-specs';

export const QUEUE_SCHEMA = 'pgboss';

export type JobHandler<T = unknown> = (data: T, job: { readonly id: string; readonly queue: string }) => Promise<void>;

export interface StartQueueOptions {
  /** Off: this process only sends (another process or instance does the work). */
  readonly work: boolean;
  /** How often an idle worker looks for new jobs. */
  readonly pollSeconds: number;
  readonly handlers: Readonly<Record<string, JobHandler<never>>>;
  /** Cron schedules (Asia/Jakarta) whose jobs go to the queue of the same name. */
  readonly schedules?: readonly { readonly queue: string; readonly cron: string; readonly data?: object }[];
  readonly specs?: readonly QueueSpec[];
  readonly onError: (error: unknown, context: Record<string, unknown>) => void;
}

export interface JobQueue {
  readonly boss: PgBoss;
  stop(): Promise<void>;
}

const TIME_ZONE = 'Asia/Jakarta';

/**
 * Creates or upgrades pg-boss's tables (in their own schema) and the site's queues with their
 * retry settings. Two instances starting together on a fresh PostgreSQL database both try to
 * create the schema, and one fails on the catalogue's unique index (pg-boss takes its advisory
 * lock only after that): the loser tries again once the winner's objects are there.
 */
export async function installQueues(db: Db, specs: readonly QueueSpec[] = QUEUE_SPECS): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await installOnce(db, specs);
      return;
    } catch (error) {
      if (attempt >= INSTALL_ATTEMPTS || !isCreationRace(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 100));
    }
  }
}

const INSTALL_ATTEMPTS = 5;

/** unique_violation (on pg_namespace / pg_type), duplicate_schema, duplicate_table, deadlock_detected. */
const CREATION_RACE_CODES = new Set(['23505', '42P06', '42P07', '40P01']);

function isCreationRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CREATION_RACE_CODES.has(code);
}

async function installOnce(db: Db, specs: readonly QueueSpec[]): Promise<void> {
  const boss = new PgBoss({ db: bossDb(db), schema: QUEUE_SCHEMA, supervise: false, schedule: false, migrate: true });
  await boss.start();
  for (const spec of specs) {
    const settings = {
      name: spec.name,
      retryLimit: spec.retryLimit,
      retryDelay: spec.retryDelay,
      retryBackoff: true,
      expireInSeconds: spec.expireInSeconds,
    };
    await boss.createQueue(spec.name, settings);
    // A queue made by an older release keeps its settings unless told.
    await boss.updateQueue(spec.name, settings);
  }
  await boss.stop({ graceful: false, close: false });
}

/**
 * Starts this process's part of the queue: with `work`, polling for jobs (one at a time per
 * worker, a queue's `workers` at once), expiring the attempts of dead processes, and firing
 * schedules. The queues must be installed (installQueues) first.
 */
export async function startJobQueue(db: Db, options: StartQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: bossDb(db),
    schema: QUEUE_SCHEMA,
    migrate: false,
    supervise: options.work,
    schedule: options.work,
    // Failed jobs stay listable and retryable (npm run queue) for two weeks before the archive.
    archiveCompletedAfterSeconds: 24 * 3600,
    archiveFailedAfterSeconds: 14 * 24 * 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => options.onError(error, { part: 'pg-boss' }));
  await boss.start();
  if (options.work) {
    for (const spec of options.specs ?? QUEUE_SPECS) {
      const handler = options.handlers[spec.name] as JobHandler | undefined;
      if (!handler) continue;
      // pg-boss 10 has no teamSize: each work() is one more poller, each job still taken once.
      for (let i = 0; i < (spec.workers ?? 1); i += 1) {
        await boss.work(spec.name, { pollingIntervalSeconds: options.pollSeconds, batchSize: 1 }, async (jobs) => {
          for (const job of jobs) {
            try {
              await handler(job.data, { id: job.id, queue: spec.name });
            } catch (error) {
              options.onError(error, { queue: spec.name, job: job.id });
              throw error;
            }
          }
        });
      }
    }
    for (const schedule of options.schedules ?? []) {
      await boss.schedule(schedule.queue, schedule.cron, schedule.data ?? {}, { tz: TIME_ZONE });
    }
  }
  return {
    boss,
    // Jobs still running get up to 10 s to finish; one cut off is retried after its expiry.
    stop: () => boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 }),
  };
}

let sender: PgBoss | undefined;

export interface EnqueueOptions {
  /** Seconds from now. */
  readonly delaySeconds?: number;
}

/**
 * Queues one job through `db`: pass the transaction of the write the job belongs to, and the
 * job is committed or rolled back with it. Works in any process; none needs to be started.
 */
export async function enqueue(db: Db, queue: string, data: object, options: EnqueueOptions = {}): Promise<string> {
  sender ??= new PgBoss({ db: bossDb(db), schema: QUEUE_SCHEMA });
  const id = await sender.send(queue, data, {
    db: bossDb(db),
    ...(options.delaySeconds ? { startAfter: options.delaySeconds } : {}),
  });
  // pg-boss answers null, silently, for a queue it does not know.
  if (id === null) throw new Error(`Job queue ${JSON.stringify(queue)} is not installed`);
  return id;
}

/**
 * Queues many jobs of one queue in one statement through `db` (a transaction's, like
 * enqueue): a round of alerts queues thousands of mails, one round trip per batch.
 */
export async function enqueueMany(db: Db, queue: string, data: readonly object[]): Promise<void> {
  if (data.length === 0) return;
  // pg-boss's insert answers nothing either way, and inserts nothing for a queue it does not know.
  const known = await db.query(`SELECT 1 FROM ${QUEUE_SCHEMA}.queue WHERE name = $1`, [queue]);
  if (known.rowCount === 0) throw new Error(`Job queue ${JSON.stringify(queue)} is not installed`);
  sender ??= new PgBoss({ db: bossDb(db), schema: QUEUE_SCHEMA });
  await sender.insert(
    data.map((d) => ({ name: queue, data: d })),
    { db: bossDb(db) },
  );
}
