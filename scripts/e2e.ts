import { spawnSync } from 'node:child_process';
import { build } from './build.ts';
import { buildIsStale } from './build-freshness.ts';
import { ensureChromium } from './chromium.ts';

/** `npm run test:e2e`: a production build (unless the last one is newer than every source), then Playwright against a server it starts. */
async function main(): Promise<number> {
  const chromium = ensureChromium();
  if (buildIsStale()) await build('production');
  const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  return result.status ?? 1;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  },
);
