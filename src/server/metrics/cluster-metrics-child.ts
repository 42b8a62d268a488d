/**
 * A two-worker cluster serving /metrics like production (metrics-endpoint.ts), for
 * cluster-metrics.test.ts: each worker counts one request of its own, then any worker's scrape
 * must add both up. Prints the port once both workers listen.
 */
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { httpMetrics } from './http-metrics';
import { requestState } from '../../framework/server';
import { metricsRoutes, serveClusterMetrics } from './metrics-endpoint';

const TOKEN = process.argv[2] ?? 'cluster-metrics-token-0123456789';

if (cluster.isPrimary) {
  serveClusterMetrics();
  let listening = 0;
  let port = 0;
  for (let i = 0; i < 2; i++) {
    const worker = cluster.fork();
    worker.on('message', (message: { port?: number }) => {
      if (typeof message?.port !== 'number') return;
      // listen(0) in cluster workers shares one port the primary chose.
      if (port && port !== message.port) throw new Error('workers listen on different ports');
      port = message.port;
      if (++listening === 2) process.stdout.write(`${port}\n`);
    });
  }
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  const app = express();
  app.use(httpMetrics);
  app.use(metricsRoutes(TOKEN));
  app.get('/ping', (_req, res) => {
    requestState(res).routeName = 'ping';
    res.send(String(process.pid));
  });
  const server = app.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
}
