import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'yes'].includes(value));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_BASE_URL: z.url().optional(),
  SESSION_SECRET: z.string().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  EMPLOYER_SITE_URL: z.url().default('https://employer.karirnusantara.example'),
  TRUST_PROXY: z.string().default('loopback'),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  BODY_LIMIT: z.string().default('1mb'),
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
  SEED_ON_EMPTY: booleanish.default(true),
});

export interface AppConfig {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly publicBaseUrl: string;
  /** Newest first: the first seals new cookies, all of them unseal (rotation). */
  readonly sessionSecrets: readonly string[];
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly employerSiteUrl: string;
  readonly trustProxy: string;
  readonly webConcurrency: number | undefined;
  readonly bodyLimit: string;
  readonly logLevel: 'silent' | 'error' | 'info' | 'debug';
  readonly seedOnEmpty: boolean;
}

export class ConfigError extends Error {}

/** iron-session needs passwords of at least 32 characters. */
const MIN_SECRET_LENGTH = 32;

/**
 * Reads the environment once at start. A bad value stops start-up with a message naming the
 * variable; in development a missing session secret is generated once and kept under DATA_DIR
 * so sessions survive restarts, in production it is an error.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const publicBaseUrl = (values.PUBLIC_BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicBaseUrl,
    sessionSecrets: resolveSecrets(values.SESSION_SECRET, values.NODE_ENV, dataDir),
    dataDir,
    databaseUrl: values.DATABASE_URL,
    employerSiteUrl: values.EMPLOYER_SITE_URL.replace(/\/$/, ''),
    trustProxy: values.TRUST_PROXY,
    webConcurrency: values.WEB_CONCURRENCY,
    bodyLimit: values.BODY_LIMIT,
    logLevel: values.LOG_LEVEL,
    seedOnEmpty: values.SEED_ON_EMPTY,
  };
}

function resolveSecrets(raw: string | undefined, env: string, dataDir: string): string[] {
  if (raw) {
    const secrets = raw.split(',').map((secret) => secret.trim()).filter(Boolean);
    const short = secrets.findIndex((secret) => secret.length < MIN_SECRET_LENGTH);
    if (secrets.length === 0 || short !== -1) {
      throw new ConfigError(`SESSION_SECRET: each comma-separated secret needs at least ${MIN_SECRET_LENGTH} characters`);
    }
    return secrets;
  }
  if (env === 'production') {
    throw new ConfigError(
      `SESSION_SECRET is required in production: set it to a random string of at least ${MIN_SECRET_LENGTH} characters (comma-separate several to rotate)`,
    );
  }
  const file = path.join(dataDir, 'session-secret');
  if (fs.existsSync(file)) return [fs.readFileSync(file, 'utf8').trim()];
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return [secret];
}
