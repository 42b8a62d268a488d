import { formatDate } from '../../../shared/format';
import { notificationTarget } from '../../../shared/notification-target';
import { markNotificationsRead } from '../../actions/notifications';
import { openNotification } from '../../actions/notification-open';
import { listNotifications, type CandidateNotification } from '../../db/repos/notifications-repo';
import { Link } from '../../components/localized-link';
import { Pagination } from '../../components/pagination';
import { accountListHref, prepareAccountList } from './account-list';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';

const PAGE_SIZE = 20;

interface NotificationsData {
  readonly list: Awaited<ReturnType<typeof listNotifications>>;
}

/** /account/notification: newest first, unread ones marked, all marked read in one go. */
export const notificationsPage = definePage<NotificationsData>({
  prepare: async () => {
    const prepared = await prepareAccountList((userId, page) => listNotifications(db(), userId, page, PAGE_SIZE));
    return prepared.kind === 'ok' ? { kind: 'ok', data: { list: prepared.list } } : prepared;
  },
  meta: () => {
    const { t } = requestContext();
    return { title: t('pages:account-notification.title'), description: t('pages:account-notification.description'), noindex: true };
  },
  Page: ({ data }) => {
    const { t } = requestContext();
    const { list } = data;
    return (
      <div className="notifications">
        <div className="notifications__head">
          <h1 className="page-title">{t('pages:account-notification.heading')}</h1>
          {list.unread > 0 ? (
            <form action={markNotificationsRead}>
              <button type="submit" className="button button--ghost">
                {t('common:notifications.markAllRead')}
              </button>
            </form>
          ) : null}
        </div>
        {list.total === 0 ? (
          <p className="empty-state" role="status">
            {t('common:notifications.empty')}
          </p>
        ) : (
          <>
            <p className="lead">{t('common:notifications.unread', { count: list.unread })}</p>
            <ul className="notifications__list">
              {list.notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} />
              ))}
            </ul>
            <Pagination page={list.page} pageCount={list.pageCount} href={accountListHref('/account/notification')} />
          </>
        )}
      </div>
    );
  },
});

/** What a notification says, from its type and payload. */
function notificationText(notification: CandidateNotification): string {
  const { t } = requestContext();
  const position = notification.job?.position ?? t('common:notifications.aJob');
  switch (notification.type) {
    case 'application.status_changed': {
      const status = typeof notification.payload.status === 'string' ? notification.payload.status : '';
      if (!status) return t('common:notifications.generic');
      return t('common:notifications.statusChanged', {
        position,
        status: t(`jobs:applications.status.${status}`, { defaultValue: status }),
      });
    }
    case 'interview.invited':
      return t('common:notifications.interviewInvited', { position });
    case 'profile.reminder':
      return t(
        notification.payload.section === 'video' ? 'common:notifications.profileReminderVideo' : 'common:notifications.profileReminder',
      );
    case 'review.published':
    case 'review.rejected': {
      const type = typeof notification.payload.reviewType === 'string' ? notification.payload.reviewType : 'company_review';
      const kind = t(`reviews:kinds.${type.replace('_', '-')}.title`, { defaultValue: '' }) || t('reviews:kinds.company-review.title');
      const company = typeof notification.payload.company === 'string' ? notification.payload.company : '';
      return t(notification.type === 'review.published' ? 'reviews:notifications.published' : 'reviews:notifications.rejected', {
        kind,
        company,
      });
    }
    case 'job_alert.new_jobs':
      return t('jobs:alerts.notification', { name: typeof notification.payload.name === 'string' ? notification.payload.name : '' });
    case 'data_export.ready':
      return t('auth:dataExport.notification');
    default:
      return t('common:notifications.generic');
  }
}

/** An unread one opens through a server function that marks it read; a read one is a plain link. */
function NotificationItem({ notification }: { notification: CandidateNotification }) {
  const { t, locale } = requestContext();
  const text = notificationText(notification);
  const target = notificationTarget(notification);
  return (
    <li className={`notifications__item${notification.read ? '' : ' notifications__item--unread'}`} data-testid="notification">
      {notification.read ? null : <span className="notifications__marker">{t('common:notifications.new')}</span>}
      {notification.read || !target ? (
        <p className="mb-0">
          {target ? (
            <Link to={target.to} params={target.params}>
              {text}
            </Link>
          ) : (
            text
          )}
        </p>
      ) : (
        <form action={openNotification} className="notifications__open">
          <input type="hidden" name="notification" value={notification.id} />
          <button type="submit" className="notifications__open-button">
            {text}
          </button>
        </form>
      )}
      <time className="text-small text-muted" dateTime={notification.createdAt.toISOString()}>
        {formatDate(notification.createdAt, locale)}
      </time>
    </li>
  );
}
