import { spawnSync } from 'node:child_process';
import { build } from './build.ts';
import { buildIsStale } from './build-freshness.ts';
import { ensureChromium } from './chromium.ts';

/** Where the test build goes: the production build plus the test-only pages (src/server/test-harness). */
const TEST_DIST = 'dist-test';

/**
 * `npm run test:e2e`: the production build and the test build (each unless newer than every
 * source), then Playwright against a server of the test build. Tests that check what a
 * production build contains start servers of the production build (PRODUCTION_DIST_DIR).
 */
async function main(): Promise<number> {
  const chromium = ensureChromium();
  const productionDist = process.env.DIST_DIR ?? 'dist';
  const inBuild = async (distDir: string, testHarness: boolean) => {
    const saved = { DIST_DIR: process.env.DIST_DIR, KARIR_TEST_HARNESS: process.env.KARIR_TEST_HARNESS };
    process.env.DIST_DIR = distDir;
    process.env.KARIR_TEST_HARNESS = testHarness ? '1' : '';
    try {
      if (buildIsStale()) await build('production');
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  };
  await inBuild(productionDist, false);
  await inBuild(TEST_DIST, true);
  const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium, DIST_DIR: TEST_DIST, PRODUCTION_DIST_DIR: productionDist },
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
