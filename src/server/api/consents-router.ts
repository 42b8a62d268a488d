/**
 * Consents in the JSON API (bearer token): GET /me/consents lists each consent's state and the
 * whole history; POST /me/consents/{purpose}/withdraw and .../give change one, at once, as the
 * account settings' buttons do. An unknown purpose is 404; one that cannot be withdrawn (the
 * terms, the application agreement) or given here is 422 with the reason under `purpose`.
 */
import express from 'express';
import type { i18n as I18n } from 'i18next';
import type { Db } from '../db/db';
import { consentStates, giveConsent, withdrawConsent, type ChoiceOutcome } from '../data-rights/consent-choices';
import { CONSENT_PURPOSES, consentHistory, isConsentPurpose, type ConsentPurpose, type ConsentRecord } from '../db/repos/consents-repo';
import type { Translate } from '../i18n/i18n';
import { ApiError, handle, requireToken } from './api-support';

const recordJson = (r: ConsentRecord) => ({
  purpose: r.purpose,
  granted: r.granted,
  textVersion: r.textVersion,
  source: r.source,
  recordedAt: r.recordedAt.toISOString(),
});

async function consentsJson(db: Db, userId: number) {
  const [states, history] = await Promise.all([consentStates(db, userId), consentHistory(db, userId)]);
  return {
    consents: states.map((s) => ({
      purpose: s.purpose,
      state: s.state,
      since: s.latest?.recordedAt.toISOString() ?? null,
      withdrawable: s.withdrawable,
      givable: s.givable,
    })),
    history: history.map(recordJson),
  };
}

function purposeOf(raw: unknown, t: Translate): ConsentPurpose {
  if (!isConsentPurpose(raw)) throw new ApiError(404, t('auth:consents.unknown', { list: CONSENT_PURPOSES.join(', ') }));
  return raw;
}

function refusal(purpose: ConsentPurpose, outcome: Exclude<ChoiceOutcome, { ok: true }>, t: Translate): ApiError {
  const message =
    outcome.reason === 'not-givable'
      ? t('auth:consents.notGivable')
      : purpose === 'terms'
        ? t('auth:consents.termsNotWithdrawable')
        : purpose === 'application-agreement'
          ? t('auth:consents.agreementNotWithdrawable')
          : t('auth:consents.notWithdrawable');
  return new ApiError(422, message, { purpose: [message] });
}

export function createConsentsRouter(deps: { readonly db: Db; readonly i18n: I18n }): express.Router {
  const { db, i18n } = deps;
  const router = express.Router();

  router.get(
    '/me/consents',
    handle(i18n, async (req, res, { t }) => {
      const account = await requireToken(db, req, t);
      res.json({ data: await consentsJson(db, account.id) });
    }),
  );

  for (const [verb, change, done] of [
    ['withdraw', withdrawConsent, (purpose: ConsentPurpose, t: Translate) => t(`auth:consents.purposes.${purpose}.withdrawn`)],
    ['give', giveConsent, (_purpose: ConsentPurpose, t: Translate) => t('auth:consents.given')],
  ] as const) {
    router.post(
      `/me/consents/:purpose/${verb}`,
      handle(i18n, async (req, res, { t }) => {
        const account = await requireToken(db, req, t);
        const purpose = purposeOf(req.params.purpose, t);
        const outcome = await change(db, account.id, purpose, 'api');
        if (!outcome.ok) throw refusal(purpose, outcome, t);
        res.json({ data: await consentsJson(db, account.id), message: done(purpose, t) });
      }),
    );
  }
  return router;
}
