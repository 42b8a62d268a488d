import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { requestState } from './request-state';

const NONCE_BYTES = 16;
/** Random bytes drawn from the CSPRNG in batches: one call per 256 nonces instead of one each (a cache hit's largest cost). */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let taken = pool.length;

/** 16 random bytes, base64: always 24 characters (the page cache's templates rely on the length). Each byte is used once. */
export function newNonce(): string {
  if (taken === pool.length) {
    crypto.randomFillSync(pool);
    taken = 0;
  }
  const nonce = pool.toString('base64', taken, taken + NONCE_BYTES);
  taken += NONCE_BYTES;
  return nonce;
}

/** A fresh CSP nonce per response; every inline script we write carries it. */
export function nonceMiddleware(_req: Request, res: Response, next: NextFunction): void {
  requestState(res).nonce = newNonce();
  next();
}
