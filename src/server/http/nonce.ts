import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { requestState } from './request-state';

/** A fresh CSP nonce per response; every inline script we write carries it. */
export function nonceMiddleware(_req: Request, res: Response, next: NextFunction): void {
  requestState(res).nonce = crypto.randomBytes(16).toString('base64');
  next();
}
