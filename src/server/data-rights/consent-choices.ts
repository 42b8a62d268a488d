/**
 * What a candidate may do with each consent, and what doing it changes. Withdrawing takes effect
 * in the same transaction as its record: the public profile turns private (the profile page
 * reads the column on every request and is never shared by the page cache), application emails
 * all turn off, and job-alert digests are refused at send time (digest-sender.ts).
 *
 * The terms cannot be withdrawn while the account exists (deleting it is the way), and the
 * application agreement belongs to each application sent (withdrawing the application is the
 * way): neither is offered here.
 */
import type { Db } from '../db/db';
import { saveEmailSettings } from '../db/repos/email-settings-repo';
import { CONSENT_PURPOSES, currentConsents, recordConsentChange, type ConsentPurpose, type ConsentRecord } from '../db/repos/consents-repo';

const WITHDRAWABLE: ReadonlySet<ConsentPurpose> = new Set(['application-emails', 'job-alert-emails', 'public-profile']);
/**
 * Given again from settings once withdrawn (never given: it is given where it is asked for, by
 * making an alert); a public profile is made public again in the profile editor.
 */
const GIVABLE: ReadonlySet<ConsentPurpose> = new Set(['application-emails', 'job-alert-emails']);

export type ConsentSource = 'settings' | 'api';

export interface ConsentState {
  readonly purpose: ConsentPurpose;
  /** 'none': never asked for (no alert made yet, never applied). */
  readonly state: 'granted' | 'withdrawn' | 'none';
  readonly latest: ConsentRecord | null;
  readonly withdrawable: boolean;
  readonly givable: boolean;
}

export type ChoiceOutcome =
  { readonly ok: true; readonly changed: boolean } | { readonly ok: false; readonly reason: 'not-withdrawable' | 'not-givable' };

/** Each purpose with its current state, in a fixed order. */
export async function consentStates(db: Db, userId: number): Promise<ConsentState[]> {
  const current = await currentConsents(db, userId);
  return CONSENT_PURPOSES.map((purpose) => {
    const latest = current.get(purpose) ?? null;
    const state = latest ? (latest.granted ? 'granted' : 'withdrawn') : 'none';
    return {
      purpose,
      state,
      latest,
      withdrawable: WITHDRAWABLE.has(purpose) && state === 'granted',
      givable: GIVABLE.has(purpose) && state === 'withdrawn',
    };
  });
}

export async function withdrawConsent(db: Db, userId: number, purpose: ConsentPurpose, source: ConsentSource): Promise<ChoiceOutcome> {
  if (!WITHDRAWABLE.has(purpose)) return { ok: false, reason: 'not-withdrawable' };
  return db.transaction(async (tx) => {
    if (purpose === 'application-emails') {
      await saveEmailSettings(tx, userId, { applicationSent: false, applicationWithdrawn: false, applicationUpdates: false }, source);
      return { ok: true, changed: true };
    }
    if (purpose === 'public-profile') await tx.query("UPDATE candidate_profiles SET visibility = 'private' WHERE user_id = $1", [userId]);
    return { ok: true, changed: await recordConsentChange(tx, userId, purpose, false, source) };
  });
}

export async function giveConsent(db: Db, userId: number, purpose: ConsentPurpose, source: ConsentSource): Promise<ChoiceOutcome> {
  if (!GIVABLE.has(purpose)) return { ok: false, reason: 'not-givable' };
  return db.transaction(async (tx) => {
    if (purpose === 'application-emails') {
      await saveEmailSettings(tx, userId, { applicationSent: true, applicationWithdrawn: true, applicationUpdates: true }, source);
      return { ok: true, changed: true };
    }
    return { ok: true, changed: await recordConsentChange(tx, userId, purpose, true, source) };
  });
}
