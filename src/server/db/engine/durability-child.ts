/**
 * Child process for durability.test.ts: opens PGlite on the given directory, commits one
 * row per line read from stdin, and reports each committed id. The parent SIGKILLs it
 * right after a report, so anything it reported must survive.
 */
import readline from 'node:readline';
import { openDb } from '../open-db.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: durability-child <dataDir>');
const db = await openDb({ dataDir });
process.stdout.write('ready\n');
for await (const line of readline.createInterface({ input: process.stdin })) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO contact_messages (name, email, message) VALUES ('Durable', 'durable@example.com', $1) RETURNING id`,
    [line],
  );
  process.stdout.write(`written ${rows[0]?.id}\n`);
}
