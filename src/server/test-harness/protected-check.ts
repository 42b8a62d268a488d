'use server';

import type { FormResult } from '../../shared/form-result';
import { requireLogin } from '../forms/require-login';
import { requestContext } from '../context/request-context';

/**
 * The protected action of the test-only page /__test/login-prompt (test builds only): signed-out
 * callers are sent to login, signed-in ones get a success.
 */
export async function protectedCheck(_prev: FormResult, _formData: FormData): Promise<FormResult> {
  const user = requireLogin();
  return { status: 'success', message: requestContext().t('common:dialog.success') + ` (${user.name})` };
}
