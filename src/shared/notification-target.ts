import type { RouteName, RouteParams } from './routes';

/** What decides where a notification leads: its type, and the job its payload names (if it still exists). */
export interface NotificationFacts {
  readonly type: string;
  readonly job: { readonly slug: string; readonly identifier: string } | null;
}

export interface NotificationTarget {
  readonly to: RouteName;
  readonly params?: RouteParams;
}

/**
 * Where opening a notification takes the candidate. One home for the rule: the list links there,
 * and the "open" server function redirects there after marking it read.
 */
export function notificationTarget(notification: NotificationFacts): NotificationTarget | null {
  switch (notification.type) {
    case 'application.status_changed':
      return { to: 'account-job-applications' };
    case 'interview.invited':
      return { to: 'account-interview-action' };
    case 'profile.reminder':
      return { to: 'account-edit-profile' };
    case 'review.published':
    case 'review.rejected':
      return { to: 'account-write-review' };
    case 'job_alert.new_jobs':
      return { to: 'account-job-alerts' };
    // Settings hold the download (and say when it expired), so the notification still leads somewhere after 24 hours.
    case 'data_export.ready':
      return { to: 'account-edit' };
    default:
      return notification.job ? { to: 'job', params: { slug: notification.job.slug, identifier: notification.job.identifier } } : null;
  }
}
