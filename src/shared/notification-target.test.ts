import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

describe('where opening a notification leads', () => {
  it('follows its type, and the job it names otherwise', () => {
    expect(notificationTarget({ type: 'application.status_changed', job: null })).toEqual({ to: 'account-job-applications' });
    expect(notificationTarget({ type: 'interview.invited', job: null })).toEqual({ to: 'account-interview-action' });
    expect(notificationTarget({ type: 'profile.reminder', job: null })).toEqual({ to: 'account-edit-profile' });
    expect(notificationTarget({ type: 'review.published', job: null })).toEqual({ to: 'account-write-review' });
    expect(notificationTarget({ type: 'review.rejected', job: null })).toEqual({ to: 'account-write-review' });
    expect(notificationTarget({ type: 'job.recommended', job: { slug: 'data-analyst', identifier: 'ab12cd' } })).toEqual({
      to: 'job',
      params: { slug: 'data-analyst', identifier: 'ab12cd' },
    });
    expect(notificationTarget({ type: 'job.recommended', job: null })).toBeNull();
  });
});
