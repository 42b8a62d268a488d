/**
 * What every JSON API router shares: the error that carries a status (and a 422's errors map),
 * the async handler wrapper, the bearer token, and the last error handler that turns anything
 * into JSON (never an HTML page or a stack trace). The language of its messages comes from
 * Accept-Language (http/accept-language.ts).
 */
import type { NextFunction, Request, Response } from 'express';
import type { i18n as I18n } from 'i18next';
import type { Locale } from '../../shared/locales';
import { translatorFor, type Translate } from '../i18n/i18n';
import { accountForApiToken } from '../auth/accounts';
import type { Db } from '../db/db';
import { isDatabaseUnavailable } from '../db/db-errors';
import type { SessionAccount } from '../db/repos/accounts-repo';
import { nulFields } from '../http/nul-input';
import { logUnavailable, RETRY_AFTER_SECONDS } from '../http/unavailable';
import { localeOf } from '../http/accept-language';
import { logError } from '../../framework/server';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export type Handler = (req: Request, res: Response, context: { t: Translate; locale: Locale }) => Promise<void>;

export function handle(i18n: I18n, handler: Handler) {
  return (req: Request, res: Response, next: NextFunction) => {
    const locale = localeOf(req);
    handler(req, res, { t: translatorFor(i18n, locale), locale }).catch(next);
  };
}

export function bearerOf(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(String(req.headers.authorization ?? ''));
  return match?.[1] ?? null;
}

/** Everything ends as JSON: body-parser errors (malformed JSON 400, too large 413), ours, and the unexpected. */
export function jsonErrors(i18n: I18n) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const t = translatorFor(i18n, localeOf(req));
    if (res.headersSent) return void res.end();
    if (error instanceof ApiError) {
      res.set(error.headers);
      res.status(error.status).json(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
      return;
    }
    const status = (error as { status?: number; type?: string }).status;
    if (status === 400) return void res.status(400).json({ message: t('auth:api.malformedJson') });
    if (status === 413) return void res.status(413).json({ message: t('auth:api.tooLarge') });
    if (status && status >= 400 && status < 500) return void res.status(status).json({ message: t('auth:api.badRequest') });
    if (isDatabaseUnavailable(error)) {
      logUnavailable(error, req.originalUrl);
      return void res
        .status(503)
        .set('Retry-After', String(RETRY_AFTER_SECONDS))
        .json({ message: t('errors:unavailable.message') });
    }
    logError('api request failed', error, { path: req.originalUrl });
    res.status(500).json({ message: t('common:dialog.somethingWrong') });
  };
}

/**
 * Refuses a body in another format than JSON with 415: a form post or text would otherwise read
 * as "no fields" and be answered with misleading per-field messages. req.is is null without a
 * body, false for a body of another type; an empty body (Content-Length: 0, as clients send a
 * bodiless POST or PUT) has no format.
 */
export function requireJsonBody(i18n: I18n) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.headers['content-length'] !== '0' && req.is('application/json') === false) {
      return next(new ApiError(415, translatorFor(i18n, localeOf(req))('auth:api.unsupportedMediaType')));
    }
    next();
  };
}

/** The account behind the bearer token, or a 401. */
export async function requireToken(db: Db, req: Request, t: Translate): Promise<SessionAccount> {
  const account = await accountForApiToken(db, bearerOf(req));
  if (!account) throw new ApiError(401, t('auth:api.unauthenticated'), undefined, { 'WWW-Authenticate': 'Bearer' });
  return account;
}

/**
 * Refuses a JSON body with a NUL in any text or key (PostgreSQL takes none) with 422 and the
 * fields that hold one, before a handler reads it. Goes after express.json.
 */
export function refuseNulBody(i18n: I18n) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const fields = nulFields(req.body);
    if (fields.length === 0) return next();
    const message = translatorFor(i18n, localeOf(req))('errors:nul.body');
    next(new ApiError(422, message, Object.fromEntries(fields.map((field) => [field, [message]]))));
  };
}
