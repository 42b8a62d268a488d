/**
 * The employer API, /api/employer/v1 (docs/employer-api.md): jobs by the employer's own id,
 * the places and categories a job names, and the OpenAPI document. Every request but the
 * document's carries a key (Authorization: Bearer kn_live_…); each is counted against the
 * key's limit, and sees only its own company's jobs (anything else is a 404).
 */
import express, { type Request } from 'express';
import type { i18n as I18n } from 'i18next';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/db';
import {
  getEmployerJob,
  listEmployerJobs,
  closeEmployerJob,
  listCategories,
  listPlaces,
  type EmployerJobView,
} from '../../db/repos/employer-jobs-repo';
import { authenticateEmployerKey, type EmployerCaller } from '../../employer/api-keys';
import { saveJobBatch } from '../../employer/job-batch';
import { throttleEmployerKey } from '../../employer/rate-limit';
import { checkJob, loadReferences, saveJob } from '../../employer/save-job';
import { EMPLOYER_BATCH_BODY_LIMIT, EMPLOYER_JOB_BODY_LIMIT } from '../../http/request-limits';
import { translatorFor, type Translate } from '../../i18n/i18n';
import { canonicalJobPath } from '../../../shared/job-url';
import { batchBodySchema, externalIdSchema, jobListQuerySchema, type EmployerScope } from '../../../shared/validation/employer-job-schema';
import { firstMessage, toErrorsMap, type ErrorsMap } from '../../../shared/validation/to-errors-map';
import { ApiError, bearerOf, handle, jsonErrors, refuseNulBody, requireJsonBody } from '../api-support';
import { localeOf } from '../../http/accept-language';
import { translateEmployerErrors } from './employer-messages';
import { mountApplicationRoutes } from './application-routes';
import { openApiDocument } from './openapi-document';
import { createWebhooksRouter } from './webhooks-router';
import type { FileStorage } from '../../storage/file-storage';

export const EMPLOYER_API_PREFIX = '/api/employer/v1';

export interface EmployerApiDeps {
  readonly config: AppConfig;
  readonly db: Db;
  readonly i18n: I18n;
  /** Where the resumes sent with applications are. */
  readonly storage: FileStorage;
}

const callers = new WeakMap<Request, EmployerCaller>();

/** Writing jobs includes reading them: a key made for posting keeps listing what it posted. */
const ALSO_GRANTED_BY: Partial<Record<EmployerScope, EmployerScope>> = { 'jobs:read': 'jobs:write' };

function callerOf(req: Request, scope?: EmployerScope, t?: Translate): EmployerCaller {
  const caller = callers.get(req);
  if (!caller) throw new Error('employer route reached without a key');
  const wider = scope && ALSO_GRANTED_BY[scope];
  if (scope && !caller.scopes.includes(scope) && !(wider && caller.scopes.includes(wider)))
    throw new ApiError(403, t!('employer:api.forbidden', { scope }));
  return caller;
}

function invalid(errors: ErrorsMap, t: Translate): ApiError {
  const translated = translateEmployerErrors(errors, t);
  return new ApiError(422, firstMessage(translated) ?? t('employer:api.invalid'), translated);
}

function externalIdOf(req: Request, t: Translate): string {
  const parsed = externalIdSchema.safeParse(req.params.externalId);
  if (!parsed.success) throw invalid({ externalId: parsed.error.issues.map((issue) => issue.message) }, t);
  return parsed.data;
}

function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

