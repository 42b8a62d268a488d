'use server';

import { notificationTarget } from '../../shared/notification-target';
import { routePath } from '../../shared/routes';
import { openNotificationSchema } from '../../shared/validation/open-notification-schema';
import { openNotification as openRow } from '../db/repos/notifications-repo';
import { localPath } from '../context/local-path';
import { requireLogin } from '../forms/require-login';
import { db } from '../context/app-services';
import { redirect } from '../../framework/server';
import { requestContext } from '../context/request-context';

/**
 * Opening an unread notification: marked read, then on to what it is about (a POST, since it
 * changes something; the target comes from the stored notification, never from the form).
 * Anything else (not the candidate's, no target) lands back on the list.
 */
export async function openNotification(formData: FormData): Promise<void> {
  const user = requireLogin();
  const parsed = openNotificationSchema.safeParse(Object.fromEntries(formData));
  const opened = parsed.success ? await openRow(db(), user.id, parsed.data.notification) : null;
  const target = opened ? notificationTarget(opened) : null;
  redirect(target ? routePath(target.to, target.params, requestContext().locale) : localPath('/account/notification'));
}
