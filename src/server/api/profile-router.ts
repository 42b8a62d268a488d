/**
 * The candidate profile as JSON for other clients, beside the file routes of
 * profile-files-router.ts (which own /profile/{resume|avatar|video}): GET /profile (the
 * signed-in candidate's whole profile with its completion), a PUT (or POST) per section, and
 * the list sections' items: POST /profile/{kind}, PUT and DELETE /profile/{kind}/{id}.
 * Signed in with the bearer token; 422 with the errors map for bad input; someone else's item
 * is a 404, as if it did not exist. GET /skill-options feeds the editor's skills select.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import type { i18n as I18n } from 'i18next';
import type { z } from 'zod';
import { completionOf } from '../../shared/profile/completion';
import { PROFILE_ERRORS } from '../../shared/validation/profile-fields';
import { ITEM_KINDS, ITEM_SCHEMAS, type ItemKind } from '../../shared/validation/profile-item-schemas';
import {
  aboutMeSchema,
  basicInfoSchema,
  interestSchema,
  skillsSchema,
  socialLinksSchema,
  visibilitySchema,
} from '../../shared/validation/profile-schemas';
import { firstMessage, toErrorsMap } from '../../shared/validation/to-errors-map';
import type { Db } from '../db/db';
import { getOwnProfile } from '../db/repos/own-profile-repo';
import { suggestSkills } from '../db/repos/profile-options-repo';
import { addItem, deleteItem, updateItem } from '../db/repos/profile-items-repo';
import {
  saveAboutMe,
  saveBasicInfo,
  saveInterest,
  saveSkills,
  saveSocialLinks,
  saveVisibility,
  type SaveOutcome,
} from '../db/repos/profile-sections-repo';
import { ensureProfile } from '../db/repos/profiles-repo';
import { fieldsOf } from '../forms/parse-profile-form';
import { translateErrors } from '../i18n/translate-errors';
import type { Translate } from '../i18n/i18n';
import { API_BODY_LIMIT } from '../http/request-limits';
import { ApiError, handle, jsonErrors, refuseNulBody, requireJsonBody, requireToken } from './api-support';

export interface ProfileApiDeps {
  readonly db: Db;
  readonly i18n: I18n;
}

type SectionSave = (db: Db, userId: number, input: never) => Promise<SaveOutcome>;

/** Section name in the address → its schema and repository function. */
const SECTIONS: Readonly<Record<string, { schema: z.ZodType; save: SectionSave }>> = {
  'basic-info': { schema: basicInfoSchema, save: saveBasicInfo },
  'about-me': { schema: aboutMeSchema, save: saveAboutMe },
  skills: { schema: skillsSchema, save: saveSkills },
  interest: { schema: interestSchema, save: saveInterest },
  'social-links': { schema: socialLinksSchema, save: saveSocialLinks },
  visibility: { schema: visibilitySchema, save: saveVisibility },
};

const ITEM_ID = /^\d{1,15}$/;

function validate<S extends z.ZodType>(schema: S, body: unknown, t: Translate): z.output<S> {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = translateErrors(toErrorsMap(parsed.error, fieldsOf(schema)), t);
  throw new ApiError(422, firstMessage(errors) ?? t('auth:api.invalid'), errors);
}

export function createProfileRouter(deps: ProfileApiDeps): express.Router {
  const { db } = deps;
  const router = express.Router();

  // Only this router's addresses parse JSON: the file routes read their multipart bodies themselves.
  const jsonBody = [
    (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
    express.json({ limit: API_BODY_LIMIT }),
    refuseNulBody(deps.i18n),
    requireJsonBody(deps.i18n),
  ];

  async function profileJson(userId: number) {
    await ensureProfile(db, userId);
    const profile = await getOwnProfile(db, userId);
    if (!profile) throw new Error(`profile of ${userId} vanished`);
    const { completion: flags, ...rest } = profile;
    return { ...rest, completion: { ...completionOf(flags), sections: flags } };
  }

  function refused(outcome: SaveOutcome, t: Translate): void {
    if (outcome.ok) return;
    const errors = { [outcome.field]: [t(PROFILE_ERRORS.choice)] };
    throw new ApiError(422, errors[outcome.field]![0]!, errors);
  }

  function itemKindOf(req: Request): ItemKind | null {
    const kind = String(req.params.kind);
    return (ITEM_KINDS as string[]).includes(kind) ? (kind as ItemKind) : null;
  }

  router.get(
    '/profile',
    ...jsonBody,
    handle(deps.i18n, async (req, res, { t }) => {
      const account = await requireToken(db, req, t);
      res.json({ data: await profileJson(account.id) });
    }),
  );

  for (const [name, section] of Object.entries(SECTIONS)) {
    const save = handle(deps.i18n, async (req, res, { t }) => {
      const account = await requireToken(db, req, t);
      const input = validate(section.schema, req.body, t);
      refused(await section.save(db, account.id, input as never), t);
      res.json({ data: await profileJson(account.id) });
    });
    router.put(`/profile/${name}`, ...jsonBody, save);
    router.post(`/profile/${name}`, ...jsonBody, save);
  }

  // /profile/{resume|avatar|video} belongs to the file routes: any other kind goes on to them untouched.
  const onlyItemKinds = (req: Request, _res: Response, next: NextFunction) => (itemKindOf(req) ? next() : next('route'));

  router.post(
    '/profile/:kind',
    onlyItemKinds,
    ...jsonBody,
    handle(deps.i18n, async (req, res, { t }) => {
      const kind = itemKindOf(req)!;
      const account = await requireToken(db, req, t);
      const input = validate(ITEM_SCHEMAS[kind], req.body, t);
      const outcome = await addItem(db, account.id, kind, input);
      if (!outcome.ok) throw new ApiError(422, t('profile:errors.tooManyItems'), { _form: [t('profile:errors.tooManyItems')] });
      res.status(201).json({ data: { id: outcome.id } });
    }),
  );

  for (const method of ['put', 'delete'] as const) {
    router[method](
      '/profile/:kind/:id',
      onlyItemKinds,
      ...jsonBody,
      handle(deps.i18n, async (req, res, { t }) => {
        const kind = itemKindOf(req)!;
        const account = await requireToken(db, req, t);
        const id = String(req.params.id);
        if (!ITEM_ID.test(id)) throw new ApiError(404, t('profile:errors.itemGone'));
        if (method === 'delete') {
          if (!(await deleteItem(db, account.id, kind, Number(id)))) throw new ApiError(404, t('profile:errors.itemGone'));
          return void res.status(204).end();
        }
        const input = validate(ITEM_SCHEMAS[kind], req.body, t);
        if (!(await updateItem(db, account.id, kind, Number(id), input))) throw new ApiError(404, t('profile:errors.itemGone'));
        res.json({ data: { id: Number(id) } });
      }),
    );
  }

  router.get(
    '/skill-options',
    handle(deps.i18n, async (req, res) => {
      const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, 80) : '';
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.json({ data: await suggestSkills(db, q) });
    }),
  );

  // Errors reach this only from the addresses above.
  router.use(jsonErrors(deps.i18n));
  return router;
}
