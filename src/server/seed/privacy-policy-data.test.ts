/**
 * The privacy policy has two homes: the seed (new databases) and migration 0087 (existing
 * ones). They must say the same thing, and what they say must point at pages that exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../shared/routes';
import { PRIVACY_POLICY_EN, PRIVACY_POLICY_ID } from './privacy-policy-data';

const migration = fs.readFileSync(path.resolve('src/server/db/migrations/0087-privacy-policy.sql'), 'utf8');
/** Later migrations that change a sentence of it: replace(body_xx, $old$…$old$, $new$…$new$). */
const edits = ['0091-privacy-policy-accesses.sql', '0096-privacy-policy-retention.sql'].map((name) =>
  fs.readFileSync(path.resolve('src/server/db/migrations', name), 'utf8'),
);
const edited = (body: string, column: 'body_en' | 'body_id') =>
  edits.reduce((text, sql) => {
    const found = new RegExp(`${column} = replace\\(${column}, \\$old\\$([\\s\\S]*?)\\$old\\$, \\$new\\$([\\s\\S]*?)\\$new\\$\\)`).exec(
      sql,
    );
    expect(found, `${column} in the edit`).not.toBeNull();
    expect(text).toContain(found![1]);
    return text.replace(found![1]!, found![2]!);
  }, body);

describe('privacy policy', () => {
  it('is the same text in the seed and in the migrations that update existing databases', () => {
    const [en, id] = [...migration.matchAll(/\$policy\$([\s\S]*?)\$policy\$/g)].map((m) => m[1]!);
    expect([edited(en!, 'body_en'), edited(id!, 'body_id')]).toEqual([PRIVACY_POLICY_EN, PRIVACY_POLICY_ID]);
  });

  it('links only to pages of the site that exist, in its own language', () => {
    for (const [body, prefix] of [
      [PRIVACY_POLICY_EN, ''],
      [PRIVACY_POLICY_ID, '/id'],
    ] as const) {
      const links = [...body.matchAll(/href="([^"#]+)/g)].map((m) => m[1]!);
      expect(links.length).toBeGreaterThan(3);
      for (const link of links) {
        expect(link.startsWith(`${prefix}/`), link).toBe(true);
        expect(matchRoute(link.slice(prefix.length)), link).not.toBeNull();
      }
    }
  });
});
