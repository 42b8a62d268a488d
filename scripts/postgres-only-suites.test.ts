import { describe, expect, it } from 'vitest';
import { postgresOnlySuites } from './postgres-only-suites';

describe('the PostgreSQL-only suites npm test names when it has no database', () => {
  it('lists each runIf suite by file and title, quotes unescaped, and no suite that runs everywhere', () => {
    const suites = postgresOnlySuites();
    expect(suites).toContain('src/server/search/search-locking.test.ts: search index locking on PostgreSQL');
    expect(suites).toContain("src/server/db/engine/planner-settings.test.ts: session planner settings with an operator's own options");
    expect(suites.some((s) => s.includes('accounts.test.ts'))).toBe(false);
  });
});
