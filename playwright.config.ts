import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const dataDir = path.join(os.tmpdir(), `karir-e2e-${process.pid}`);
// Account tests: a local SMTP server and OpenID Connect provider (e2e/auth-peers.ts). Workers
// inherit the mail folder chosen by the runner process through the environment.
const mailDir = (process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `karir-e2e-mail-${process.pid}`));
export const AUTH_PEERS = {
  smtpPort: PORT + 20000,
  oidcPort: PORT + 30000,
  mailDir,
  redirectUri: `${BASE_URL}/auth/social/callback`,
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // What a test waits for is unchanged; how long it waits is not a product figure. CI shares a
  // 2-core machine whose speed varies about tenfold: there a login (scrypt) or a form's round trip
  // took over Playwright's default 5 s while the machine was busy, and the test failed for that.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
    trace: 'off',
  },
  webServer: {
    // The test build (scripts/e2e.ts): the production build plus the test-only pages.
    command: `node --enable-source-maps ${process.env.DIST_DIR ?? 'dist-test'}/server/main.cjs`,
    url: `${BASE_URL}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: BASE_URL,
      SESSION_SECRET: 'e2e-secret-that-is-long-enough-for-iron-session',
      DATA_DIR: dataDir,
      SEED_ON_EMPTY: '1',
      MODERATION_TOKEN: 'e2e-moderation-token-long-enough',
      // As behind a local proxy: tests that stand for separate candidates send their own X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'error',
      EMPLOYER_SITE_URL: 'https://employer.example.test',
      // Employer webhooks may go to a receiver the tests run on this machine.
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: '1',
      DIST_DIR: process.env.DIST_DIR ?? 'dist-test',
      SMTP_URL: `smtp://127.0.0.1:${AUTH_PEERS.smtpPort}`,
      MAIL_FROM: 'Karir Nusantara <no-reply@karir.test>',
      OIDC_ISSUER: `http://127.0.0.1:${AUTH_PEERS.oidcPort}`,
      OIDC_CLIENT_ID: 'karir-e2e',
      OIDC_CLIENT_SECRET: 'karir-e2e-client-secret-for-tests',
      OIDC_PROVIDER_ID: 'test-id',
      OIDC_PROVIDER_LABEL: 'Test ID',
    },
  },
});
