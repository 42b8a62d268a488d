/**
 * Migrates the configured database and seeds demo data when it is empty: what the server
 * does first on start-up, run by `npm start` while it builds, so a fresh clone's first
 * start overlaps the two (the build is busy on one core, this on the other) instead of
 * doing them one after the other. The server still checks both itself and finds nothing
 * left to do.
 */
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDb } from '../src/server/db/db.ts';
import { seedIfEmpty } from '../src/server/start/open-database.ts';

export async function prepareDatabase(): Promise<void> {
  const config = loadConfig(process.env);
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await seedIfEmpty(db, config);
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prepareDatabase().then(
    () => process.exit(0),
    (error: unknown) => {
      // The server reports configuration and migration errors itself, with their context.
      if (!(error instanceof ConfigError)) process.stderr.write(`Preparing the database failed: ${error instanceof Error ? error.message : error}\n`);
      process.exit(1);
    },
  );
}
