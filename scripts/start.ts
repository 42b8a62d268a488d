import { spawn } from 'node:child_process';
import { buildIsStale, distDir } from './build-freshness.ts';

/**
 * `npm start`: builds when the sources changed since the last build, then serves the site
 * (seeding demo data on first start happens inside the server).
 */
async function main(): Promise<void> {
  if (buildIsStale()) {
    process.stdout.write('Building the site (first start or sources changed)…\n');
    // Loaded only when needed: webpack and its plugins take a second or more to import.
    const { build } = await import('./build.ts');
    await build('production');
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
