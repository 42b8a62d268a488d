'use server';

import type { FormResult } from '../../shared/form-result';
import {
  aboutMeSchema,
  basicInfoSchema,
  interestSchema,
  skillsSchema,
  socialLinksSchema,
  visibilitySchema,
} from '../../shared/validation/profile-schemas';
import { PROFILE_ERRORS } from '../../shared/validation/profile-fields';
import {
  saveAboutMe as saveAboutMeRow,
  saveBasicInfo as saveBasicInfoRow,
  saveInterest as saveInterestRow,
  saveSkills as saveSkillsRow,
  saveSocialLinks as saveSocialLinksRow,
  saveVisibility as saveVisibilityRow,
  type SaveOutcome,
} from '../db/repos/profile-sections-repo';
import { db } from '../context/app-services';
import { requestContext } from '../context/request-context';
import { fieldsOf, invalid, parseProfileForm } from '../forms/parse-profile-form';
import { requireLogin } from '../forms/require-login';

/**
 * The editor's single-valued sections, one server function each: the signed-in candidate's
 * own profile only (the user id comes from the session, never from the form), so a post can
 * change nobody else's. Each answers with the section's own result: errors beside its fields,
 * or "saved" (a toast with JavaScript, a notice in the card without).
 */
function answer(outcome: SaveOutcome, formData: FormData): FormResult {
  const { t } = requestContext();
  if (!outcome.ok) return invalid({ [outcome.field]: [t(PROFILE_ERRORS.choice)] }, formData);
  return { status: 'success', message: t('profile:editor.saved') };
}

export async function saveBasicInfo(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseProfileForm(basicInfoSchema, formData, fieldsOf(basicInfoSchema));
  if (!parsed.ok) return parsed.result;
  return answer(await saveBasicInfoRow(db(), user.id, parsed.data), formData);
}

export async function saveAboutMe(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseProfileForm(aboutMeSchema, formData, fieldsOf(aboutMeSchema));
  if (!parsed.ok) return parsed.result;
  return answer(await saveAboutMeRow(db(), user.id, parsed.data), formData);
}

export async function saveSkills(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseProfileForm(skillsSchema, formData, fieldsOf(skillsSchema));
  if (!parsed.ok) return parsed.result;
  return answer(await saveSkillsRow(db(), user.id, parsed.data), formData);
}

export async function saveInterest(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseProfileForm(interestSchema, formData, fieldsOf(interestSchema));
  if (!parsed.ok) return parsed.result;
  return answer(await saveInterestRow(db(), user.id, parsed.data), formData);
}

export async function saveSocialLinks(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseProfileForm(socialLinksSchema, formData, fieldsOf(socialLinksSchema));
  if (!parsed.ok) return parsed.result;
  return answer(await saveSocialLinksRow(db(), user.id, parsed.data), formData);
}

export async function saveVisibility(_prev: FormResult, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const parsed = parseProfileForm(visibilitySchema, formData, fieldsOf(visibilitySchema));
  if (!parsed.ok) return parsed.result;
  return answer(await saveVisibilityRow(db(), user.id, parsed.data), formData);
}
