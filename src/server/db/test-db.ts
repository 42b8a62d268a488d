/**
 * Test databases for the data-layer suites: PGlite in memory always, and PostgreSQL too
 * when TEST_DATABASE_URL is set. Each PostgreSQL test database is created fresh under a
 * random name and dropped afterwards, so parallel files and repeated runs never collide.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, type Engine } from './db.js';
import { connect, openDb } from './open-db.js';

export interface TestDb {
  db: Db;
  /** Connection string for PostgreSQL runs (child processes, second connections). */
  url?: string;
  cleanup(): Promise<void>;
}

export interface TestEngine {
  engine: Engine;
  /** migrate: false opens an empty database (for migration tests). */
  open(opts?: { migrate?: boolean }): Promise<TestDb>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const pglite: TestEngine = {
  engine: 'pglite',
  async open({ migrate = true } = {}) {
    const opts = { dataDir: '', inMemory: true };
    const db = migrate ? await openDb(opts) : await connect(opts);
    return { db, cleanup: () => db.close() };
  },
};

function postgres(baseUrl: string): TestEngine {
  return {
    engine: 'postgres',
    async open({ migrate = true } = {}) {
      const name = `karir_test_${randomBytes(6).toString('hex')}`;
      await admin(baseUrl, (c) => c.query(`CREATE DATABASE ${name}`));
      const url = withDatabase(baseUrl, name);
      const opts = { dataDir: '', databaseUrl: url, maxConnections: 4 };
      let db: Db;
      try {
        db = migrate ? await openDb(opts) : await connect(opts);
      } catch (err) {
        await admin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        throw err;
      }
      return {
        db,
        url,
        async cleanup() {
          await db.close();
          await admin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        },
      };
    },
  };
}

export function testEngines(): TestEngine[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
