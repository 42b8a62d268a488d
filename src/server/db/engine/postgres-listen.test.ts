/**
 * Cross-instance cache invalidation rides on one LISTEN session per process. When PostgreSQL
 * drops that session, the process must get it back and treat the gap as "anything may have
 * changed": otherwise its caches would silently stop hearing about writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDb } from './postgres-db.js';
import { testEngines, type TestDb } from '../test-db.js';

const postgres = testEngines().filter((engine) => engine.engine === 'postgres');

/** NOTIFY and the server's session bookkeeping arrive asynchronously. */
const eventually = { timeout: 10_000 };

describe.runIf(postgres.length > 0)('LISTEN session on PostgreSQL', () => {
  let t: TestDb;
  const heard: string[] = [];

  beforeAll(async () => {
    t = await postgres[0]!.open();
    await t.db.listen('content_changed', (payload) => heard.push(payload));
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  /** The server process holding our LISTEN session (its last statement was a LISTEN). */
  async function listenerPids(): Promise<number[]> {
    const { rows } = await t.db.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
    );
    return rows.map((row) => row.pid);
  }

  it('hears a write made by another connection', async () => {
    await t.db.query(`UPDATE companies SET name = name WHERE id = (SELECT min(id) FROM companies)`);
    await expect.poll(() => heard, eventually).toContain('companies');
  });

  it('comes back after the server ends the session, says anything may have changed, and hears writes again', async () => {
    const [pid] = await listenerPids();
    expect(pid).toBeDefined();
    heard.length = 0;
    await t.db.query('SELECT pg_terminate_backend($1)', [pid]);
    // Back on a new server process, with the gap reported as an empty payload.
    await expect.poll(() => heard, eventually).toContain('');
    await expect.poll(async () => (await listenerPids()).some((other) => other !== pid), eventually).toBe(true);
    await t.db.query(`UPDATE jobs SET id = id WHERE id = (SELECT min(id) FROM jobs)`);
    await expect.poll(() => heard, eventually).toContain('jobs');
  });

  it('closing while the session is still opening leaves no session behind and delivers nothing after', async () => {
    const other = await openPostgresDb(t.url!, { max: 1 });
    const heardAfterClose: string[] = [];
    const listening = other.listen('close_race', (payload) => heardAfterClose.push(payload));
    await other.close();
    await listening.catch(() => undefined);
    await expect(other.listen('close_race', () => undefined)).rejects.toThrow(/closed/);
    const sessions = async () =>
      (await t.db.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN close_race'`)).rowCount;
    await expect.poll(sessions, eventually).toBe(0);
    // A session still listening hears the same notification: by then any listener would have.
    const heardByOpen: string[] = [];
    const stop = await t.db.listen('close_race', (payload) => heardByOpen.push(payload));
    await t.db.notify('close_race', 'late');
    await expect.poll(() => heardByOpen, eventually).toContain('late');
    await stop();
    expect(heardAfterClose).toEqual([]);
  });
});
