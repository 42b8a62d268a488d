import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port.ts';

/** A response as the site sent it: the bytes on the wire and the headers that describe them. */
export interface SampledResponse {
  readonly body: Buffer;
  readonly headers: Record<string, string>;
}

/** Headers node:http writes on its own for every response (or from the body's length). */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Fetches one page the way the load generator asks for it, keeping the compressed bytes and the
 * headers that describe them, or with `allHeaders` every header the site sent (node:http adds
 * its own date, connection and length again), so a reference sends byte for byte as much.
 */
export async function sampleResponse(url: string, acceptEncoding: string, { allHeaders = false } = {}): Promise<SampledResponse> {
  // node:http, not fetch: fetch would decompress the body.
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: Record<string, string> = {};
          const names = allHeaders
            ? Object.keys(response.headers).filter((name) => !WRITTEN_BY_NODE.has(name))
            : ['content-type', 'content-encoding', 'vary', 'cache-control'];
          for (const name of names) {
            const value = response.headers[name];
            if (typeof value === 'string') headers[name] = value;
          }
          resolve({ body: Buffer.concat(chunks), headers });
        });
      })
      .on('error', reject);
  });
}

/** Plain Express sending `sample` to every request, in a process of its own; resolves once it listens. */
export async function startReferenceServer(sample: SampledResponse): Promise<{ baseUrl: string; stop: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karir-reference-'));
  const port = await freePort();
  const bodyFile = path.join(dir, 'body');
  fs.writeFileSync(bodyFile, sample.body);
  fs.writeFileSync(path.join(dir, 'spec.json'), JSON.stringify({ port, headers: sample.headers, bodyFile }));
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/load/reference-app.ts'), path.join(dir, 'spec.json')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`The reference server exited with code ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
