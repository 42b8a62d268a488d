import { spawnSync } from 'node:child_process';
import { postgresOnlySuites } from './postgres-only-suites.ts';

/** `npm test`: type check, lint, formatting, unused code, unit and integration tests, then the browser tests. Stops at the first failure. */
const steps: [string, string[]][] = [
  ['Type check', ['npm', 'run', '--silent', 'typecheck']],
  ['Lint', ['npm', 'run', '--silent', 'lint']],
  ['Formatting', ['npm', 'run', '--silent', 'format:check']],
  // Files no entry point reaches, exports nothing imports, unused dependencies (knip.jsonc).
  ['Unused code', ['npm', 'run', '--silent', 'knip']],
  ['Unit and integration tests', ['npx', 'vitest', 'run']],
  ['End-to-end tests', ['npx', 'tsx', 'scripts/e2e.ts']],
  // Short load runs on the small data set: a broken scenario path (404s, wrong pages) fails here.
  ['Load smoke: job search', ['npx', 'tsx', 'scripts/load.ts', 'job-search', '--smoke']],
  ['Load smoke: job detail', ['npx', 'tsx', 'scripts/load.ts', 'job-detail', '--smoke']],
  ['Load smoke: browse', ['npx', 'tsx', 'scripts/load.ts', 'browse', '--smoke']],
  // With the yardstick run as well, so --reference cannot break unnoticed.
  ['Load smoke: cached page', ['npx', 'tsx', 'scripts/load.ts', 'cached', '--smoke', '--reference']],
];

for (const [name, [command, ...args]] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  if (name === 'Unit and integration tests' && !process.env.TEST_DATABASE_URL) {
    const skipped = postgresOnlySuites();
    process.stdout.write(
      `TEST_DATABASE_URL is not set: the data-layer suites run on PGlite only, and these PostgreSQL-only suites are skipped:\n${skipped.map((s) => `  - ${s}`).join('\n')}\n`,
    );
  }
  const result = spawnSync(command!, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`\n${name} failed.\n`);
    process.exit(result.status ?? 1);
  }
}
process.stdout.write('\nAll checks passed.\n');
