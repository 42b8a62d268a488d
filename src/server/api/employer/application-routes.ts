/**
 * The employer API's applications (docs/employer-api.md): read them (applications:read), move
 * them along the state machine and invite to interviews (applications:write). Only applications
 * to the company's own jobs; another company's is a 404, like one that does not exist. What a key
 * reads and writes is recorded, and the candidate sees when their application was first opened.
 */
import express, { type Request } from 'express';
import type { i18n as I18n } from 'i18next';
import { moveByEmployer, inviteByEmployer } from '../../applications/application-updates';
import { readEmployerApplication, readEmployerApplications, readEmployerResume } from '../../applications/employer-reads';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/db';
import type { EmployerApplication } from '../../db/repos/employer-applications-repo';
import type { EmployerCaller } from '../../employer/api-keys';
import { EMPLOYER_JOB_BODY_LIMIT } from '../../http/request-limits';
import { sendStoredFile } from '../../http/send-stored-file';
import type { Translate } from '../../i18n/i18n';
import type { FileStorage } from '../../storage/file-storage';
import { isStorageKey } from '../../storage/storage-keys';
import type { ApplicationStatus } from '../../../shared/application-status';
import {
  applicationIdSchema,
  applicationListQuerySchema,
  interviewInvitationSchema,
  statusMoveSchema,
} from '../../../shared/validation/employer-application-schema';
import type { EmployerScope } from '../../../shared/validation/employer-job-schema';
import { toErrorsMap, type ErrorsMap } from '../../../shared/validation/to-errors-map';
import { ApiError, handle, refuseNulBody, requireJsonBody } from '../api-support';

export interface ApplicationRouteDeps {
  readonly config: AppConfig;
  readonly db: Db;
  readonly i18n: I18n;
  readonly storage: FileStorage;
  readonly callerOf: (req: Request, scope: EmployerScope, t: Translate) => EmployerCaller;
  readonly invalid: (errors: ErrorsMap, t: Translate) => ApiError;
}

export function mountApplicationRoutes(router: express.Router, deps: ApplicationRouteDeps): void {
  const { db, i18n, callerOf, invalid } = deps;
  const base = `${deps.config.publicBaseUrl}/api/employer/v1`;
  const body = [express.json({ limit: EMPLOYER_JOB_BODY_LIMIT }), requireJsonBody(i18n), refuseNulBody(i18n)];
  const withLinks = (application: EmployerApplication) => ({
    ...application,
    candidateErased: application.candidateErasedAt !== null,
    resume: application.resume && { ...application.resume, url: `${base}/applications/${application.id}/resume` },
  });
  const idOf = (req: Request, t: Translate): number => {
    const parsed = applicationIdSchema.safeParse(req.params.id);
    // Not an id this API gives out: no such application.
    if (!parsed.success) throw new ApiError(404, t('employer:api.notFound'));
    return parsed.data;
  };
  const bodyOf = (req: Request): unknown => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {});
  const conflict = (t: Translate, from: ApplicationStatus, to: string, allowed: readonly ApplicationStatus[]) => ({
    message:
      allowed.length > 0
        ? t('employer:applications.forbiddenMove', { from, to, allowed: allowed.join(', '), interpolation: { escapeValue: false } })
        : t('employer:applications.closed', { from, interpolation: { escapeValue: false } }),
    status: from,
    allowed,
  });

  router.get(
    '/applications',
    handle(i18n, async (req, res, { t }) => {
      const caller = callerOf(req, 'applications:read', t);
      const parsed = applicationListQuerySchema.safeParse(req.query);
      if (!parsed.success) throw invalid(toErrorsMap(parsed.error, Object.keys(applicationListQuerySchema.shape)), t);
      const q = parsed.data;
      const page = await readEmployerApplications(db, caller, {
        jobExternalId: q.job,
        jobId: q.jobId ? Number(q.jobId) : undefined,
        status: q.status,
        updatedSince: q.updatedSince,
        afterId: q.cursor ? Number(q.cursor) : undefined,
        limit: q.limit,
      });
      res.json({ data: page.applications.map(withLinks), nextCursor: page.nextAfterId === null ? null : String(page.nextAfterId) });
    }),
  );

  router.get(
    '/applications/:id',
    handle(i18n, async (req, res, { t }) => {
      const caller = callerOf(req, 'applications:read', t);
      const application = await readEmployerApplication(db, caller, idOf(req, t));
      if (!application) throw new ApiError(404, t('employer:api.notFound'));
      res.json({ data: withLinks(application) });
    }),
  );

  router.get(
    '/applications/:id/resume',
    handle(i18n, async (req, res, { t }) => {
      const caller = callerOf(req, 'applications:read', t);
      const found = await readEmployerResume(db, caller, idOf(req, t));
      if (!found) throw new ApiError(404, t('employer:api.notFound'));
      const resume = found.resume;
      const file =
        resume && isStorageKey(resume.storageKey)
          ? { key: resume.storageKey, disposition: 'attachment' as const, fileName: resume.fileName, cacheControl: 'private, no-store' }
          : null;
      if (!file || !(await sendStoredFile(req, res, deps.storage, file))) throw new ApiError(404, t('employer:applications.noResume'));
    }),
  );

  router.post(
    '/applications/:id/status',
    ...body,
    handle(i18n, async (req, res, { t }) => {
      const caller = callerOf(req, 'applications:write', t);
      const id = idOf(req, t);
      const parsed = statusMoveSchema.safeParse(bodyOf(req));
      if (!parsed.success) throw invalid(toErrorsMap(parsed.error, ['status', 'message']), t);
      const outcome = await moveByEmployer(db, caller, id, parsed.data.status, parsed.data.message);
      if (outcome.kind === 'not-found') throw new ApiError(404, t('employer:api.notFound'));
      if (outcome.kind === 'forbidden') return void res.status(409).json(conflict(t, outcome.from, parsed.data.status, outcome.allowed));
      const application = await readEmployerApplication(db, caller, id, null);
      res.json({ data: withLinks(application!) });
    }),
  );

  router.post(
    '/applications/:id/interviews',
    ...body,
    handle(i18n, async (req, res, { t }) => {
      const caller = callerOf(req, 'applications:write', t);
      const id = idOf(req, t);
      const parsed = interviewInvitationSchema.safeParse(bodyOf(req));
      if (!parsed.success) throw invalid(toErrorsMap(parsed.error, ['times', 'durationMinutes', 'mode', 'place', 'meetingUrl', 'note']), t);
      const outcome = await inviteByEmployer(db, caller, id, parsed.data);
      if (outcome.kind === 'not-found') throw new ApiError(404, t('employer:api.notFound'));
      if (outcome.kind === 'forbidden') {
        return void res.status(409).json({
          message: t('employer:applications.cannotInvite', { from: outcome.from, interpolation: { escapeValue: false } }),
          status: outcome.from,
          allowed: [],
        });
      }
      const application = await readEmployerApplication(db, caller, id, null);
      res.status(201).json({ data: withLinks(application!), interviewId: outcome.invitationId });
    }),
  );
}
