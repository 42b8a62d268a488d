import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { distDir } from './build-freshness.ts';
import { startLoadServer } from './load/load-server.ts';
import { childSitemaps, pathsFromSitemap } from '../load-tests/lib/urls.js';

/**
 * npm run bench:size — per page type: HTML bytes (raw, gzip), the inline flight payload, and
 * the JavaScript a first visit downloads (raw, gzip), against a production build on the
 * small demo data set (or BASE_URL).
 */
const FIRST_LOAD_BUDGET_GZIP = 75 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function firstPath(baseUrl: string, prefix: string): Promise<string> {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  for (const child of childSitemaps(index)) {
    const found = pathsFromSitemap(await (await fetch(`${baseUrl}${child}`)).text(), prefix)[0];
    if (found) return found;
  }
  throw new Error(`No ${prefix} page in the sitemap`);
}

function assetSize(src: string): { raw: number; gzip: number } {
  const file = path.join(distDir(), 'client/assets', path.basename(src));
  const raw = fs.statSync(file).size;
  const gzip = fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : zlib.gzipSync(fs.readFileSync(file)).length;
  return { raw, gzip };
}

async function main(): Promise<void> {
  const server = process.env.BASE_URL
    ? { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startLoadServer({ data: 'small', pageCache: false });
  try {
    const pages: [string, string][] = [
      ['home', '/'],
      ['explore-jobs', '/explore-jobs'],
      ['job detail', await firstPath(server.baseUrl, '/job/')],
      ['company', await firstPath(server.baseUrl, '/company/')],
      ['blog', '/blog'],
      ['about', '/about'],
      ['login', '/auth/login'],
    ];
    const rows: string[][] = [['page', 'HTML', 'HTML gzip', 'inline flight', 'first-load JS', 'JS gzip', 'scripts']];
    const overBudget: string[] = [];
    for (const [name, url] of pages) {
      const html = await (await fetch(`${server.baseUrl}${url}`)).text();
      const flight = [...html.matchAll(/<script nonce="[^"]*">\(self\.__FLIGHT_DATA[\s\S]*?<\/script>/g)].reduce((sum, [script]) => sum + Buffer.byteLength(script), 0);
      const scripts = [...new Set([...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))];
      const js = scripts.map(assetSize).reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
      const bytes = Buffer.byteLength(html);
      rows.push([name, kb(bytes), kb(zlib.gzipSync(html).length), kb(flight), kb(js.raw), kb(js.gzip), String(scripts.length)]);
      if ((name === 'explore-jobs' || name === 'job detail') && js.gzip > FIRST_LOAD_BUDGET_GZIP) overBudget.push(`${name} ${kb(js.gzip)}`);
    }
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    for (const row of rows) process.stdout.write(`${row.map((cell, column) => cell.padStart(widths[column]!)).join('  ')}\n`);
    process.stdout.write(
      overBudget.length > 0
        ? `\nFirst-load JavaScript over the ${kb(FIRST_LOAD_BUDGET_GZIP)} gzip budget: ${overBudget.join(', ')}\n`
        : `\nFirst-load JavaScript of explore-jobs and job detail within the ${kb(FIRST_LOAD_BUDGET_GZIP)} gzip budget.\n`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
