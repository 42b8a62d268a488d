import { isIP } from 'node:net';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { StorageConfig } from './storage/create-storage';

function toBytes(size: string): number {
  const [, amount = '0', unit = 'b'] = /^\s*(\d+)\s*(b|kb|mb)?\s*$/i.exec(size) ?? [];
  return Number(amount) * { b: 1, kb: 1024, mb: 1024 * 1024 }[unit.toLowerCase() as 'b' | 'kb' | 'mb'];
}

const booleanish = z.enum(['1', '0', 'true', 'false', 'yes', 'no']).transform((value) => ['1', 'true', 'yes'].includes(value));

function isTrustProxy(value: string): boolean {
  const text = value.trim();
  if (/^(true|false|\d+)$/i.test(text)) return true;
  return text.split(',').every((part) => {
    const entry = part.trim();
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    // A mask may also be written as an address (10.0.0.0/255.0.0.0).
    return /^\d{1,3}$/.test(prefix) ? Number(prefix) <= (family === 4 ? 32 : 128) : isIP(prefix) === family;
  });
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_BASE_URL: z.url().optional(),
  SESSION_SECRET: z.string().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  // Streaming replicas of DATABASE_URL that pages and searches read from (comma-separated
  // postgres:// URLs); one further behind than DATABASE_READ_MAX_LAG_MS is left out until it
  // catches up. Each is checked every DATABASE_READ_CHECK_MS.
  DATABASE_READ_URLS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .refine((urls) => urls.every((url) => /^postgres(ql)?:\/\//.test(url)), 'must be comma-separated postgres:// URLs')
    .optional(),
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_READ_CHECK_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  EMPLOYER_SITE_URL: z.url().default('https://employer.karirnusantara.example'),
  // What Express's `trust proxy` takes: true/false, a hop count, or a comma-separated list of
  // loopback / linklocal / uniquelocal / IP addresses and subnets. Checked here, so a typo
  // stops start-up naming the variable instead of failing later with "invalid IP address".
  // No proxy is trusted unless one is named: otherwise any process that can reach the
  // server could choose its own client address (X-Forwarded-For) and escape every per-IP limit.
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      isTrustProxy,
      'must be true, false, a number of hops, or a comma-separated list of loopback, linklocal, uniquelocal and IP addresses or subnets',
    )
    .transform((value): boolean | number | string => {
      const text = value.trim();
      if (/^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
      return /^\d+$/.test(text) ? Number(text) : text;
    }),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  // Largest form post accepted: bytes, or with a kb / mb suffix.
  BODY_LIMIT: z
    .string()
    .regex(/^\s*\d+\s*(b|kb|mb)?\s*$/i, 'must be a size such as 1mb, 512kb or 1048576')
    .default('1mb')
    .transform(toBytes)
    // Below a kilobyte not even a login form fits.
    .refine((bytes) => bytes >= 1024, 'must be at least 1kb'),
  // Slow clients: the whole request (headers and body) must arrive within REQUEST_TIMEOUT
  // seconds, its headers within HEADERS_TIMEOUT; otherwise 408 and the connection closes.
  REQUEST_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(30),
  HEADERS_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(10),
  // Seconds an HTTP worker waits for the embedded database, which the cluster primary owns,
  // to answer one statement before its request fails with 503 (PGlite ignores
  // statement_timeout; on PostgreSQL set statement_timeout in DATABASE_URL's options instead).
  DATABASE_QUERY_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(30),
  // Connections each serving process may open to PostgreSQL, to the primary and to each
  // replica; unset: 5 per cluster worker, 10 for a single process. Operators size
  // max_connections from it (docs/operations.md).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).optional(),
  // Checked here so a typo stops start-up; log.ts reads it from the environment, which every
  // worker and thread inherits.
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
  // Demo data (with a demo account whose password the README publishes) only where asked for:
  // by default in development, never by default in production.
  SEED_ON_EMPTY: booleanish.optional(),
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  // Off, frozen parts never reuse HTML kept from an earlier request: rules their cache out when a
  // page seems to show one visitor what another should see.
  FROZEN_PARTS: z.enum(['on', 'off']).default('on'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Operators moderate reviews with it (Authorization: Bearer …, /api/moderation/reviews); unset, those endpoints are off.
  MODERATION_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Requests per minute one employer API key may make, counted in the database (all workers and instances together).
  EMPLOYER_API_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(600),
  // Mail (accounts, contact form): no SMTP_URL writes .eml files to DATA_DIR/outbox instead.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Karir Nusantara <no-reply@karirnusantara.example>'),
  CONTACT_EMAIL: z.email().default('hello@karirnusantara.example'),
  // Social login (OpenID Connect): Google when its client is configured, plus one generic issuer.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_PROVIDER_ID: z
    .string()
    .regex(/^[a-z0-9_-]{2,32}$/, 'lowercase letters, digits, _ or -')
    .default('oidc'),
  OIDC_PROVIDER_LABEL: z.string().min(1).default('OpenID'),
  // Candidates' files in an S3-compatible bucket instead of DATA_DIR/files (several instances share it).
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, e.g. https://s3.ap-southeast-3.amazonaws.com' })
    .refine((value) => !/[?#]/.test(value), 'must not carry a query or fragment')
    .optional(),
  // Bucket naming rules shared by S3 and its look-alikes.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  // Background jobs (mail sent after a request): off makes this instance only queue them, for
  // instances that serve pages while others work the queue. Idle workers look for jobs every
  // QUEUE_POLL_SECONDS.
  QUEUE_WORKER: z.enum(['on', 'off']).default('on'),
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // Live updates for signed-in candidates (server-sent events): open streams per account and per
  // process (beyond them a clear 429), and the heartbeat that keeps proxies from closing a quiet one.
  LIVE_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(5),
  LIVE_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).max(100_000).default(1000),
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  // Employer webhooks may point at private, loopback and link-local addresses (a receiver on
  // this machine or network): by default in development only, never by default in production,
  // where such a URL could reach the site's own internal services.
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: booleanish.optional(),
  // Job alert mails per minute across every worker (0 or unset: no ceiling); the rest wait for the next minute.
  MAIL_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).optional(),
  // Batches of 1,000 alerts a round looks at at once, each holding a pool connection (unset: 2 on PostgreSQL, 1 on PGlite).
  ALERT_ROUND_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
});

/** An OpenID Connect provider offered on the login and register pages. */
export interface SocialProviderConfig {
  /** URL segment and `social_identities.provider` value. */
  readonly id: string;
  readonly label: string;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface AppConfig {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly publicBaseUrl: string;
  /** Newest first: the first seals new cookies, all of them unseal (rotation). */
  readonly sessionSecrets: readonly string[];
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** PostgreSQL streaming replicas to read from (DATABASE_READ_URLS); undefined: the primary answers everything. */
  readonly databaseRead:
    | { readonly urls: readonly string[]; readonly maxLagMs: number; readonly checkIntervalMs: number; readonly maxConnections?: number }
    | undefined;
  readonly employerSiteUrl: string;
  readonly trustProxy: boolean | number | string;
  readonly webConcurrency: number | undefined;
  /** Largest form post accepted, in bytes. */
  readonly bodyLimit: number;
  /** Milliseconds a request (headers and body) and its headers alone may take to arrive. */
  readonly requestTimeoutMs: number;
  readonly headersTimeoutMs: number;
  /** Milliseconds an HTTP worker waits for the embedded database (owned by the cluster primary) to answer one call. */
  readonly databaseQueryTimeoutMs: number;
  /** Connections per pool (the primary's and each replica's) in one serving process; undefined: the defaults. */
  readonly databasePoolMax: number | undefined;
  /** Seed demo data into an empty database at start (default: development only). */
  readonly seedOnEmpty: boolean;
  /** In-memory cache of anonymous page responses (off for load tests of raw rendering). */
  readonly pageCache: boolean;
  /** Frozen parts reuse the HTML kept by their `sameFor` (components/frozen-part.tsx); off renders them on every request. */
  readonly frozenParts: boolean;
  /** Bearer token for GET /metrics; without one the endpoint does not exist. */
  readonly metricsToken: string | undefined;
  /** Bearer token of the review moderation endpoints; undefined turns them off. */
  readonly moderationToken: string | undefined;
  /** Requests per minute per employer API key. */
  readonly employerApiRateLimit: number;
  /** Unset: mails are written to `<dataDir>/outbox` as .eml files. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** The firm's inbox for contact-form messages. */
  readonly contactEmail: string;
  readonly socialProviders: readonly SocialProviderConfig[];
  /** Where candidates' files live: a directory (DATA_DIR/files) unless an S3 bucket is configured. */
  readonly storage: StorageConfig;
  /** This instance works the job queue (it always can queue jobs). */
  readonly queueWorker: boolean;
  readonly queuePollSeconds: number;
  /** Limits and heartbeat of the live-updates streams (src/server/live). */
  readonly live: { readonly perAccount: number; readonly perProcess: number; readonly heartbeatMs: number };
  /** Webhook endpoints on private, loopback or link-local addresses are accepted and delivered to. */
  readonly webhookAllowPrivateAddresses: boolean;
  /** Job alert mails per minute (MAIL_PER_MINUTE); undefined: no ceiling. */
  readonly mailPerMinute: number | undefined;
  /** ALERT_ROUND_CONCURRENCY; undefined: the engine's default (digest-round.ts). */
  readonly alertRoundConcurrency: number | undefined;
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
  // An empty variable (`DATABASE_URL=`) means "not set", as shells and .env files usually intend.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(given);
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
    databaseRead: databaseRead(values),
    employerSiteUrl: values.EMPLOYER_SITE_URL.replace(/\/$/, ''),
    trustProxy: values.TRUST_PROXY,
    webConcurrency: values.WEB_CONCURRENCY,
    bodyLimit: values.BODY_LIMIT,
    requestTimeoutMs: values.REQUEST_TIMEOUT * 1000,
    databaseQueryTimeoutMs: values.DATABASE_QUERY_TIMEOUT * 1000,
    databasePoolMax: values.DATABASE_POOL_MAX,
    // Node refuses a header timeout longer than the whole request's.
    headersTimeoutMs: Math.min(values.HEADERS_TIMEOUT, values.REQUEST_TIMEOUT) * 1000,
    seedOnEmpty: values.SEED_ON_EMPTY ?? values.NODE_ENV === 'development',
    pageCache: values.PAGE_CACHE === 'on',
    frozenParts: values.FROZEN_PARTS === 'on',
    metricsToken: values.METRICS_TOKEN,
    moderationToken: values.MODERATION_TOKEN,
    employerApiRateLimit: values.EMPLOYER_API_RATE_LIMIT,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    contactEmail: values.CONTACT_EMAIL,
    socialProviders: socialProviders(values),
    storage: storageConfig(values, dataDir),
    queueWorker: values.QUEUE_WORKER === 'on',
    queuePollSeconds: values.QUEUE_POLL_SECONDS,
    live: {
      perAccount: values.LIVE_STREAMS_PER_ACCOUNT,
      perProcess: values.LIVE_STREAMS_PER_PROCESS,
      heartbeatMs: values.LIVE_HEARTBEAT_SECONDS * 1000,
    },
    webhookAllowPrivateAddresses: values.WEBHOOK_ALLOW_PRIVATE_ADDRESSES ?? values.NODE_ENV === 'development',
    mailPerMinute: values.MAIL_PER_MINUTE || undefined,
    alertRoundConcurrency: values.ALERT_ROUND_CONCURRENCY,
  };
}

function databaseRead(values: z.output<typeof EnvSchema>): AppConfig['databaseRead'] {
  const urls = values.DATABASE_READ_URLS ?? [];
  if (urls.length === 0) return undefined;
  if (!values.DATABASE_URL) throw new ConfigError('DATABASE_READ_URLS: replicas need a primary: set DATABASE_URL too');
  return {
    urls,
    maxLagMs: values.DATABASE_READ_MAX_LAG_MS,
    checkIntervalMs: values.DATABASE_READ_CHECK_MS,
    ...(values.DATABASE_POOL_MAX === undefined ? {} : { maxConnections: values.DATABASE_POOL_MAX }),
  };
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function storageConfig(values: z.output<typeof EnvSchema>, dataDir: string): StorageConfig {
  const given = S3_REQUIRED.filter((name) => values[name] !== undefined);
  if (given.length === 0) return { kind: 'local', dir: path.join(dataDir, 'files') };
  const missing = S3_REQUIRED.filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(`${S3_REQUIRED.join(', ')} must be set together to keep files in S3 (missing: ${missing.join(', ')})`);
  }
  const endpoint = new URL(values.S3_ENDPOINT!);
  // A bucket cannot be a subdomain of an IP address or of a single-label host.
  if (!values.S3_FORCE_PATH_STYLE && (isIP(endpoint.hostname.replace(/^\[|\]$/g, '')) !== 0 || !endpoint.hostname.includes('.'))) {
    throw new ConfigError(
      `S3_FORCE_PATH_STYLE: must be true when S3_ENDPOINT is an IP address or a host without a domain (${endpoint.hostname})`,
    );
  }
  return {
    kind: 's3',
    endpoint: values.S3_ENDPOINT!,
    bucket: values.S3_BUCKET!,
    region: values.S3_REGION,
    accessKeyId: values.S3_ACCESS_KEY_ID!,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
  };
}

function socialProviders(values: z.output<typeof EnvSchema>): SocialProviderConfig[] {
  const providers: SocialProviderConfig[] = [];
  if (values.GOOGLE_CLIENT_ID || values.GOOGLE_CLIENT_SECRET) {
    if (!values.GOOGLE_CLIENT_ID || !values.GOOGLE_CLIENT_SECRET) {
      throw new ConfigError('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
    }
    providers.push({
      id: 'google',
      label: 'Google',
      issuer: 'https://accounts.google.com',
      clientId: values.GOOGLE_CLIENT_ID,
      clientSecret: values.GOOGLE_CLIENT_SECRET,
    });
  }
  if (values.OIDC_ISSUER || values.OIDC_CLIENT_ID || values.OIDC_CLIENT_SECRET) {
    if (!values.OIDC_ISSUER || !values.OIDC_CLIENT_ID || !values.OIDC_CLIENT_SECRET) {
      throw new ConfigError('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
    }
    if (providers.some((p) => p.id === values.OIDC_PROVIDER_ID))
      throw new ConfigError(`OIDC_PROVIDER_ID: "${values.OIDC_PROVIDER_ID}" is already used`);
    providers.push({
      id: values.OIDC_PROVIDER_ID,
      label: values.OIDC_PROVIDER_LABEL,
      // Kept exactly as given: the issuer identifier must match the discovery document.
      issuer: values.OIDC_ISSUER,
      clientId: values.OIDC_CLIENT_ID,
      clientSecret: values.OIDC_CLIENT_SECRET,
    });
  }
  return providers;
}

function resolveSecrets(raw: string | undefined, env: string, dataDir: string): string[] {
  if (raw) {
    const secrets = raw
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean);
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
