/**
 * The read routing against a real streaming replica: a primary and a `pg_basebackup -R` copy of
 * it that this suite starts on free ports (scripts/replica-pair.ts) and removes afterwards.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplicaPair, type ReplicaPair } from '../../../../scripts/replica-pair';
import type { Db } from '../db';
import { openPostgresDb } from '../engine/postgres-db';
import { runInReadScope, type ReadScope } from './read-scope';
import { openReplicatedDb, type ReplicatedDb } from './replicated-db';

const MAX_LAG_MS = 400;
const CHECK_MS = 100;

let pair: ReplicaPair;
let replicated: ReplicatedDb;
let db: Db;
let admin: pg.Client;
const served: string[] = [];

const page = (minLsn = 0n): ReadScope => ({ replicas: true, minLsn, writes: null });
const post = (): ReadScope => ({ replicas: false, minLsn: 0n, writes: { lsn: null } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function onReplica(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: pair.replicaUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function until(what: string, done: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

const inRecovery = async (scope?: ReadScope) => {
  const read = () => db.query<{ r: boolean }>('SELECT pg_is_in_recovery() AS r');
  const { rows } = await (scope ? runInReadScope(scope, read) : read());
  return rows[0]!.r;
};
const stateOfReplica = () => replicated.statuses()[0]!.state;

beforeAll(async () => {
  pair = await startReplicaPair('karir_replicas');
  try {
    admin = new pg.Client({ connectionString: pair.primaryUrl });
    await admin.connect();
    await admin.query('CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)');
    const primary = await openPostgresDb(pair.primaryUrl, { max: 4 });
    replicated = await openReplicatedDb(
      primary,
      { urls: [pair.replicaUrl], maxLagMs: MAX_LAG_MS, checkIntervalMs: CHECK_MS, maxConnections: 4 },
      { onServed: (server) => served.push(server) },
    );
    db = replicated.db;
  } catch (error) {
    pair.remove();
    throw error;
  }
}, 60_000);

afterAll(async () => {
  await db?.close();
  await admin?.end().catch(() => undefined);
  pair?.remove();
});

describe('reads on PostgreSQL streaming replicas (DATABASE_READ_URLS)', () => {
  it("sends a page's reads to the replica and everything else to the primary", async () => {
    await until('the replica in rotation', () => stateOfReplica() === 'in');
    expect(await inRecovery(page())).toBe(true);
    // Background work (no request) and requests that may write read the primary.
    expect(await inRecovery()).toBe(false);
    expect(await inRecovery(post())).toBe(false);
    served.length = 0;
    await runInReadScope(page(), () => db.query('SELECT count(*) FROM notes'));
    expect(served).toEqual(['replica-1']);
    expect(replicated.statuses()).toEqual([expect.objectContaining({ state: 'in', lagMs: expect.any(Number) })]);
  });

  it("runs a page's writing statement on the primary", async () => {
    const { rows } = await runInReadScope(page(), () =>
      db.query<{ id: number }>("WITH added AS (INSERT INTO notes (body) VALUES ('from a page') RETURNING id) SELECT id FROM added"),
    );
    expect(rows).toHaveLength(1);
  });

  it('shows a visitor their own write on the next page while the replica has not replayed it', async () => {
    await onReplica('SELECT pg_wal_replay_pause()');
    try {
      const scope = post();
      await runInReadScope(scope, () => db.query("INSERT INTO notes (body) VALUES ('mine')"));
      expect(scope.writes?.lsn).toBeGreaterThan(0n);
      const read = () => db.query<{ n: number }>("SELECT count(*)::int AS n FROM notes WHERE body = 'mine'");
      // The next page, carrying the write's position: the paused replica cannot serve it.
      expect((await runInReadScope(page(scope.writes!.lsn!), read)).rows[0]!.n).toBe(1);
      // Anyone else's page may still read the replica, which does not have it yet: that is what was routed around.
      expect((await runInReadScope(page(), read)).rows[0]!.n).toBe(0);
    } finally {
      await onReplica('SELECT pg_wal_replay_resume()');
    }
  });

  it('passes a change notification on only when reads after it see the change', async () => {
    await until('the replica back in rotation', () => stateOfReplica() === 'in');
    await onReplica('SELECT pg_wal_replay_pause()');
    try {
      const seen = new Promise<number>((resolve) => {
        void db.listen('notes_changed', () => {
          void runInReadScope(page(), () => db.query<{ n: number }>("SELECT count(*)::int AS n FROM notes WHERE body = 'announced'")).then(
            ({ rows }) => resolve(rows[0]!.n),
          );
        });
      });
      await sleep(50);
      await admin.query("BEGIN; INSERT INTO notes (body) VALUES ('announced'); NOTIFY notes_changed; COMMIT");
      expect(await seen).toBe(1);
    } finally {
      await onReplica('SELECT pg_wal_replay_resume()');
    }
    // Replayed, the replica serves pages again.
    await until('the replica serving again', () => inRecovery(page()));
  });

  it('takes a replica that lags more than the bound out of rotation, and back when it catches up', async () => {
    await onReplica('SELECT pg_wal_replay_pause()');
    try {
      await admin.query("INSERT INTO notes (body) VALUES ('while paused')");
      await until('the replica out for lag', () => stateOfReplica() === 'lagging');
      expect(replicated.statuses()[0]!.lagMs).toBeGreaterThan(MAX_LAG_MS);
      expect(await inRecovery(page())).toBe(false);
    } finally {
      await onReplica('SELECT pg_wal_replay_resume()');
    }
    await until('the replica back in rotation', () => stateOfReplica() === 'in');
    expect(await inRecovery(page())).toBe(true);
  });

  it('reads from the primary while the replica is stopped, and from the replica again once it is back', async () => {
    pair.stopReplica();
    // At once, before any check has noticed: the failed read is answered by the primary.
    const { rows } = await runInReadScope(page(), () => db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes'));
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(stateOfReplica()).toBe('down');
    expect(await inRecovery(page())).toBe(false);
    pair.startReplica();
    await until('the replica back in rotation', () => stateOfReplica() === 'in', 20_000);
    expect(await inRecovery(page())).toBe(true);
  });
});
