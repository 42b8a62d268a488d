/**
 * The file forms of the site's pages, for browsers with or without JavaScript: a plain
 * multipart post to /account/files/{kind} (or /id/…) uploads the candidate's resume, avatar or
 * video, a post to /account/files/{kind}/delete removes it, and both answer with a redirect
 * back to the page the form was on, carrying the outcome as a code (upload-outcome.ts).
 * Page posts go through the page handler's small form-body limit; files cannot, so these are
 * routes of their own, with the same Origin rule as every other form.
 */
import express, { type Request, type Response } from 'express';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import { throttleUpload } from '../auth/throttle';
import { sessionAccount } from '../auth/accounts';
import { isProfileFileKind, MAX_UPLOAD_BYTES, type ProfileFileKind } from '../candidate-files/file-kinds';
import { deleteProfileFile, SAVE_PROFILE_FILE } from '../candidate-files/save-profile-files';
import { outcomeQuery, refusalOutcome, type UploadOutcome } from '../candidate-files/upload-outcome';
import { logError } from '../../framework/server';
import { StorageError, type FileStorage } from '../storage/file-storage';
import { receiveUpload, UploadAborted, type ReceivedUpload } from '../uploads/receive-upload';
import { uploadTmpDir } from '../uploads/upload-tmp-dir';
import { localizePath, splitLocale } from '../../shared/locales';
import { isSafeReturnPath } from '../../shared/safe-path';
import { loginRedirect } from '../../shared/login-redirect';
import { checkOrigin } from './origin-check';
import { readSession, sessionOptions } from './session';
import { serverOrigins } from './this-machine';
import { closeAfterAnswer } from './close-after-answer';

export interface ProfileFileFormDeps {
  readonly config: AppConfig;
  readonly db: Db;
  readonly storage: FileStorage;
}

const FILE_FORM_PATH = /^(?:\/id)?\/account\/files\/([a-z]+)(\/delete)?$/;
const RETURN_FIELD = 'return';

/** Where to go back to: the form's own page when it names a safe one, else the profile editor. */
function backTo(req: Request, returnPath: unknown, outcome: UploadOutcome | null): string {
  const { locale } = splitLocale(req.path);
  const page = isSafeReturnPath(returnPath) ? returnPath.split('#', 1)[0]! : localizePath('/account/edit-profile', locale);
  if (!outcome) return page;
  const [path, search = ''] = page.split('?', 2);
  const query = new URLSearchParams(search);
  for (const [name, value] of outcomeQuery(outcome)) query.set(name, value);
  return `${path}?${query.toString()}#${outcome.kind}`;
}

export function profileFileForms(deps: ProfileFileFormDeps): express.Router {
  const router = express.Router();
  const origins = serverOrigins(deps.config);
  const session = sessionOptions(deps.config);
  const services = { db: deps.db, storage: deps.storage };
  const tmpDir = uploadTmpDir(deps.config);

  router.post(FILE_FORM_PATH, async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const [, kindName = '', deletion] = FILE_FORM_PATH.exec(req.path) ?? [];
    if (!isProfileFileKind(kindName)) return void res.status(404).type('text/plain').send('Not found');
    const kind: ProfileFileKind = kindName;
    // The return path is in the query: a multipart body is only read once the rest is settled.
    const returnPath = req.query[RETURN_FIELD];
    const answer = (outcome: UploadOutcome | null) => res.redirect(303, backTo(req, returnPath, outcome));

    if (!checkOrigin(req.headers, origins).ok) return answer({ kind, result: 'refused', problem: 'cross_site' });
    const account = await sessionAccount(deps.db, await readSession(req, res, session));
    if (!account) {
      const { locale } = splitLocale(req.path);
      return void res.redirect(303, loginRedirect(locale, isSafeReturnPath(returnPath) ? returnPath : '/account/edit-profile'));
    }
    if (deletion) {
      await deleteProfileFile(services, account.id, kind);
      return answer({ kind, result: 'deleted' });
    }
    const allowed = await throttleUpload(deps.db, account.id);
    if (!allowed.allowed) {
      closeAfterAnswer(req, res);
      return answer({ kind, result: 'refused', problem: 'throttled', seconds: Math.ceil(allowed.retryAfterMs / 1000) });
    }
    let upload: ReceivedUpload | null = null;
    try {
      upload = await receiveUpload(req, { field: 'file', maxBytes: MAX_UPLOAD_BYTES[kind], tmpDir });
      await SAVE_PROFILE_FILE[kind](services, account.id, upload);
      answer({ kind, result: 'saved' });
    } catch (error) {
      if (error instanceof UploadAborted) return;
      const refusal = refusalOutcome(kind, error);
      if (refusal) {
        // The rest of an oversized body is not read: the answer closes the connection.
        if (refusal.result === 'refused' && refusal.problem === 'too_large') closeAfterAnswer(req, res);
        return answer(refusal);
      }
      if (!(error instanceof StorageError)) throw error;
      logError('file storage failed', error, { path: req.path });
      answer({ kind, result: 'refused', problem: 'storage' });
    } finally {
      await upload?.discard();
    }
  });
  return router;
}
