/**
 * The JSON API for a candidate's files. Their own: POST /profile/{kind} (multipart, field
 * `file`), GET (the file itself) and DELETE, for kind resume, avatar or video; anyone's, as far
 * as they may see it: GET /profiles/{identifier}/{kind}; the copy of the resume sent with one of
 * their applications: GET /applications/{id}/resume. Refusals are 422 (413 for size) with
 * the errors map, a storage outage is 503, never a 500. Signed in with the bearer token or
 * the site's session cookie (request-viewer.ts).
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import type { i18n as I18n } from 'i18next';
import { canViewProfileFile } from '../candidate-files/file-access';
import { isProfileFileKind, MAX_UPLOAD_BYTES, type ProfileFileKind } from '../candidate-files/file-kinds';
import { fileRefusalMessage, uploadRefusalMessage, type ExpectedFile } from '../candidate-files/refusal-message';
import { deleteProfileFile, NoSuchCandidate, SAVE_PROFILE_FILE } from '../candidate-files/save-profile-files';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import { getApplicationResume } from '../db/repos/applications-repo';
import { getProfileFiles, getProfileFilesByIdentifier, type ProfileFiles } from '../db/repos/profile-files-repo';
import { throttleUpload } from '../auth/throttle';
import { sendStoredFile } from '../http/send-stored-file';
import { sessionOptions } from '../http/session';
import { translatorFor, type Translate } from '../i18n/i18n';
import { logError } from '../../framework/server';
import { StorageError, type FileStorage } from '../storage/file-storage';
import { isStorageKey } from '../storage/storage-keys';
import { FileRefused } from '../uploads/file-check';
import { receiveUpload, UploadAborted, UploadRefused, type ReceivedUpload } from '../uploads/receive-upload';
import { uploadTmpDir } from '../uploads/upload-tmp-dir';
import { ApiError, handle, jsonErrors } from './api-support';
import { localeOf } from '../http/accept-language';
import { serverOrigins } from '../http/this-machine';
import { closeAfterAnswer } from '../http/close-after-answer';
import { crossSiteWithCookie, requestViewer, type RequestViewer } from './request-viewer';
import { describeProfileFile, fileResponseOf } from './profile-file-json';

export interface ProfileFilesDeps {
  readonly config: AppConfig;
  readonly db: Db;
  readonly i18n: I18n;
  readonly storage: FileStorage;
}

const EXPECTED: Readonly<Record<ProfileFileKind, ExpectedFile>> = { resume: 'resume', avatar: 'photo', video: 'video' };
const HANDLE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function createProfileFilesRouter(deps: ProfileFilesDeps): express.Router {
  const router = express.Router();
  const viewerDeps = { db: deps.db, session: sessionOptions(deps.config), siteOrigins: serverOrigins(deps.config) };
  const services = { db: deps.db, storage: deps.storage };
  const tmpDir = uploadTmpDir(deps.config);
  // JSON answers are never kept; a file sent replaces this with its own caching.
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  async function requireViewer(req: Request, res: Response, t: Translate, { changes }: { changes: boolean }): Promise<RequestViewer> {
    const viewer = await requestViewer(req, res, viewerDeps);
    if (!viewer) throw new ApiError(401, t('auth:api.unauthenticated'), undefined, { 'WWW-Authenticate': 'Bearer' });
    if (changes && crossSiteWithCookie(req, viewer, viewerDeps.siteOrigins)) throw new ApiError(403, t('files:errors.crossSite'));
    return viewer;
  }

  function kindOf(req: Request, t: Translate): ProfileFileKind {
    const kind = String(req.params.kind);
    if (!isProfileFileKind(kind)) throw new ApiError(404, t('auth:api.notFound'));
    return kind;
  }

  async function receive(req: Request, kind: ProfileFileKind, t: Translate): Promise<ReceivedUpload> {
    try {
      return await receiveUpload(req, { field: 'file', maxBytes: MAX_UPLOAD_BYTES[kind], tmpDir });
    } catch (error) {
      if (!(error instanceof UploadRefused)) throw error;
      const message = uploadRefusalMessage(t, error, MAX_UPLOAD_BYTES[kind]);
      throw new ApiError(
        error.problem === 'too_large' ? 413 : 422,
        message,
        { file: [message] },
        error.closeConnection ? { Connection: 'close' } : {},
      );
    }
  }

  async function sendFile(req: Request, res: Response, files: ProfileFiles | null, kind: ProfileFileKind, t: Translate): Promise<void> {
    const file = files ? fileResponseOf(files, kind, req.query.size === 'small') : null;
    // Demo data may name keys that were never stored: the same as no file.
    if (!file || !isStorageKey(file.key) || !(await sendStoredFile(req, res, deps.storage, file))) {
      throw new ApiError(404, t('files:errors.notFound'));
    }
  }

  router.post(
    '/profile/:kind',
    handle(deps.i18n, async (req, res, { t }) => {
      const kind = kindOf(req, t);
      const viewer = await requireViewer(req, res, t, { changes: true });
      const allowed = await throttleUpload(deps.db, viewer.account.id);
      if (!allowed.allowed) {
        const minutes = Math.max(1, Math.ceil(allowed.retryAfterMs / 60_000));
        throw new ApiError(429, t('files:errors.tooManyUploads', { count: minutes }), undefined, {
          'Retry-After': String(Math.ceil(allowed.retryAfterMs / 1000)),
        });
      }
      const upload = await receive(req, kind, t);
      try {
        const files = await SAVE_PROFILE_FILE[kind](services, viewer.account.id, upload);
        res.status(201).json({ data: describeProfileFile(files, kind) });
      } catch (error) {
        if (error instanceof FileRefused) {
          const message = fileRefusalMessage(t, error, EXPECTED[kind]);
          throw new ApiError(422, message, { file: [message] });
        }
        throw error;
      } finally {
        await upload.discard();
      }
    }),
  );

  router.get(
    '/profile/:kind',
    handle(deps.i18n, async (req, res, { t }) => {
      const kind = kindOf(req, t);
      const viewer = await requireViewer(req, res, t, { changes: false });
      await sendFile(req, res, await getProfileFiles(deps.db, viewer.account.id), kind, t);
    }),
  );

  router.delete(
    '/profile/:kind',
    handle(deps.i18n, async (req, res, { t }) => {
      const kind = kindOf(req, t);
      const viewer = await requireViewer(req, res, t, { changes: true });
      await deleteProfileFile(services, viewer.account.id, kind);
      res.status(204).end();
    }),
  );

  router.get(
    '/applications/:id/resume',
    handle(deps.i18n, async (req, res, { t }) => {
      const viewer = await requireViewer(req, res, t, { changes: false });
      const id = String(req.params.id);
      // Another candidate's application reads as not there.
      const resume = /^[1-9]\d{0,15}$/.test(id) ? await getApplicationResume(deps.db, viewer.account.id, Number(id)) : null;
      const file = resume && {
        key: resume.storageKey,
        disposition: 'attachment' as const,
        fileName: resume.fileName,
        cacheControl: 'private, no-store',
      };
      if (!file || !isStorageKey(file.key) || !(await sendStoredFile(req, res, deps.storage, file)))
        throw new ApiError(404, t('files:errors.notFound'));
    }),
  );

  router.get(
    '/profiles/:identifier/:kind',
    handle(deps.i18n, async (req, res, { t }) => {
      const kind = kindOf(req, t);
      const identifier = String(req.params.identifier);
      const files = identifier.length <= 60 && HANDLE.test(identifier) ? await getProfileFilesByIdentifier(deps.db, identifier) : null;
      const viewer = await requestViewer(req, res, viewerDeps);
      // Not allowed reads as not there: a private profile's files do not reveal that they exist.
      const visible = files && canViewProfileFile(viewer ? { id: viewer.account.id } : null, files, kind) ? files : null;
      await sendFile(req, res, visible, kind, t);
    }),
  );

  // The file addresses with another method: 405 naming the ones they take.
  for (const [path, allow] of [
    ['/profile/:kind', 'GET, HEAD, POST, DELETE, OPTIONS'],
    ['/profiles/:identifier/:kind', 'GET, HEAD, OPTIONS'],
  ] as const) {
    router.all(
      path,
      handle(deps.i18n, async (req, res, { t }) => {
        if (!isProfileFileKind(String(req.params.kind))) throw new ApiError(404, t('auth:api.notFound'));
        res.setHeader('Allow', allow);
        if (req.method === 'OPTIONS') return void res.status(204).end();
        throw new ApiError(405, t('auth:api.methodNotAllowed'));
      }),
    );
  }

  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    // Nobody is left to answer.
    if (error instanceof UploadAborted) return void res.destroy();
    const t = translatorFor(deps.i18n, localeOf(req));
    // The account went away while its upload was on its way.
    if (error instanceof NoSuchCandidate) error = new ApiError(401, t('auth:api.unauthenticated'));
    if (error instanceof StorageError) {
      logError('file storage failed', error, { path: req.originalUrl });
      error = new ApiError(503, t('files:errors.storageFailed'), undefined, { 'Retry-After': '30' });
    }
    // An answer before the body was read: close rather than read (and throw away) the rest.
    if (!req.complete) closeAfterAnswer(req, res);
    if (!res.headersSent) res.setHeader('Cache-Control', 'no-store');
    next(error);
  });
  router.use(jsonErrors(deps.i18n));
  return router;
}
