import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { requestState } from './request-state';

/** 16 random bytes, base64: always 24 characters (the page cache's templates rely on the length). */
export function newNonce(): string {
  return crypto.randomBytes(16).toString('base64');
}

/** A fresh CSP nonce per response; every inline script we write carries it. */
export function nonceMiddleware(_req: Request, res: Response, next: NextFunction): void {
  requestState(res).nonce = newNonce();
  next();
}
