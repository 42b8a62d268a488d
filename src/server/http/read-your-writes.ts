/**
 * Read-your-writes across replicas and instances: a request that wrote hands the browser a signed
 * cookie with the primary's WAL position after its writes, and the browser's next pages read only
 * from a replica that has replayed that far (any other read goes to the primary). See
 * docs/data-layer.md, "Read replicas".
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import { parse as parseCookie, serialize } from 'cookie';
import { formatLsn, parseLsn } from '../db/replicas/lsn';
import type { ReadScope } from '../db/replicas/read-scope';

const WROTE_COOKIE = 'karir_wrote';

export interface ReadYourWrites {
  /** The read scope of a request: GET and HEAD may read replicas (not the employer API's), others read and write the primary. */
  scopeFor(req: http.IncomingMessage): ReadScope;
  /** For a request that may write: its cookie goes out with the headers, if it wrote. */
  remember(res: http.ServerResponse, scope: ReadScope): void;
}

/**
 * API clients keep no cookies and read back what they wrote at once, so the APIs read the primary.
 * Everything else a GET reads (pages, their .rsc payloads, the sitemap) may come from a replica.
 */
const PRIMARY_ONLY = /^\/api(\/|$)/;

export function readYourWrites(opts: {
  /** Newest first, as for the session cookie: the first signs, any verifies. */
  secrets: readonly string[];
  /** How long the cookie holds: past it, every replica in rotation has replayed the write (lag bound, checks). */
  holdMs: number;
  secure: boolean;
}): ReadYourWrites {
  const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

  const minLsnOf = (cookieHeader: string | undefined): bigint => {
    const value = cookieHeader ? parseCookie(cookieHeader)[WROTE_COOKIE] : undefined;
    const match = value ? /^([0-9A-F]{1,8}\/[0-9A-F]{1,8})\.(\d{1,15})\.([\w-]{43})$/i.exec(value) : null;
    if (!match) return 0n;
    const [, lsn, until, signature] = match;
    if (Number(until) < Date.now()) return 0n;
    const body = `${lsn}.${until}`;
    const given = Buffer.from(signature!);
    // A forged position could only send its own browser's reads to the primary; still, only ours count.
    const genuine = opts.secrets.some((secret) => {
      const expected = Buffer.from(sign(secret, body));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    return genuine ? parseLsn(lsn!) : 0n;
  };

  return {
    scopeFor(req) {
      const path = (req.url ?? '/').split('?')[0]!;
      const safe = req.method === 'GET' || req.method === 'HEAD';
      if (safe && !PRIMARY_ONLY.test(path)) return { replicas: true, minLsn: minLsnOf(req.headers.cookie), writes: null };
      return { replicas: false, minLsn: 0n, writes: safe ? null : { lsn: null } };
    },
    remember(res, scope) {
      if (!scope.writes) return;
      const writes = scope.writes;
      const writeHead = res.writeHead;
      // Every response passes here before its headers go (Node's implicit headers call it too).
      res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
        if (writes.lsn !== null && !this.headersSent) {
          const body = `${formatLsn(writes.lsn)}.${Date.now() + opts.holdMs}`;
          const cookie = serialize(WROTE_COOKIE, `${body}.${sign(opts.secrets[0]!, body)}`, {
            maxAge: Math.ceil(opts.holdMs / 1000),
            httpOnly: true,
            sameSite: 'lax',
            secure: opts.secure,
            path: '/',
          });
          const existing = this.getHeader('Set-Cookie');
          const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
          this.setHeader('Set-Cookie', [...list, cookie]);
        }
        return writeHead.apply(this, args);
      } as typeof writeHead;
    },
  };
}
