/** Helpers the account server functions share (react-server layer). */
import { localPath } from '../context/local-path';
import { echoValues, type FormResult } from '../../shared/form-result';
import { isSafeReturnPath } from '../../shared/safe-path';
import { requestContext } from '../context/request-context';
import type { MailContext } from '../auth/accounts';
import { retryMinutes } from '../auth/throttle';

export function mailContext(): MailContext {
  const { t, locale, publicBaseUrl } = requestContext();
  return { t, locale, baseUrl: publicBaseUrl };
}

/** After login: the remembered page when it is a safe in-site path, else the profile editor. */
export function afterLoginPath(remembered: FormDataEntryValue | null): string {
  return isSafeReturnPath(remembered) ? remembered : localPath('/account/edit-profile');
}

export function errorResult(message: string, formData: FormData): FormResult {
  return { status: 'error', message, values: echoValues(formData) };
}

export function fieldError(field: string, message: string, formData: FormData): FormResult {
  return { status: 'invalid', errors: { [field]: [message] }, values: echoValues(formData) };
}

export function tooManyAttempts(throttle: { retryAfterMs: number }, formData: FormData): FormResult {
  return errorResult(requestContext().t('auth:tooManyAttempts', { count: retryMinutes(throttle) }), formData);
}
