/**
 * Reviews in the JSON API: POST /reviews/{kind} (JSON for the four text kinds, multipart for a
 * workplace photo), GET /companies/{slug}/reviews, GET /me/reviews, DELETE /me/reviews/{id},
 * GET /companies?q= (the hub's searchable select) and GET /review-photos/{name} (a published
 * photo). Validation failures are 422 with the form's errors map. The photo form of the site
 * posts here too without JavaScript: a browser's form post is answered with a redirect.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { i18n as I18n } from 'i18next';
import {
  isReviewKindSlug,
  KIND_TYPE,
  workplacePhotoSchema,
  type ReviewKindSlug,
  type StoredReviewType,
} from '../../shared/validation/review-schemas';
import { cleanText } from '../../shared/validation/fields';
import { firstMessage, toErrorsMap } from '../../shared/validation/to-errors-map';
import { localizePath, type Locale } from '../../shared/locales';
import { loginRedirect } from '../../shared/login-redirect';
import { throttleUpload, retryMinutes } from '../auth/throttle';
import { fileRefusalMessage, uploadRefusalMessage } from '../candidate-files/refusal-message';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import { approveReview, isPublishedPhoto, listPendingReviews, rejectReview } from '../db/repos/review-moderation-repo';
import { getReviewAggregates, listPublishedReviews } from '../db/repos/review-reading-repo';
import { findReviewCompany, listOwnReviews, searchReviewCompanies, type OwnReview } from '../db/repos/review-writes-repo';
import { translateErrors } from '../i18n/translate-errors';
import { API_BODY_LIMIT } from '../http/request-limits';
import { sendStoredFile } from '../http/send-stored-file';
import { sessionOptions } from '../http/session';
import { translatorFor, type Translate } from '../i18n/i18n';
import { logError } from '../../framework/server';
import { deleteReviewOf } from '../reviews/delete-review';
import { validateReview } from '../reviews/validate-review';
import { MAX_PHOTO_BYTES, PHOTO_AREA, PHOTO_URL_PREFIX, saveWorkplacePhoto } from '../reviews/save-workplace-photo';
import { photoOutcomeQuery, photoRefusalOutcome, type PhotoOutcome, type PhotoProblem } from '../reviews/photo-outcome';
import { submitReview, type SubmitOutcome } from '../reviews/submit-review';
import { StorageError, type FileStorage } from '../storage/file-storage';
import { isStorageKey } from '../storage/storage-keys';
import { FileRefused } from '../uploads/file-check';
import { receiveUpload, UploadAborted, UploadRefused, type ReceivedUpload } from '../uploads/receive-upload';
import { uploadTmpDir } from '../uploads/upload-tmp-dir';
import { ApiError, bearerOf, handle, jsonErrors, refuseNulBody } from './api-support';
import { localeOf } from '../http/accept-language';
import { serverOrigins } from '../http/this-machine';
import { closeAfterAnswer } from '../http/close-after-answer';
import { crossSiteWithCookie, requestViewer, type RequestViewer } from './request-viewer';

export interface ReviewsDeps {
  readonly config: AppConfig;
  readonly db: Db;
  readonly i18n: I18n;
  readonly storage: FileStorage;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PAY_FIELDS: ReadonlySet<string> = new Set(['amount', 'allowances', 'bonus']);
const STORED_TYPES: readonly StoredReviewType[] = ['company_review', 'interview', 'salary', 'benefits', 'workplace_photo'];

/** An own review as the API shows it to its author. */
function ownJson(review: OwnReview) {
  return {
    id: review.id,
    company: { slug: review.company.slug, name: review.company.name },
    type: review.type,
    status: review.status === 'approved' ? 'published' : review.status,
    moderationReason: review.moderationReason,
    rating: review.rating,
    title: review.title,
    body: review.body,
    details: Object.fromEntries(Object.entries(review.details).filter(([key]) => !key.endsWith('_key'))),
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}

/** A refusal of the photo route that also knows its code, for the browser's redirect back to the form. */
class PhotoRefusal extends ApiError {
  constructor(
    status: number,
    message: string,
    readonly outcome: PhotoOutcome,
    errors?: Record<string, string[]>,
    headers: Record<string, string> = {},
  ) {
    super(status, message, errors, headers);
  }
}

const FIELD_PROBLEM: Readonly<Record<string, PhotoProblem>> = {
  caption: 'caption',
  category: 'category',
  agree: 'agree',
  company: 'no_company',
};

/** A browser's own form post (no JavaScript): answered with a redirect instead of JSON. */
function isBrowserForm(req: Request, viewer: RequestViewer | null): boolean {
  return (viewer === null || viewer.via === 'cookie') && /\btext\/html\b/.test(String(req.headers.accept ?? ''));
}

export function createReviewsRouter(deps: ReviewsDeps): express.Router {
  const router = express.Router();
  const viewerDeps = { db: deps.db, session: sessionOptions(deps.config), siteOrigins: serverOrigins(deps.config) };
  const tmpDir = uploadTmpDir(deps.config);
  const parseJson = express.json({ limit: API_BODY_LIMIT });
  const refuseNul = refuseNulBody(deps.i18n);
  const json: express.RequestHandler = (req, res, next) =>
    parseJson(req, res, (error?: unknown) => (error ? next(error) : refuseNul(req, res, next)));

  async function requireViewer(req: Request, res: Response, t: Translate, { changes }: { changes: boolean }): Promise<RequestViewer> {
    const viewer = await requestViewer(req, res, viewerDeps);
    if (!viewer) throw new ApiError(401, t('auth:api.unauthenticated'), undefined, { 'WWW-Authenticate': 'Bearer' });
    if (changes && crossSiteWithCookie(req, viewer, viewerDeps.siteOrigins)) throw new ApiError(403, t('files:errors.crossSite'));
    return viewer;
  }

  /** A refused or saved review → the API's answer (or an ApiError). */
  function answer(res: Response, outcome: SubmitOutcome, kind: ReviewKindSlug, t: Translate): void {
    switch (outcome.kind) {
      case 'no-company':
        throw new ApiError(422, t('reviews:errors.company'), { company: [t('reviews:errors.company')] });
      case 'not-yours':
        throw new ApiError(404, t('reviews:errors.notYours'));
      case 'already-reviewed': {
        const message = t(kind === 'salary' ? 'reviews:errors.alreadySalary' : 'reviews:errors.already', {
          kind: t(`reviews:kinds.${kind}.inSentence`),
        });
        throw new ApiError(409, message, { _form: [message] });
      }
      case 'too-many':
        throw new ApiError(429, t('reviews:errors.tooMany', { count: retryMinutes(outcome) }), undefined, {
          'Retry-After': String(Math.ceil(outcome.retryAfterMs / 1000)),
        });
      case 'saved':
        res.status(201).json({
          data: {
            id: outcome.id,
            status: outcome.status === 'approved' ? 'published' : outcome.status,
            reason: outcome.reason ? t(`reviews:moderation.reason.${outcome.reason}`) : null,
          },
        });
    }
  }

  router.get(
    '/companies',
    handle(deps.i18n, async (req, res) => {
      const q = typeof req.query.q === 'string' ? cleanText(req.query.q).slice(0, 100) : '';
      const found = await searchReviewCompanies(deps.db, q, 20);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ data: found.map((company) => ({ slug: company.slug, name: company.name })) });
    }),
  );

  router.get(
    '/companies/:slug/reviews',
    handle(deps.i18n, async (req, res, { t }) => {
      res.setHeader('Cache-Control', 'no-store');
      const slug = String(req.params.slug);
      const company = SLUG.test(slug) && slug.length <= 200 ? await findReviewCompany(deps.db, slug) : null;
      if (!company) throw new ApiError(404, t('reviews:api.notFound'));
      const rawType = typeof req.query.type === 'string' ? req.query.type : 'company_review';
      const type = (STORED_TYPES as readonly string[]).includes(rawType)
        ? (rawType as StoredReviewType)
        : isReviewKindSlug(rawType)
          ? KIND_TYPE[rawType]
          : null;
      if (!type) throw new ApiError(422, t('reviews:errors.choose'), { type: [t('reviews:errors.choose')] });
      const page = typeof req.query.page === 'string' && /^\d{1,6}$/.test(req.query.page) ? Math.max(1, Number(req.query.page)) : 1;
      const sort = req.query.sort === 'helpful' ? 'helpful' : 'newest';
      const [list, aggregates] = await Promise.all([
        listPublishedReviews(deps.db, company.id, { type, sort, page, pageSize: 10 }),
        getReviewAggregates(deps.db, company.id),
      ]);
      // A salary's amounts stay hidden until its job title has enough of them (as on the page).
      const shownTitles = new Set(aggregates.salaries.map((row) => row.jobTitle.trim().toLowerCase()));
      res.json({
        data: list.reviews.map((review) => ({
          id: review.id,
          type: review.type,
          rating: review.rating,
          title: review.title,
          body: review.body,
          details: Object.fromEntries(
            Object.entries(review.details).filter(
              ([key]) =>
                !key.endsWith('_key') &&
                (review.type !== 'salary' ||
                  shownTitles.has(
                    String(review.details.position ?? '')
                      .trim()
                      .toLowerCase(),
                  ) ||
                  !PAY_FIELDS.has(key)),
            ),
          ),
          helpful: review.helpfulCount,
          employerReply: review.employerReply,
          createdAt: review.createdAt.toISOString(),
        })),
        meta: { total: list.total, page: list.page, pageCount: list.pageCount, type, sort },
        aggregates,
      });
    }),
  );

  router.get(
    '/me/reviews',
    handle(deps.i18n, async (req, res, { t }) => {
      res.setHeader('Cache-Control', 'no-store');
      const viewer = await requireViewer(req, res, t, { changes: false });
      res.json({ data: (await listOwnReviews(deps.db, viewer.account.id)).map(ownJson) });
    }),
  );

  router.delete(
    '/me/reviews/:id',
    handle(deps.i18n, async (req, res, { t }) => {
      const viewer = await requireViewer(req, res, t, { changes: true });
      const raw = String(req.params.id);
      const id = /^\d{1,15}$/.test(raw) ? Number(raw) : null;
      if (id === null || !(await deleteReviewOf({ db: deps.db, storage: deps.storage }, viewer.account.id, id)))
        throw new ApiError(404, t('reviews:errors.notYours'));
      res.status(204).end();
    }),
  );

  router.get(
    '/review-photos/:name',
    handle(deps.i18n, async (req, res, { t }) => {
      const key = `${PHOTO_AREA}/${String(req.params.name)}`;
      const published = isStorageKey(key) && (await isPublishedPhoto(deps.db, `${PHOTO_URL_PREFIX}${String(req.params.name)}`));
      if (
        !published ||
        !(await sendStoredFile(req, res, deps.storage, { key, disposition: 'inline', cacheControl: 'public, max-age=300' }))
      ) {
        throw new ApiError(404, t('reviews:api.notFound'));
      }
    }),
  );

  async function receivePhoto(req: Request, t: Translate): Promise<ReceivedUpload> {
    try {
      return await receiveUpload(req, { field: 'file', maxBytes: MAX_PHOTO_BYTES, tmpDir });
    } catch (error) {
      if (!(error instanceof UploadRefused)) throw error;
      const message = error.problem === 'missing' ? t('reviews:errors.photoMissing') : uploadRefusalMessage(t, error, MAX_PHOTO_BYTES);
      throw new PhotoRefusal(
        error.problem === 'too_large' ? 413 : 422,
        message,
        { problem: error.problem },
        { file: [message] },
        error.closeConnection ? { Connection: 'close' } : {},
      );
    }
  }

  /** The photo: multipart with `file`, `company`, `caption`, `category`, `agree`. */
  async function postPhoto(req: Request, res: Response, t: Translate, viewer: RequestViewer): Promise<void> {
    const allowed = await throttleUpload(deps.db, viewer.account.id);
    if (!allowed.allowed) {
      throw new PhotoRefusal(429, t('files:errors.tooManyUploads', { count: retryMinutes(allowed) }), { problem: 'throttled' }, undefined, {
        'Retry-After': String(Math.ceil(allowed.retryAfterMs / 1000)),
      });
    }
    const upload = await receivePhoto(req, t);
    // Kept for the browser's redirect back to the form (browserRedirect), should this post be refused.
    (req as Request & { photoFields?: Record<string, string> }).photoFields = { ...upload.fields };
    try {
      const parsed = workplacePhotoSchema.safeParse(upload.fields);
      if (!parsed.success) {
        const errors = translateErrors(toErrorsMap(parsed.error, Object.keys(workplacePhotoSchema.shape)), t);
        const field = Object.keys(errors)[0] ?? '';
        throw new PhotoRefusal(422, firstMessage(errors) ?? t('auth:api.invalid'), { problem: FIELD_PROBLEM[field] ?? 'failed' }, errors);
      }
      try {
        const outcome = await saveWorkplacePhoto({ db: deps.db, storage: deps.storage }, viewer.account.id, parsed.data, upload);
        if (outcome.kind === 'saved' && isBrowserForm(req, viewer)) {
          return void res.redirect(303, `${localizePath('/account/write-review', formLocale(req))}?saved=${outcome.id}`);
        }
        const problem: PhotoProblem | null =
          outcome.kind === 'already-reviewed'
            ? 'already'
            : outcome.kind === 'too-many'
              ? 'throttled'
              : outcome.kind === 'no-company'
                ? 'no_company'
                : null;
        try {
          answer(res, outcome, 'workplace-photo', t);
        } catch (error) {
          if (error instanceof ApiError && problem)
            throw new PhotoRefusal(error.status, error.message, { problem }, error.errors, error.headers);
          throw error;
        }
      } catch (error) {
        const refused = photoRefusalOutcome(error);
        if (error instanceof FileRefused) {
          const message = fileRefusalMessage(t, error, 'photo');
          throw refused ? new PhotoRefusal(422, message, refused, { file: [message] }) : new ApiError(422, message, { file: [message] });
        }
        throw error;
      }
    } finally {
      await upload.discard();
    }
  }

  router.post(
    '/reviews/:kind',
    handle(deps.i18n, async (req, res, { t }) => {
      const kind = String(req.params.kind);
      if (!isReviewKindSlug(kind)) throw new ApiError(404, t('reviews:api.notFound'));
      res.setHeader('Cache-Control', 'no-store');
      const viewer = await requireViewer(req, res, t, { changes: true });
      // The site's own form speaks the page's language, not the browser's.
      if (kind === 'workplace-photo')
        return postPhoto(req, res, isBrowserForm(req, viewer) ? translatorFor(deps.i18n, formLocale(req)) : t, viewer);
      await new Promise<void>((resolve, reject) => json(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
      if (req.headers['content-length'] !== '0' && req.is('application/json') === false)
        throw new ApiError(415, t('auth:api.unsupportedMediaType'));
      const parsed = validateReview(kind, req.body, t);
      if (!parsed.ok) throw new ApiError(422, firstMessage(parsed.errors) ?? t('auth:api.invalid'), parsed.errors);
      answer(res, await submitReview(deps.db, { userId: viewer.account.id, input: parsed.input }), kind, t);
    }),
  );

  /** The operator's token, compared without leaking its length or prefix through timing. */
  function requireOperator(req: Request, t: Translate): void {
    const expected = deps.config.moderationToken;
    const given = bearerOf(req);
    const digest = (value: string) => createHash('sha256').update(value).digest();
    if (!expected) throw new ApiError(404, t('reviews:api.notFound'));
    if (!given || !timingSafeEqual(digest(given), digest(expected)))
      throw new ApiError(401, t('auth:api.unauthenticated'), undefined, { 'WWW-Authenticate': 'Bearer' });
  }

  router.get(
    '/moderation/reviews',
    handle(deps.i18n, async (req, res, { t }) => {
      requireOperator(req, t);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ data: (await listPendingReviews(deps.db)).map((review) => ({ ...review, createdAt: review.createdAt.toISOString() })) });
    }),
  );

  router.post(
    '/moderation/reviews/:id/:decision',
    handle(deps.i18n, async (req, res, { t }) => {
      requireOperator(req, t);
      const raw = String(req.params.id);
      const decision = String(req.params.decision);
      if (!/^\d{1,15}$/.test(raw) || (decision !== 'approve' && decision !== 'reject')) throw new ApiError(404, t('reviews:api.notFound'));
      await new Promise<void>((resolve, reject) => json(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
      const body = req.body as { reason?: unknown } | undefined;
      const reason = typeof body?.reason === 'string' ? body.reason.trim() : '';
      if (decision === 'reject' && !reason) throw new ApiError(422, t('validation:required'), { reason: [t('validation:required')] });
      const done = decision === 'approve' ? await approveReview(deps.db, Number(raw)) : await rejectReview(deps.db, Number(raw), reason);
      if (!done) throw new ApiError(404, t('reviews:api.notFound'));
      res.setHeader('Cache-Control', 'no-store');
      res.json({ data: { id: Number(raw), status: decision === 'approve' ? 'published' : 'rejected' } });
    }),
  );

  router.use('/reviews/workplace-photo', (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (error instanceof UploadAborted) return void res.destroy();
    if (!req.complete) closeAfterAnswer(req, res);
    // The site's photo form without JavaScript: back to the form with the message, or on to the hub.
    if (/\btext\/html\b/.test(String(req.headers.accept ?? '')) && !req.headers.authorization) {
      return void browserRedirect(req, res, error);
    }
    next(error);
  });

  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (error instanceof UploadAborted) return void res.destroy();
    if (error instanceof StorageError) {
      logError('file storage failed', error, { path: req.originalUrl });
      error = new ApiError(503, translatorFor(deps.i18n, localeOf(req))('files:errors.storageFailed'), undefined, { 'Retry-After': '30' });
    }
    next(error);
  });
  router.use('/reviews', jsonErrors(deps.i18n));
  router.use('/me/reviews', jsonErrors(deps.i18n));
  router.use('/companies', jsonErrors(deps.i18n));
  router.use('/review-photos', jsonErrors(deps.i18n));
  router.use('/moderation', jsonErrors(deps.i18n));
  return router;
}

