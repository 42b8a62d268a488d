import { execFile, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs one of the operator's commands (`npm run employer`, the seed, the queue tool) as an operator
 * would, against the database `env` names; no database of the shared test server is inherited.
 */
export async function runOperatorCommand(script: string, args: string[], env: Record<string, string>): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', LOG_LEVEL: 'error', ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** Stops a server a spec started: SIGTERM, and SIGKILL if it has not exited within 10 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
