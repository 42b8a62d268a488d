import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser for e2e comes from the OS (Debian's chromium): Playwright's own download
 * cannot work on machines without internet access. Installs it when running as root.
 */
export function ensureChromium(): string {
  const configured = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
  if (fs.existsSync(configured)) return configured;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium not found at ${configured}: install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  process.stdout.write(`Chromium not found at ${configured}; installing Debian's chromium package…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!fs.existsSync(configured)) throw new Error(`Installed chromium, but ${configured} is still missing; set CHROMIUM_PATH.`);
  return configured;
}
