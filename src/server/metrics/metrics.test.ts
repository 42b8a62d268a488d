import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsRoutes } from './metrics-endpoint';
import { requestState } from '../../framework/server';
import { httpMetrics } from './http-metrics';
import { vitalsRoutes } from './vitals';

const TOKEN = 'metrics-token-for-tests-0123456789';
let base = '';
let close: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use(httpMetrics);
  app.use(vitalsRoutes({ bodyLimit: 4 * 1024 }));
  app.use(metricsRoutes(TOKEN));
  // Mounted like the real asset and API routers, which strip their prefix from req.path.
  const api = express.Router();
  api.get('/user-data', (_req, res) => void res.status(401).json({ message: 'Unauthenticated.' }));
  app.use('/api', api);
  const assets = express.Router();
  assets.get('/main.js', (_req, res) => void res.type('js').send(''));
  app.use('/assets', assets);
  app.get('/explore-jobs', (_req, res) => {
    requestState(res).routeName = 'explore-jobs';
    res.send('ok');
  });
  await new Promise<void>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    });
    close = () => server.close();
  });
});
afterAll(() => close());

const scrape = () => fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } }).then((r) => r.text());

describe('real-user metrics and /metrics', () => {
  it('aggregates web vitals by route name and locale', async () => {
    const beacon = await fetch(`${base}/_vitals`, {
      method: 'POST',
      body: JSON.stringify({
        path: '/id/job/staf-akuntansi/KN-1?ref=x',
        metrics: [
          { name: 'LCP', value: 1200 },
          { name: 'CLS', value: 0.02 },
        ],
      }),
    });
    expect(beacon.status).toBe(204);
    const text = await scrape();
    expect(text).toMatch(/web_vitals_count\{metric="LCP",route="job",locale="id-ID"\} 1/);
    expect(text).toMatch(/web_vitals_sum\{metric="LCP",route="job",locale="id-ID"\} 1\.2/);
    expect(text).toMatch(/web_vitals_sum\{metric="CLS",route="job",locale="id-ID"\} 0\.02/);
  });

  it('refuses malformed beacons with 422 and an errors map', async () => {
    const response = await fetch(`${base}/_vitals`, {
      method: 'POST',
      body: JSON.stringify({ path: 'nope', metrics: [{ name: 'XYZ', value: -1 }] }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['path', 'metrics']));
  });

  it('answers beacons that are no object, or no JSON at all, with 422 and an errors map too', async () => {
    for (const body of ['[]', 'null', '"x"', '{"path":', 'not json']) {
      const response = await fetch(`${base}/_vitals`, { method: 'POST', body });
      expect(response.status, body).toBe(422);
      const parsed = (await response.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(parsed.errors).length, body).toBeGreaterThan(0);
    }
    expect((await fetch(`${base}/_vitals`, { method: 'POST', body: JSON.stringify({ path: '/', pad: 'x'.repeat(5000) }) })).status).toBe(
      413,
    );
  });

  it('counts requests and latency per route', async () => {
    await fetch(`${base}/explore-jobs`);
    const text = await scrape();
    expect(text).toMatch(/http_requests_total\{route="explore-jobs",method="GET",status="2xx"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{route="explore-jobs",cache="none"\} 1/);
  });

  it('labels API and asset requests by what they are, not as "other"', async () => {
    await fetch(`${base}/api/user-data`);
    await fetch(`${base}/assets/main.js`);
    const text = await scrape();
    expect(text).toMatch(/http_requests_total\{route="api",method="GET",status="4xx"\} 1/);
    expect(text).toMatch(/http_requests_total\{route="assets",method="GET",status="2xx"\} 1/);
  });

  it('answers 401 without the token', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
  });
});
