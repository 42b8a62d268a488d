import { formatDateMinute, formatDateTime } from '../../../shared/format';
import type { TimelineEntry } from '../../db/repos/application-timeline-repo';
import { requestContext } from '../../context/request-context';

/**
 * What happened to one application, oldest first, each with its time to the minute: when the
 * employer first opened it, status moves (with the employer's message) and interview invitations.
 */
export function ApplicationTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const { t } = requestContext();
  return (
    <details className="applications__timeline" open data-testid="application-timeline">
      <summary>{t('jobs:applications.timeline.title')}</summary>
      <ol className="applications__events">
        {entries.map((entry, index) => (
          <Entry key={index} entry={entry} />
        ))}
      </ol>
    </details>
  );
}

function Entry({ entry }: { entry: TimelineEntry }) {
  const { t, locale } = requestContext();
  const when = (
    <time className="applications__event-when" dateTime={entry.at.toISOString()}>
      {formatDateMinute(entry.at, locale)}
    </time>
  );
  if (entry.kind === 'opened') {
    return (
      <li className="applications__event" data-testid="timeline-opened">
        {when}
        <span>{t('jobs:applications.timeline.opened', { company: entry.company })}</span>
      </li>
    );
  }
  if (entry.kind === 'status') {
    const status = t(`jobs:applications.status.${entry.to}`);
    return (
      <li className="applications__event" data-testid="timeline-entry">
        {when}
        <span>{entry.from === null ? t('jobs:applications.timeline.sent') : t('jobs:applications.timeline.moved', { status })}</span>
        {entry.message ? (
          <blockquote className="applications__event-message" data-testid="timeline-message">
            <p className="text-small text-muted mb-0">{t('jobs:applications.timeline.message')}</p>
            <p className="mb-0">{entry.message}</p>
          </blockquote>
        ) : null}
      </li>
    );
  }
  return (
    <li className="applications__event" data-testid="timeline-entry">
      {when}
      <span>
        {t('jobs:applications.timeline.invited', { mode: t(`jobs:interviews.mode.${entry.mode}`) })}{' '}
        {entry.acceptedTime
          ? t('jobs:applications.timeline.accepted', { time: formatDateTime(entry.acceptedTime, locale) })
          : entry.response
            ? t(`jobs:interviews.response.${entry.response}`)
            : t('jobs:applications.timeline.proposed', { count: entry.times.length })}
      </span>
    </li>
  );
}
