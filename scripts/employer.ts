/**
 * The operator's employer API keys, no admin site needed:
 *   npm run employer -- companies [TEXT]
 *   npm run employer -- create-key --company SLUG [--scope jobs:write] [--scope …] [--label "ATS of PT X"]
 *   npm run employer -- list-keys [--company SLUG]
 *   npm run employer -- revoke-key ID
 * Target: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data; the server must be
 * stopped, as the embedded database has one owner). A new key is printed once and never again:
 * only its hash is stored. A revoked key is refused from its next request on.
 */
import { parseArgs } from 'node:util';
import { openDb } from '../src/server/db/open-db.js';
import { companyIdBySlug, findCompanies, listEmployerKeys, revokeEmployerKey } from '../src/server/db/repos/employer-keys-repo.js';
import { createEmployerKey } from '../src/server/employer/api-keys.js';
import { EMPLOYER_SCOPES } from '../src/shared/validation/employer-job-schema.js';

const USAGE = `usage: npm run employer -- companies [TEXT]
       npm run employer -- create-key --company SLUG [--scope ${EMPLOYER_SCOPES.join('|')}]… [--label TEXT]
       npm run employer -- list-keys [--company SLUG]
       npm run employer -- revoke-key ID`;

const when = (date: Date | null) => (date ? date.toISOString().replace(/\.\d+Z$/, 'Z') : '-');

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { company: { type: 'string' }, scope: { type: 'string', multiple: true }, label: { type: 'string' } },
  });
  const [command, argument] = positionals;
  if (!command || !['companies', 'create-key', 'list-keys', 'revoke-key'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'create-key' && !values.company) {
    console.error('create-key needs --company SLUG (npm run employer -- companies TEXT finds it).');
    return 2;
  }
  const id = argument !== undefined && /^\d{1,15}$/.test(argument) ? Number(argument) : null;
  if (command === 'revoke-key' && id === null) {
    console.error(USAGE);
    return 2;
  }
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || './data' });
  try {
    if (command === 'companies') {
      const companies = await findCompanies(db, argument ?? '');
      if (companies.length === 0) console.log('No company matches.');
      for (const company of companies) console.log(`${company.slug}\t${company.name}`);
      return 0;
    }
    if (command === 'create-key') {
      const created = await createEmployerKey(db, {
        companySlug: values.company!,
        scopes: values.scope ?? ['jobs:write'],
        label: values.label,
      });
      if (!created.ok) {
        console.error(
          created.reason === 'unknown-company'
            ? `No company ${values.company} (npm run employer -- companies TEXT finds it).`
            : `Scopes are ${EMPLOYER_SCOPES.join(', ')}.`,
        );
        return 1;
      }
      const { row } = created;
      console.log(`Key ${row.id} for ${row.companySlug} (${row.scopes.join(', ')}). It is shown only now; store it safely:`);
      console.log(created.key);
      return 0;
    }
    if (command === 'list-keys') {
      const companyId = values.company ? await companyIdBySlug(db, values.company) : undefined;
      if (companyId === null) {
        console.error(`No company ${values.company}.`);
        return 1;
      }
      const keys = await listEmployerKeys(db, companyId);
      if (keys.length === 0) console.log('No keys.');
      console.log(['id', 'company', 'prefix', 'scopes', 'created', 'last used', 'revoked', 'label'].join('\t'));
      for (const key of keys) {
        console.log(
          [
            key.id,
            key.companySlug,
            `${key.prefix}…`,
            key.scopes.join(','),
            when(key.createdAt),
            when(key.lastUsedAt),
            when(key.revokedAt),
            key.label,
          ].join('\t'),
        );
      }
      return 0;
    }
    if (!(await revokeEmployerKey(db, id!))) {
      console.error(`No live key ${id} (unknown, or revoked already).`);
      return 1;
    }
    console.log(`Key ${id} revoked: its next request is refused.`);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
