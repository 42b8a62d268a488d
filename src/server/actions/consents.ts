'use server';

import { localPath } from '../context/local-path';
import { db } from '../context/app-services';
import { redirect } from '../../framework/server';
import { giveConsent as giveConsentOf, withdrawConsent as withdrawConsentOf } from '../data-rights/consent-choices';
import { isConsentPurpose } from '../db/repos/consents-repo';
import { requireFormData } from '../forms/parse-form';
import { requireLogin } from '../forms/require-login';

/** The settings page says what just happened from this (`?consent=`), after a redirect that works with JavaScript or without. */
export const CONSENT_NOTICES = ['withdrawn', 'given'] as const;

function back(notice: (typeof CONSENT_NOTICES)[number] | null, purpose: string): never {
  redirect(`${localPath('/account/edit')}${notice ? `?consent=${notice}&purpose=${purpose}` : ''}#consents`);
}

/** "Withdraw" beside a consent in account settings (its purpose in a hidden field); takes effect at once. */
export async function withdrawConsent(formData: FormData): Promise<void> {
  requireFormData(formData);
  const user = requireLogin();
  const purpose = formData.get('purpose');
  const outcome = isConsentPurpose(purpose) ? await withdrawConsentOf(db(), user.id, purpose, 'settings') : null;
  back(outcome?.ok ? 'withdrawn' : null, String(purpose));
}

/** "Give again" beside a withdrawn email consent. */
export async function giveConsent(formData: FormData): Promise<void> {
  requireFormData(formData);
  const user = requireLogin();
  const purpose = formData.get('purpose');
  const outcome = isConsentPurpose(purpose) ? await giveConsentOf(db(), user.id, purpose, 'settings') : null;
  back(outcome?.ok ? 'given' : null, String(purpose));
}
