import fs from 'node:fs';
import path from 'node:path';
import { readDirective } from './module-key.ts';

const SOURCE_FILE = /\.(?:tsx?|jsx?|mjs)$/;
const TEST_FILE = /\.test\.[jt]sx?$/;

/** Every source module below `dir` that starts with the given directive, sorted for stable output. */
export function findDirectiveModules(dir: string, directive: 'client' | 'server'): string[] {
  const found: string[] = [];
  const walk = (current: string): void => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) {
        const head = fs.readFileSync(full, 'utf8').slice(0, 512);
        if (readDirective(head) === directive) found.push(full);
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return found.sort();
}
