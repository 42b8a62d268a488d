import { spawnSync } from 'node:child_process';

/** `npm test`: type check, unit and integration tests, then the browser tests. Stops at the first failure. */
const steps: [string, string[]][] = [
  ['Type check', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['Unit and integration tests', ['npx', 'vitest', 'run']],
  ['End-to-end tests', ['npx', 'tsx', 'scripts/e2e.ts']],
];

for (const [name, [command, ...args]] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const result = spawnSync(command!, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`\n${name} failed.\n`);
    process.exit(result.status ?? 1);
  }
}
process.stdout.write('\nAll checks passed.\n');
