'use server';

import { markAllNotificationsRead } from '../db/repos/notifications-repo';
import { requireLogin } from '../forms/require-login';
import { db } from '../context/app-services';

/** "Mark all as read" on the notification list; the page re-renders without unread markers. */
export async function markNotificationsRead(): Promise<void> {
  const user = requireLogin();
  await markAllNotificationsRead(db(), user.id);
}
