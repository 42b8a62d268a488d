/**
 * JSON API for other clients: register, login → bearer token, refresh, logout,
 * user data and site content. JSON in, JSON out, always: validation failures are 422
 * `{ message, errors }`, anything else `{ message }` with its status, never an HTML page or
 * a stack trace. Tokens are random and stored hashed; the website itself uses the cookie.
 */
import express from 'express';
import type { i18n as I18n } from 'i18next';
import type { z } from 'zod';
import { loginSchema } from '../../shared/validation/login-schema';
import { refreshTokenSchema } from '../../shared/validation/refresh-token-schema';
import { registerSchema } from '../../shared/validation/register-schema';
import { firstMessage, toErrorsMap } from '../../shared/validation/to-errors-map';
import { authenticate, issueApiTokens, publicUser, refreshApiTokens, registerAccount, revokeApiTokenQuietly } from '../auth/accounts';
import { loginSucceeded, retryMinutes, throttleLogin, throttleRegister, type Throttle } from '../auth/throttle';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import { getSiteContent } from '../db/repos/site-content-repo';
import { translateErrors } from '../i18n/translate-errors';
import type { Translate } from '../i18n/i18n';
import { deviceIdFor } from '../http/device-cookie';
import { API_BODY_LIMIT } from '../http/request-limits';
import { sessionOptions } from '../http/session';
import type { FileStorage } from '../storage/file-storage';
import { ApiError, bearerOf, handle, jsonErrors, refuseNulBody, requireJsonBody, requireToken } from './api-support';
import { assessmentsPayload } from './assessments-payload';
import { createProfileFilesRouter } from './profile-files-router';
import { createProfileRouter } from './profile-router';
import { createReviewsRouter } from './reviews-router';
import { createJobAlertsRouter } from './job-alerts-router';
import { createDataExportRouter } from './data-export-router';
import { createConsentsRouter } from './consents-router';

export interface ApiDeps {
  readonly config: AppConfig;
  readonly db: Db;
  readonly i18n: I18n;
  readonly storage: FileStorage;
}

function validate<S extends z.ZodObject>(schema: S, body: unknown, t: Translate): z.output<S> {
  // A JSON array, string or number is no form: every field is simply missing (translated
  // messages per field), never zod's own English about the body's type.
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = translateErrors(toErrorsMap(parsed.error, Object.keys(schema.shape)), t);
  throw new ApiError(422, firstMessage(errors) ?? t('auth:api.invalid'), errors);
}

function refuseWhenThrottled(throttle: Throttle, t: Translate): void {
  if (throttle.allowed) return;
  const minutes = retryMinutes(throttle);
  throw new ApiError(429, t('auth:tooManyAttempts', { count: minutes }), undefined, {
    'Retry-After': String(Math.ceil(throttle.retryAfterMs / 1000)),
  });
}

/** The methods the router's routes take at `path` (HEAD wherever GET is), upper case; empty for an unknown path. */
function methodsOf(router: express.Router, path: string): string[] {
  const methods = new Set<string>();
  for (const layer of router.stack) {
    const route = layer.route as { path?: unknown; methods?: Record<string, boolean> } | undefined;
    if (!route || route.path !== path) continue;
    for (const [method, on] of Object.entries(route.methods ?? {})) if (on) methods.add(method.toUpperCase());
  }
  if (methods.has('GET')) methods.add('HEAD');
  if (methods.size > 0) methods.add('OPTIONS');
  return [...methods];
}

export function createApiRouter(deps: ApiDeps): express.Router {
  const { db, config } = deps;
  const session = sessionOptions(config);
  const router = express.Router();
  // The profile's sections (JSON, their own body parsing), then multipart uploads and file
  // downloads, with their own caching: before the JSON-only rules below.
  router.use(createProfileRouter(deps));
  router.use(createProfileFilesRouter(deps));
  // Reviews read their own bodies (JSON, or a photo's multipart) and answer their own errors.
  router.use(createReviewsRouter(deps));
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.use(express.json({ limit: API_BODY_LIMIT }));
  router.use(refuseNulBody(deps.i18n));
  router.use(requireJsonBody(deps.i18n));
  router.use(createJobAlertsRouter(deps));
  router.use(createDataExportRouter(deps));
  router.use(createConsentsRouter(deps));

  router.post(
    '/register',
    handle(deps.i18n, async (req, res, { t, locale }) => {
      const input = validate(registerSchema, req.body, t);
      refuseWhenThrottled(await throttleRegister(db, req.ip ?? 'unknown'), t);
      const outcome = await registerAccount(db, input, { t, locale, baseUrl: config.publicBaseUrl });
      if (!outcome.ok) {
        const errors = { email: [t('auth:register.emailTaken')] };
        throw new ApiError(422, errors.email[0]!, errors);
      }
      res.status(201).json({ data: publicUser(outcome.account) });
    }),
  );

  router.post(
    '/login',
    handle(deps.i18n, async (req, res, { t }) => {
      const input = validate(loginSchema, req.body, t);
      // A browser-based client that signed in before carries the device cookie as the website does.
      const attempt = {
        ip: req.ip ?? 'unknown',
        email: input.email,
        deviceId: await deviceIdFor(req.headers.cookie, input.email, session),
      };
      refuseWhenThrottled(await throttleLogin(db, attempt), t);
      const account = await authenticate(db, input.email, input.password);
      if (!account) throw new ApiError(401, t('auth:login.failed'));
      await loginSucceeded(db, attempt);
      res.json(await issueApiTokens(db, account.id));
    }),
  );

  router.post(
    '/refresh',
    handle(deps.i18n, async (req, res, { t }) => {
      // A missing or malformed field is a 422 like any other; a well-formed token that is unknown, used or expired is a 401.
      const input = validate(refreshTokenSchema, req.body, t);
      const pair = await refreshApiTokens(db, input.refresh_token);
      if (!pair) throw new ApiError(401, t('auth:api.badRefreshToken'));
      res.json(pair);
    }),
  );

  // Clients ignore logout failures; revoking a token that is already gone is a success too.
  router.post(
    '/logout',
    handle(deps.i18n, async (req, res) => {
      await revokeApiTokenQuietly(db, bearerOf(req));
      res.status(204).end();
    }),
  );

  router.get(
    '/user-data',
    handle(deps.i18n, async (req, res, { t }) => {
      const account = await requireToken(db, req, t);
      res.json({ data: publicUser(account) });
    }),
  );

  router.get(
    '/assessments',
    handle(deps.i18n, async (req, res, { t }) => {
      const account = await requireToken(db, req, t);
      res.json({ data: await assessmentsPayload(db, account.id) });
    }),
  );

  router.get(
    '/site-content',
    handle(deps.i18n, async (_req, res) => {
      res.json({ data: await getSiteContent(db) });
    }),
  );

  router.use(
    handle(deps.i18n, async (req, res, { t }) => {
      // A known address asked with another method: 405 naming the ones it takes (OPTIONS answers with them).
      const allowed = methodsOf(router, req.path);
      if (allowed.length === 0) throw new ApiError(404, t('auth:api.notFound'));
      res.setHeader('Allow', allowed.join(', '));
      if (req.method === 'OPTIONS') return void res.status(204).end();
      throw new ApiError(405, t('auth:api.methodNotAllowed'));
    }),
  );

  router.use(jsonErrors(deps.i18n));
  return router;
}