function formLocale(req: Request): Locale {
  return req.query.lang === 'id-ID' ? 'id-ID' : 'en-US';
}

/** Where the site's photo form goes after a refused post: back to the form with the refusal's code (never its text). */
function browserRedirect(req: Request, res: Response, error: unknown): void {
  const locale = formLocale(req);
  const form = localizePath('/account/write-review/workplace-photo', locale);
  if (error instanceof ApiError && error.status === 401)
    return void res.redirect(303, loginRedirect(locale, '/account/write-review/workplace-photo'));
  const outcome: PhotoOutcome = error instanceof PhotoRefusal ? error.outcome : (photoRefusalOutcome(error) ?? { problem: 'failed' });
  if (outcome.problem === 'failed' && !(error instanceof ApiError)) logError('photo upload failed', error, { path: req.originalUrl });
  const fields = (req as Request & { photoFields?: Record<string, string> }).photoFields ?? {};
  const company = fields.company ?? (typeof req.query.company === 'string' ? req.query.company : '');
  const query = photoOutcomeQuery(outcome);
  if (/^[a-z0-9-]{1,200}$/.test(company)) query.set('company', company);
  if (fields.caption) query.set('caption', fields.caption.slice(0, 200));
  if (fields.category) query.set('category', fields.category.slice(0, 40));
  res.redirect(303, `${form}?${query.toString()}`);
}
