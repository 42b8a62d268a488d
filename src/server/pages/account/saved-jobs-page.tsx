import { listSavedJobs, type SavedJobs } from '../../db/repos/bookmarks-repo';
import { BookmarkButton } from '../../components/jobs/bookmark-button';
import { JobCardGrid } from '../../components/jobs/job-card';
import { Link } from '../../components/localized-link';
import { Pagination } from '../../components/pagination';
import { AccountEmptyState, accountListHref, prepareAccountList } from './account-list';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';

const PAGE_SIZE = 20;

interface SavedJobsData {
  readonly saved: SavedJobs;
}

/** /account/bookmark: the jobs the candidate saved, newest first; closed ones listed apart. */
export const savedJobsPage = definePage<SavedJobsData>({
  prepare: async () => {
    const prepared = await prepareAccountList((userId, page) => listSavedJobs(db(), userId, page, PAGE_SIZE));
    return prepared.kind === 'ok' ? { kind: 'ok', data: { saved: prepared.list } } : prepared;
  },
  meta: () => {
    const { t } = requestContext();
    return { title: t('pages:account-bookmark.title'), description: t('pages:account-bookmark.description'), noindex: true };
  },
  Page: ({ data }) => {
    const { t } = requestContext();
    const { saved } = data;
    const open = saved.jobs.filter((job) => job.live);
    const closed = saved.jobs.filter((job) => !job.live);
    return (
      <div className="saved-jobs">
        <h1 className="page-title">{t('pages:account-bookmark.heading')}</h1>
        {saved.total === 0 ? (
          <AccountEmptyState title={t('jobs:saved.emptyTitle')} text={t('jobs:saved.emptyText')} />
        ) : (
          <>
            <p className="lead">{t('jobs:saved.count', { count: saved.total })}</p>
            <JobCardGrid jobs={open} columns={3} headingLevel="h2" label={t('pages:account-bookmark.heading')} />
            {closed.length > 0 ? (
              <section className="saved-jobs__closed" aria-labelledby="saved-closed">
                <h2 id="saved-closed" className="section-title">
                  {t('jobs:saved.closedTitle')}
                </h2>
                <ul className="saved-jobs__closed-list">
                  {closed.map((job) => (
                    <li key={job.id}>
                      <Link to="job" params={{ slug: job.slug, identifier: job.identifier }}>
                        {job.position}
                      </Link>{' '}
                      <span className="text-muted">· {job.company.name}</span>
                      <BookmarkButton jobId={job.id} position={job.position} bookmarked />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <Pagination page={saved.page} pageCount={saved.pageCount} href={accountListHref('/account/bookmark')} />
          </>
        )}
      </div>
    );
  },
});
