'use server';

import { echoValues, type FormResult } from '../../shared/form-result';
import { contactSchema } from '../../shared/validation/contact-schema';
import { insertContactMessage } from '../db/repos/contact-repo';
import { retryMinutes, throttleContact } from '../auth/throttle';
import { parseForm } from '../forms/parse-form';
import { logError } from '../../framework/server';
import { sendContactMail } from '../mail/contact-mail';
import { db, appServices } from '../context/app-services';
import { requestContext } from '../context/request-context';

/**
 * The contact form (name, email, phone, message). Validated with the shared schema,
 * stored for the firm (mail delivery comes later), limited per client IP. Works as a plain
 * POST without JavaScript and as a server function call with it.
 */
export async function sendContactMessage(_previous: FormResult, formData: FormData): Promise<FormResult> {
  const context = requestContext();
  const { t } = context;
  const parsed = parseForm(contactSchema, formData);
  if (!parsed.ok) return parsed.result;

  // Only messages that would be stored count, so a visitor fixing typos is never locked out.
  const decision = await throttleContact(db(), context.ip);
  if (!decision.allowed) {
    return { status: 'error', message: t('contact:tooMany', { count: retryMinutes(decision) }), values: echoValues(formData) };
  }

  try {
    await insertContactMessage(db(), { ...parsed.data, locale: context.locale });
  } catch (error) {
    logError('contact message not stored', error, { path: context.path });
    return { status: 'error', message: t('contact:failed'), values: echoValues(formData) };
  }
  // Stored first, so a mail failure loses nothing; the firm is told in the background.
  void sendContactMail(t, { to: appServices().config.contactEmail, ...parsed.data }).catch((error: unknown) =>
    logError('contact mail failed', error, { path: context.path }),
  );
  return { status: 'success', message: t('contact:success') };
}
