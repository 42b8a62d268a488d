'use server';

import type { FormResult } from '../../shared/form-result';
import { addItemFromForm, deleteItemFromForm, updateItemFromForm } from '../forms/profile-item-form';

/** The editor's list sections: add, edit and delete one item (forms/profile-item-form.ts does the work). */

export async function addWorkExperience(_prev: FormResult, formData: FormData): Promise<FormResult> {
  return addItemFromForm('work-experiences', formData);
}
export async function updateWorkExperience(_prev: FormResult, formData: FormData): Promise<FormResult> {
  return updateItemFromForm('work-experiences', formData);
}
export async function deleteWorkExperience(_prev: FormResult, formData: FormData): Promise<FormResult> {
  return deleteItemFromForm('work-experiences', formData);
}

export async function addOrganization(_prev: FormResult, formData: FormData): Promise<FormResult> {
  return addItemFromForm('organizations', formData);
}
export async function updateOrganization(_prev: FormResult, formData: FormData): Promise<FormResult> {
  return updateItemFromForm('organizations', formData);
}
export async function deleteOrganization(_prev: FormResult, formData: FormData): Promise<FormResult> {
  return deleteItemFromForm('organizations', formData);
}

export async function addEducation(_prev: FormResult, formData: FormData): Promise<FormResult> {
  return addItemFromForm('educations', formData);
}
export async function updateEducation(_prev: FormResult, formData: FormData): Promise<FormResult> {
  return updateItemFromForm('educations', formData);
}
export async function deleteEducation(_prev: FormResult, formData: FormData): Promise<FormResult> {
  return deleteItemFromForm('educations', formData);
}

export async function addAward(_prev: FormResult, formData: FormData): Promise<FormResult> {
  return addItemFromForm('awards', formData);
}
export async function updateAward(_prev: FormResult, formData: FormData): Promise<FormResult> {
  return updateItemFromForm('awards', formData);
}
export async function deleteAward(_prev: FormResult, formData: FormData): Promise<FormResult> {
  return deleteItemFromForm('awards', formData);
}
