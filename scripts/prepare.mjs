// npm's `prepare` (runs after `npm install`): the production build, so the first `npm start`
// only has to create and seed the database. Plain JavaScript, because an install without
// dev dependencies (`npm ci --omit=dev` next to a prebuilt dist/) has neither tsx nor
// webpack; it skips the build then.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
try {
  require.resolve('webpack');
  require.resolve('tsx');
} catch {
  console.log('prepare: dev dependencies are not installed; skipping the build.');
  process.exit(0);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
