import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'config-'));

describe('loadConfig', () => {
  it('stops a production start without a session secret, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(/SESSION_SECRET is required in production/);
  });

  it('generates a development secret once and keeps it under DATA_DIR', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecrets;
    const second = loadConfig({ DATA_DIR: dir }).sessionSecrets;
    expect(first).toEqual(second);
    expect(first[0]!.length).toBeGreaterThanOrEqual(32);
    expect(fs.existsSync(path.join(dir, 'session-secret'))).toBe(true);
  });

  it('accepts a comma-separated list of secrets for rotation, newest first', () => {
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(40);
    expect(loadConfig({ SESSION_SECRET: `${a}, ${b}`, DATA_DIR: tmp() }).sessionSecrets).toEqual([a, b]);
  });

  it('rejects short secrets and bad values with a message naming the variable', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short', DATA_DIR: tmp() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: tmp() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: tmp() })).toThrow(/DATABASE_URL/);
  });

  it('reads DATABASE_READ_URLS as a list of replicas of DATABASE_URL, with the lag bound and check interval', () => {
    const primary = 'postgres://app@db-primary/karir';
    const read = loadConfig({
      DATABASE_URL: primary,
      DATABASE_READ_URLS: ' postgres://app@db-r1/karir, postgresql://app@db-r2:5433/karir ,',
      DATABASE_READ_MAX_LAG_MS: '2000',
      DATA_DIR: tmp(),
    }).databaseRead;
    expect(read).toEqual({
      urls: ['postgres://app@db-r1/karir', 'postgresql://app@db-r2:5433/karir'],
      maxLagMs: 2000,
      checkIntervalMs: 1000,
    });
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URLS: '', DATA_DIR: tmp() }).databaseRead).toBeUndefined();
    expect(() => loadConfig({ DATABASE_READ_URLS: 'postgres://app@db-r1/karir', DATA_DIR: tmp() })).toThrow(
      /DATABASE_READ_URLS.*DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URLS: 'db-r1:5432', DATA_DIR: tmp() })).toThrow(/DATABASE_READ_URLS/);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_MAX_LAG_MS: 'soon', DATA_DIR: tmp() })).toThrow(
      /DATABASE_READ_MAX_LAG_MS/,
    );
  });

  it("reads DATABASE_POOL_MAX as the size of each pool, the replicas' included, and refuses what is not a positive count", () => {
    const primary = 'postgres://app@db-primary/karir';
    expect(loadConfig({ DATABASE_URL: primary, DATA_DIR: tmp() }).databasePoolMax).toBeUndefined();
    const sized = loadConfig({
      DATABASE_URL: primary,
      DATABASE_READ_URLS: 'postgres://app@db-r1/karir',
      DATABASE_POOL_MAX: '25',
      DATA_DIR: tmp(),
    });
    expect(sized.databasePoolMax).toBe(25);
    expect(sized.databaseRead?.maxConnections).toBe(25);
    for (const bad of ['0', '-3', 'many', '2.5']) {
      expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_POOL_MAX: bad, DATA_DIR: tmp() }), bad).toThrow(/DATABASE_POOL_MAX/);
    }
  });

  it('reads BODY_LIMIT as a size (the form post limit), and refuses anything else naming it', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).bodyLimit).toBe(1024 * 1024);
    expect(loadConfig({ BODY_LIMIT: '512kb', DATA_DIR: tmp() }).bodyLimit).toBe(512 * 1024);
    expect(loadConfig({ BODY_LIMIT: '2MB', DATA_DIR: tmp() }).bodyLimit).toBe(2 * 1024 * 1024);
    expect(loadConfig({ BODY_LIMIT: '20000', DATA_DIR: tmp() }).bodyLimit).toBe(20000);
    expect(() => loadConfig({ BODY_LIMIT: 'lots', DATA_DIR: tmp() })).toThrow(/BODY_LIMIT/);
    expect(() => loadConfig({ BODY_LIMIT: '0', DATA_DIR: tmp() })).toThrow(/BODY_LIMIT/);
  });

  it('reads TRUST_PROXY as Express takes it, and refuses a typo naming the variable before anything starts', () => {
    // No proxy is trusted by default: X-Forwarded-For from an unnamed peer must not choose the client address.
    expect(loadConfig({ DATA_DIR: tmp() }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback', DATA_DIR: tmp() }).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'true', DATA_DIR: tmp() }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2', DATA_DIR: tmp() }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8, 192.168.1.1', DATA_DIR: tmp() }).trustProxy).toBe(
      'loopback, 10.0.0.0/8, fd00::/8, 192.168.1.1',
    );
    for (const bad of ['banana', '10.0.0.0/33', 'loopback,,', '300.1.1.1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad, DATA_DIR: tmp() }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('seeds demo data (a demo account with a published password) by default in development only', () => {
    const secret = 'z'.repeat(40);
    expect(loadConfig({ DATA_DIR: tmp() }).seedOnEmpty).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, DATA_DIR: tmp() }).seedOnEmpty).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, SEED_ON_EMPTY: '1', DATA_DIR: tmp() }).seedOnEmpty).toBe(true);
    expect(loadConfig({ SEED_ON_EMPTY: 'no', DATA_DIR: tmp() }).seedOnEmpty).toBe(false);
  });

  it("keeps frozen parts' HTML across requests unless FROZEN_PARTS is off, and refuses anything else naming it", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).frozenParts).toBe(true);
    expect(loadConfig({ FROZEN_PARTS: 'off', DATA_DIR: tmp() }).frozenParts).toBe(false);
    expect(() => loadConfig({ FROZEN_PARTS: 'no', DATA_DIR: tmp() })).toThrow(/FROZEN_PARTS/);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '', DATA_DIR: tmp() });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it('derives the public base URL from the port when not configured', () => {
    expect(loadConfig({ PORT: '4100', DATA_DIR: tmp() }).publicBaseUrl).toBe('http://localhost:4100');
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://karir.example/', DATA_DIR: tmp() }).publicBaseUrl).toBe('https://karir.example');
  });

  describe('file storage', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.ap-southeast-3.amazonaws.com',
      S3_BUCKET: 'karir-candidate-files',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    };

    it('keeps files in DATA_DIR/files unless a bucket is configured', () => {
      const dir = tmp();
      expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({ kind: 'local', dir: path.join(dir, 'files') });
    });

    it('reads a complete S3 configuration, with the region and path style defaulted', () => {
      expect(loadConfig({ ...s3, DATA_DIR: tmp() }).storage).toEqual({
        kind: 's3',
        endpoint: 'https://s3.ap-southeast-3.amazonaws.com',
        bucket: 'karir-candidate-files',
        region: 'us-east-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-example',
        forcePathStyle: false,
      });
      const minio = loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://10.0.0.5:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_REGION: 'ap-southeast-3',
        DATA_DIR: tmp(),
      });
      expect(minio.storage).toMatchObject({ kind: 's3', endpoint: 'http://10.0.0.5:9000', forcePathStyle: true, region: 'ap-southeast-3' });
    });

    it('names the missing variables when the S3 settings are incomplete', () => {
      const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3;
      expect(() => loadConfig({ ...partial, DATA_DIR: tmp() })).toThrow(/missing: S3_BUCKET, S3_SECRET_ACCESS_KEY/);
      expect(() => loadConfig({ S3_BUCKET: 'files', DATA_DIR: tmp() })).toThrow(
        /missing: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
      );
    });

    it('refuses bad values naming the variable', () => {
      const bad: [Record<string, string>, RegExp][] = [
        [{ S3_ENDPOINT: 'ftp://files.example' }, /S3_ENDPOINT: must be an http/],
        [{ S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT/],
        [{ S3_ENDPOINT: 'https://s3.example.com/?x=1' }, /S3_ENDPOINT: must not carry a query/],
        [{ S3_BUCKET: 'Has_Capitals' }, /S3_BUCKET: must be a bucket name/],
        [{ S3_REGION: 'Jakarta 1' }, /S3_REGION/],
        [{ S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE/],
        // Virtual-hosted addressing puts the bucket in the host name: impossible for an IP address.
        [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_FORCE_PATH_STYLE: must be true when S3_ENDPOINT is an IP address/],
        [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_FORCE_PATH_STYLE: must be true/],
      ];
      for (const [change, message] of bad)
        expect(() => loadConfig({ ...s3, ...change, DATA_DIR: tmp() }), JSON.stringify(change)).toThrow(message);
    });
  });
});
