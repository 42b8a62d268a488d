import fs from 'node:fs';
import path from 'node:path';

/**
 * The suites that run only against PostgreSQL (`describe.runIf(…)` on TEST_DATABASE_URL), read
 * from the test files, so `npm test` without a database can say what it did not check.
 */
export function postgresOnlySuites(root = 'src'): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.test.ts')) {
        const text = fs.readFileSync(file, 'utf8');
        for (const match of text.matchAll(/describe\.runIf\([^\n]*?\)\((['"`])((?:\\.|(?!\1).)*)\1/g)) {
          found.push(`${file}: ${match[2]!.replace(/\\(.)/g, '$1')}`);
        }
      }
    }
  };
  visit(root);
  return found.sort();
}