export function createEmployerRouter(deps: EmployerApiDeps): express.Router {
  const { db, config, i18n } = deps;
  const router = express.Router();
  const withUrl = (job: EmployerJobView) => ({ ...job, url: `${config.publicBaseUrl}${canonicalJobPath(job)}` });
  // A NUL is refused (422 naming the field) before the schemas' text cleaning could drop it unseen.
  const jobBody = [express.json({ limit: EMPLOYER_JOB_BODY_LIMIT }), requireJsonBody(i18n), refuseNulBody(i18n)];
  const batchBody = [express.json({ limit: EMPLOYER_BATCH_BODY_LIMIT }), requireJsonBody(i18n), refuseNulBody(i18n)];

  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  // Generated once: the schemas do not change while the server runs.
  let document: object | null = null;
  router.get('/openapi.json', (_req, res) => {
    document ??= openApiDocument(config.publicBaseUrl);
    res.json(document);
  });

  // The key, then its limit: a request with a bad key is not counted against a good one.
  router.use((req, res, next) => {
    const t = translatorFor(i18n, localeOf(req));
    const check = async () => {
      const caller = await authenticateEmployerKey(db, bearerOf(req));
      if (!caller)
        throw new ApiError(401, t('employer:api.unauthenticated'), undefined, { 'WWW-Authenticate': 'Bearer realm="employer-api"' });
      const limit = config.employerApiRateLimit;
      const decision = await throttleEmployerKey(db, caller.keyId, limit);
      res.setHeader('RateLimit-Policy', `${limit};w=60`);
      if (!decision.allowed) {
        const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
        throw new ApiError(429, t('employer:api.tooManyRequests', { limit, seconds }), undefined, { 'Retry-After': String(seconds) });
      }
      callers.set(req, caller);
    };
    check().then(() => next(), next);
  });

  router.get(
    '/locations',
    handle(i18n, async (_req, res) => {
      const places = await listPlaces(db);
      res.json({
        data: places.map((p) => ({ slug: p.slug, kind: p.kind, name: { en: p.nameEn, id: p.nameId }, province: p.provinceSlug })),
      });
    }),
  );

  router.get(
    '/categories',
    handle(i18n, async (_req, res) => {
      const categories = await listCategories(db);
      res.json({ data: categories.map((c) => ({ slug: c.slug, name: { en: c.nameEn, id: c.nameId } })) });
    }),
  );

  router.get(
    '/jobs',
    handle(i18n, async (req, res, { t }) => {
      const { companyId } = callerOf(req, 'jobs:read', t);
      const parsed = jobListQuerySchema.safeParse(req.query);
      if (!parsed.success) throw invalid(toErrorsMap(parsed.error, Object.keys(jobListQuerySchema.shape)), t);
      const q = parsed.data;
      const page = await listEmployerJobs(db, companyId, {
        status: q.status,
        updatedSince: q.updatedSince,
        afterId: q.cursor ? Number(q.cursor) : undefined,
        limit: q.limit,
      });
      res.json({ data: page.jobs.map(withUrl), nextCursor: page.nextAfterId === null ? null : String(page.nextAfterId) });
    }),
  );

  router.post(
    '/jobs/batch',
    ...batchBody,
    handle(i18n, async (req, res, { t }) => {
      const { companyId } = callerOf(req, 'jobs:write', t);
      const parsed = batchBodySchema.safeParse(req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {});
      if (!parsed.success) throw invalid(toErrorsMap(parsed.error, ['jobs']), t);
      const results = await saveJobBatch(db, companyId, parsed.data.jobs);
      const summary = { created: 0, updated: 0, unchanged: 0, error: 0 };
      for (const result of results) summary[result.outcome] += 1;
      res.json({
        results: results.map((r) => (r.outcome === 'error' ? { ...r, errors: translateEmployerErrors(r.errors, t) } : r)),
        summary,
      });
    }),
  );

  router.put(
    '/jobs/:externalId',
    ...jobBody,
    handle(i18n, async (req, res, { t }) => {
      const { companyId } = callerOf(req, 'jobs:write', t);
      const externalId = externalIdOf(req, t);
      const checked = checkJob(req.body, await loadReferences(db));
      if (!checked.ok) throw invalid(checked.errors, t);
      const saved = await saveJob(db, companyId, externalId, checked);
      if (!saved.ok) throw invalid(saved.errors, t);
      const job = await getEmployerJob(db, companyId, externalId);
      if (!job) throw new Error(`job ${externalId} vanished after it was saved`);
      res.status(saved.outcome === 'created' ? 201 : 200).json({ outcome: saved.outcome, data: withUrl(job) });
    }),
  );

  router.get(
    '/jobs/:externalId',
    handle(i18n, async (req, res, { t }) => {
      const { companyId } = callerOf(req, 'jobs:read', t);
      const job = await getEmployerJob(db, companyId, externalIdOf(req, t));
      if (!job) throw new ApiError(404, t('employer:api.notFound'));
      res.json({ data: withUrl(job) });
    }),
  );

  router.delete(
    '/jobs/:externalId',
    handle(i18n, async (req, res, { t }) => {
      const { companyId } = callerOf(req, 'jobs:write', t);
      const externalId = externalIdOf(req, t);
      if (!(await closeEmployerJob(db, companyId, externalId))) throw new ApiError(404, t('employer:api.notFound'));
      const job = await getEmployerJob(db, companyId, externalId);
      res.json({ data: withUrl(job!) });
    }),
  );

  mountApplicationRoutes(router, { ...deps, callerOf, invalid });

  router.use(
    '/webhooks',
    createWebhooksRouter({
      db,
      i18n,
      policy: { allowPrivateAddresses: config.webhookAllowPrivateAddresses },
      callerOf: (req, t) => callerOf(req, 'applications:read', t),
    }),
  );

  router.use(
    handle(i18n, async (_req, _res, { t }) => {
      throw new ApiError(404, t('employer:api.notFound'));
    }),
  );

  // A body over its limit says which limit (the single job's or the batch's).
  router.use((error: unknown, req: Request, _res: express.Response, next: express.NextFunction) => {
    if ((error as { status?: number }).status === 413 && !(error instanceof ApiError)) {
      const limit = req.path === '/jobs/batch' ? EMPLOYER_BATCH_BODY_LIMIT : EMPLOYER_JOB_BODY_LIMIT;
      return next(new ApiError(413, translatorFor(i18n, localeOf(req))('employer:api.tooLarge', { limit: megabytes(limit) })));
    }
    next(error);
  });
  router.use(jsonErrors(i18n));
  return router;
}
