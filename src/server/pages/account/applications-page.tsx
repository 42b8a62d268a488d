import { ConfirmedSubmit } from '../../../client/components/auth/confirm-delete';
import { ActionForm } from '../../../client/components/forms/action-form';
import { formatDate, formatFileSize } from '../../../shared/format';
import type { ProfileSnapshot } from '../../../shared/profile/profile-snapshot';
import { WITHDRAW_NOTICES, withdrawApplication } from '../../actions/applications';
import { FINAL_APPLICATION_STATUSES, listCandidateApplications, type CandidateApplication } from '../../db/repos/applications-repo';
import { langOf } from '../../../shared/locales';
import { Link } from '../../components/localized-link';
import { Pagination } from '../../components/pagination';
import { listApplicationTimelines, type TimelineEntry } from '../../db/repos/application-timeline-repo';
import { ApplicationTimeline } from './application-timeline';
import { AccountEmptyState, accountListHref, prepareAccountList } from './account-list';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';

const PAGE_SIZE = 20;

interface ApplicationsData {
  readonly list: Awaited<ReturnType<typeof listCandidateApplications>>;
  readonly timelines: ReadonlyMap<number, readonly TimelineEntry[]>;
  readonly notice: (typeof WITHDRAW_NOTICES)[number] | null;
}

const STATUS_TONE: Record<CandidateApplication['status'], string> = {
  applied: 'badge',
  viewed: 'badge',
  shortlisted: 'badge badge--success',
  assessment: 'badge badge--success',
  interview: 'badge badge--success',
  offered: 'badge badge--success',
  hired: 'badge badge--success',
  not_selected: 'badge badge--warning',
  withdrawn: 'badge badge--warning',
};

/** /account/job-applications: where each application stands, and withdrawing one. */
export const applicationsPage = definePage<ApplicationsData>({
  prepare: async () => {
    const prepared = await prepareAccountList((userId, page) => listCandidateApplications(db(), userId, page, PAGE_SIZE));
    if (prepared.kind !== 'ok') return prepared;
    const notice = WITHDRAW_NOTICES.find((known) => known === prepared.query.get('notice')) ?? null;
    const { user } = requestContext();
    const timelines = await listApplicationTimelines(
      db(),
      user!.id,
      prepared.list.applications.map((a) => a.id),
    );
    return { kind: 'ok', data: { list: prepared.list, timelines, notice } };
  },
  meta: () => {
    const { t } = requestContext();
    return {
      title: t('pages:account-job-applications.title'),
      description: t('pages:account-job-applications.description'),
      noindex: true,
    };
  },
  Page: ({ data }) => {
    const { t } = requestContext();
    const { list } = data;
    return (
      <div className="applications">
        <h1 className="page-title">{t('pages:account-job-applications.heading')}</h1>
        {data.notice ? (
          <p
            className={`alert ${data.notice === 'withdrawn' ? 'alert--success' : 'alert--danger'}`}
            role="status"
            data-testid="applications-notice"
          >
            {t(data.notice === 'withdrawn' ? 'jobs:applications.withdrawn' : 'jobs:applications.notWithdrawable')}
          </p>
        ) : null}
        {list.total === 0 ? (
          <AccountEmptyState title={t('jobs:applications.emptyTitle')} text={t('jobs:applications.emptyText')} />
        ) : (
          <>
            <ul className="applications__list">
              {list.applications.map((application) => (
                <ApplicationItem key={application.id} application={application} timeline={data.timelines.get(application.id) ?? []} />
              ))}
            </ul>
            <Pagination page={list.page} pageCount={list.pageCount} href={accountListHref('/account/job-applications')} />
          </>
        )}
      </div>
    );
  },
});

function ApplicationItem({ application, timeline }: { application: CandidateApplication; timeline: readonly TimelineEntry[] }) {
  const { t, locale } = requestContext();
  const { job } = application;
  const open = !FINAL_APPLICATION_STATUSES.includes(application.status);
  return (
    <li className="card applications__item" data-testid="application">
      <div className="applications__job">
        <h2 className="applications__title">
          <Link to="job" params={{ slug: job.slug, identifier: job.identifier }}>
            {job.position}
          </Link>
        </h2>
        <p className="text-muted mb-0">
          {job.company.name} · {job.city[langOf(locale)]}
        </p>
      </div>
      <p className="applications__status mb-0">
        <span className={STATUS_TONE[application.status]}>{t(`jobs:applications.status.${application.status}`)}</span>{' '}
        <span className="text-small text-muted">
          {t('jobs:applications.appliedOn', { date: formatDate(application.appliedAt, locale) })}
          {application.status !== 'applied'
            ? ` · ${t('jobs:applications.updatedOn', { date: formatDate(application.statusChangedAt, locale) })}`
            : ''}
        </span>
      </p>
      {application.resume ? (
        <p className="text-small mb-0" data-testid="application-resume">
          {t('files:applications.resumeSent')}{' '}
          <a href={`/api/applications/${application.id}/resume`} download>
            {application.resume.fileName}
          </a>{' '}
          <span className="text-muted">({formatFileSize(application.resume.sizeBytes, locale)})</span>
        </p>
      ) : null}
      {application.profile ? <SentProfile profile={application.profile} /> : null}
      {timeline.length > 1 ? <ApplicationTimeline entries={timeline} /> : null}
      {open ? (
        <ActionForm action={withdrawApplication} className="applications__withdraw">
          <input type="hidden" name="application" value={String(application.id)} />
          <ConfirmedSubmit
            checkboxLabel={t('jobs:applications.confirmLabel', { position: job.position })}
            question={t('jobs:applications.confirmQuestion')}
            className="button button--small button--quiet-danger"
          >
            {t('jobs:applications.withdraw')}
          </ConfirmedSubmit>
        </ActionForm>
      ) : null}
    </li>
  );
}

/** The profile as the employer received it: what the candidate sent, whatever the profile says now. */
function SentProfile({ profile }: { profile: ProfileSnapshot }) {
  const { t } = requestContext();
  const latest = profile.workExperiences[0];
  return (
    <details className="applications__sent" data-testid="application-profile">
      <summary>{t('jobs:applications.profileSent')}</summary>
      <dl className="applications__sent-list">
        <div>
          <dt>{t('jobs:applications.sentName')}</dt>
          <dd>
            {profile.fullName}
            {profile.headline ? ` · ${profile.headline}` : ''}
          </dd>
        </div>
        {latest ? (
          <div>
            <dt>{t('jobs:applications.sentExperience')}</dt>
            <dd>
              {latest.position}, {latest.companyName}
            </dd>
          </div>
        ) : null}
        {profile.skills.length > 0 ? (
          <div>
            <dt>{t('jobs:applications.sentSkills')}</dt>
            <dd>{profile.skills.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
    </details>
  );
}
