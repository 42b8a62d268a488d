import fs from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'locales', 'webpack.config.ts', 'package-lock.json'];
/** The build output folder (DIST_DIR lets several builds coexist). */
export const distDir = (root = process.cwd()) => path.resolve(root, process.env.DIST_DIR ?? 'dist');

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when there is no build, or a source file changed after the last one finished. */
export function buildIsStale(root = process.cwd()): boolean {
  const stamp = path.join(distDir(root), '.build-stamp');
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(distDir(root), 'server/main.cjs'))) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}

export function writeBuildStamp(root = process.cwd()): void {
  fs.writeFileSync(path.join(distDir(root), '.build-stamp'), `${new Date().toISOString()}\n`);
}
