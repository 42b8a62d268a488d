import { spawn } from 'node:child_process';
import { build } from './build.ts';
import { buildIsStale, distDir } from './build-freshness.ts';

/** Runs scripts/prepare-database.ts in its own process; resolves when it has finished. */
function prepareDatabaseAside(): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/prepare-database.ts'], { stdio: 'inherit' });
    // Success or not, the server opens the database next and reports any error in full.
    child.on('exit', () => resolve());
    child.on('error', () => resolve());
  });
}

/**
 * `npm start`: builds when the sources changed since the last build, then serves the site.
 * While it builds, the database is migrated and (when empty) seeded with demo data in a
 * second process; without a build the server does that itself.
 */
async function main(): Promise<void> {
  if (buildIsStale()) {
    process.stdout.write('Building the site (first start or sources changed) and preparing the database…\n');
    await Promise.all([build('production'), prepareDatabaseAside()]);
  }
  const child = spawn(process.execPath, ['--enable-source-maps', `${distDir()}/server/main.cjs`], { stdio: 'inherit' });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
