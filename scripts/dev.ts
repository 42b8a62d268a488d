import { spawn, type ChildProcess } from 'node:child_process';
import webpack from 'webpack';
import config from '../webpack.config.ts';
import { distDir, writeBuildStamp } from './build-freshness.ts';

/** `npm run dev`: webpack in watch mode (development build) and a server restarted after each rebuild. */
let server: ChildProcess | null = null;

function restart(): void {
  const start = () => {
    server = spawn(process.execPath, ['--enable-source-maps', `${distDir()}/server/main.cjs`], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'development' },
    });
  };
  if (server && server.exitCode === null) {
    server.once('exit', start);
    server.kill('SIGTERM');
  } else start();
}

webpack(config(undefined, { mode: 'development' })).watch({ aggregateTimeout: 200 }, (error, stats) => {
  if (error) return void process.stderr.write(`${error.message}\n`);
  if (!stats) return;
  const info = stats.toString({ preset: 'errors-warnings', colors: true });
  if (info.trim()) process.stdout.write(`${info}\n`);
  if (stats.hasErrors()) return;
  writeBuildStamp();
  process.stdout.write('Rebuilt; restarting the server…\n');
  restart();
});

process.on('SIGINT', () => {
  server?.kill('SIGTERM');
  process.exit(0);
});
