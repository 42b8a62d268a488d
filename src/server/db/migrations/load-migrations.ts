/**
 * Reads the plain-SQL migrations from disk at runtime. Reading by path (instead of
 * importing .sql files) keeps the webpack server bundle free of loaders for them: the
 * deploy only has to ship the migrations folder next to the bundle.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Migration {
  /** File name, e.g. `0003-companies.sql`; also the key in schema_migrations. */
  name: string;
  sql: string;
  /** sha256 of the file, to catch edits to an already applied migration. */
  checksum: string;
}

const FILE_PATTERN = /^(\d{4})-[a-z0-9-]+\.sql$/;

function defaultMigrationsDir(): string {
  return path.resolve(process.cwd(), 'src/server/db/migrations');
}

export function loadMigrations(dir: string = defaultMigrationsDir()): Migration[] {
  const names = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const seen = new Set<string>();
  return names.map((name) => {
    const match = FILE_PATTERN.exec(name);
    if (!match) throw new Error(`Migration file name must look like NNNN-name.sql: ${name}`);
    const number = match[1] ?? '';
    if (seen.has(number)) throw new Error(`Two migrations share the number ${number}: ${name}`);
    seen.add(number);
    const sql = fs.readFileSync(path.join(dir, name), 'utf8');
    return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
  });
}
