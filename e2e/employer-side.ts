import { expect } from '@playwright/test';
import { runOperatorCommand } from './operator-process';

/**
 * The employer's side of tests on a server of their own: the operator's commands on its data
 * directory (demo data, then an API key for a company, as docs/operations.md has them), and
 * the employer's system calling the API with that key.
 */
/** An operator's command of the repository (tsx, as npm run runs it) on the server's data directory. */
export function operatorCommand(dataDir: string, script: string, args: string[]): Promise<string> {
  return runOperatorCommand(script, args, { DATA_DIR: dataDir });
}

/** Seeds demo data into `dataDir` and makes a key of its first company with these scopes. */
export async function seededCompanyKey(dataDir: string, scopes: string[], label: string): Promise<string> {
  await operatorCommand(dataDir, 'src/server/seed/cli.ts', ['--jobs', '40', '--companies', '4']);
  const company = (await operatorCommand(dataDir, 'scripts/employer.ts', ['companies'])).split('\n')[0]!.split('\t')[0]!;
  const output = await operatorCommand(dataDir, 'scripts/employer.ts', [
    'create-key',
    '--company',
    company,
    ...scopes.flatMap((scope) => ['--scope', scope]),
    '--label',
    label,
  ]);
  const key = /^kn_live_\S+$/m.exec(output)?.[0] ?? '';
  expect(key, output).not.toBe('');
  return key;
}

export type EmployerApi = (method: string, pathname: string, body?: unknown) => Promise<Response>;

/** Calls `/api/employer/v1{pathname}` of the server at `baseUrl` with the key, a JSON body if given. */
export function employerApi(baseUrl: string, key: string): EmployerApi {
  return (method, pathname, body) =>
    fetch(`${baseUrl}/api/employer/v1${pathname}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}
