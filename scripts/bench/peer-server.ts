import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '../free-port.ts';

/** The Next.js peer's keyword + city search: 20 of its 387 matches (its README). */
export const PEER_SEARCH = '/explore-jobs?q=engineer&city=Jakarta';

export interface PageWeight {
  readonly html: string;
  readonly htmlBytes: number;
  /** Bytes of inline scripts (the flight payload in both apps). */
  readonly inlineScriptBytes: number;
}

/**
 * The HTML a browser-less client gets (no Accept-Encoding, like wrk), and its inline script
 * bytes. A connection of its own each time: a kept-alive socket the server has since closed
 * (after a wrk run) would fail the request.
 */
export function pageWeight(url: string): Promise<PageWeight> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench-peer' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        const html = Buffer.concat(chunks).toString('utf8');
        let inlineScriptBytes = 0;
        for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g))
          inlineScriptBytes += Buffer.byteLength(match[1] ?? '');
        resolve({ html, htmlBytes: Buffer.byteLength(html), inlineScriptBytes });
      });
    });
    request.on('error', reject);
  });
}

/** The first job page a search page links to. */
export function firstJobLink(html: string, baseUrl: string): string {
  const href = /href="(\/job\/[^"?#]+)"/.exec(html)?.[1];
  if (!href) throw new Error(`No job link on the search page of ${baseUrl}`);
  return `${baseUrl}${href}`;
}

export interface PeerServer {
  readonly baseUrl: string;
  readonly pid: number;
  /** The search page's HTML once the peer answered it (it links to the job pages). */
  readonly searchHtml: string;
  stop(): Promise<void>;
}

/**
 * The Next.js peer (../shared/peers/nextjs-jobs, copied to `peerDir` and built there as its
 * README says: npm install, npx next build) with `next start` on 127.0.0.1, once its search
 * page answers. It is never one of this project's dependencies.
 */
export async function startPeer(peerDir: string): Promise<PeerServer> {
  const nextBin = path.join(peerDir, 'node_modules/next/dist/bin/next');
  if (!fs.existsSync(path.join(peerDir, '.next/BUILD_ID')) || !fs.existsSync(nextBin)) {
    throw new Error(
      `No built Next.js peer in ${peerDir || '(none given)'}: copy ../shared/peers/nextjs-jobs there, run npm install and npx next build, then pass --peer DIR`,
    );
  }
  // PEER_PORT: a port of the caller's choosing (a shared machine's share of them), else any free one.
  const port = Number(process.env.PEER_PORT) || (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: peerDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`The peer exited with code ${child.exitCode}`);
    try {
      const { html } = await pageWeight(`${baseUrl}${PEER_SEARCH}`);
      return { baseUrl, pid: child.pid!, searchHtml: html, stop };
    } catch (error) {
      if (waited > 60_000) {
        await stop();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
