/**
 * The budget's yardstick: plain Express sending one fixed response. Started by
 * reference-server.ts in its own process, so it competes for the cores as the site did.
 * Argument: a JSON file { port, status, headers, bodyFile }.
 */
import fs from 'node:fs';
import express from 'express';

const spec = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as { port: number; headers: Record<string, string>; bodyFile: string };
const body = fs.readFileSync(spec.bodyFile);
const app = express();
app.use((_req, res) => {
  res.set(spec.headers).send(body);
});
app.listen(spec.port, '127.0.0.1', () => process.stdout.write('ready\n'));
