import webpack from 'webpack';
import config from '../webpack.config.ts';
import { writeBuildStamp } from './build-freshness.ts';

/** Builds the server and client bundles (production unless NODE_ENV=development). */
export function build(
  mode: 'production' | 'development' = process.env.NODE_ENV === 'development' ? 'development' : 'production',
): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config(undefined, { mode }), (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack returned no stats'));
      const info = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
      if (info.trim()) process.stdout.write(`${info}\n`);
      if (stats.hasErrors()) return reject(new Error('Build failed'));
      writeBuildStamp();
      resolve();
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  build()
    .then(() => process.stdout.write(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s\n`))
    .catch((error: Error) => {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    });
}
