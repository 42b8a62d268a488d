import { z } from 'zod';

/** Opening a notification from the list: its id (the server checks it is the candidate's own). */
export const openNotificationSchema = z.object({
  notification: z
    .string({ error: 'common:notifications.notFound' })
    .regex(/^\d{1,15}$/, { error: 'common:notifications.notFound' })
    .transform(Number),
});
