import type { FormResult } from '../../shared/form-result';
import { ITEM_SCHEMAS, itemIdSchema, type ItemKind } from '../../shared/validation/profile-item-schemas';
import { addItem, deleteItem, updateItem } from '../db/repos/profile-items-repo';
import { db } from '../context/app-services';
import { requestContext } from '../context/request-context';
import { requireLogin } from './require-login';
import { fieldsOf, parseProfileForm } from './parse-profile-form';

/**
 * What the list sections' server functions (actions/profile-items.ts) share: add, change or
 * delete one of the signed-in candidate's own items. An id that is not theirs changes nothing
 * and says the item is gone, the same answer as for an item deleted in another tab.
 */
export async function addItemFromForm(kind: ItemKind, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const schema = ITEM_SCHEMAS[kind];
  const parsed = parseProfileForm(schema, formData, fieldsOf(schema));
  if (!parsed.ok) return parsed.result;
  const { t } = requestContext();
  const outcome = await addItem(db(), user.id, kind, parsed.data);
  if (!outcome.ok) return { status: 'error', message: t('profile:errors.tooManyItems'), values: {} };
  return { status: 'success', message: t('profile:editor.added') };
}

export async function updateItemFromForm(kind: ItemKind, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const target = parseProfileForm(itemIdSchema, formData, ['id']);
  if (!target.ok) return target.result;
  const schema = ITEM_SCHEMAS[kind];
  const parsed = parseProfileForm(schema, formData, fieldsOf(schema));
  if (!parsed.ok) return parsed.result;
  const { t } = requestContext();
  const found = await updateItem(db(), user.id, kind, target.data.id, parsed.data);
  if (!found) return { status: 'error', message: t('profile:errors.itemGone'), values: {} };
  return { status: 'success', message: t('profile:editor.saved') };
}

export async function deleteItemFromForm(kind: ItemKind, formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  const target = parseProfileForm(itemIdSchema, formData, ['id']);
  if (!target.ok) return target.result;
  const { t } = requestContext();
  const found = await deleteItem(db(), user.id, kind, target.data.id);
  if (!found) return { status: 'error', message: t('profile:errors.itemGone'), values: {} };
  return { status: 'success', message: t('profile:editor.deleted') };
}
