import { formatMoney } from '../../../shared/format';
import { langOf } from '../../../shared/locales';
import { requestContext } from '../../context/request-context';
import type { JobsForYou, Reason } from '../../job-alerts/jobs-for-you';
import { Link } from '../localized-link';

function reasonText(reason: Reason): string {
  const { t, locale } = requestContext();
  const lang = langOf(locale);
  switch (reason.kind) {
    case 'city':
      return t('jobs:forYou.reason.city', { place: reason.place[lang] });
    case 'position':
      return t('jobs:forYou.reason.position', { position: reason.position });
    case 'field':
      return t('jobs:forYou.reason.field', { field: reason.field[lang] });
    case 'type':
      return t('jobs:forYou.reason.type', { type: t(`jobs:type.${reason.type}`).toLowerCase() });
    case 'salary':
      return t('jobs:forYou.reason.salary', { amount: formatMoney(reason.amount, 'IDR', locale) });
    case 'alert':
      return t('jobs:forYou.reason.alert', { name: reason.name });
  }
}

/** "Jobs for you" (home page, account): each job with why it is there, or what to fill in first. */
export function JobsForYouSection({ found, headingLevel = 'h2' }: { found: JobsForYou; headingLevel?: 'h2' | 'h3' }) {
  const { t, locale } = requestContext();
  const Heading = headingLevel;
  return (
    <section className="jobs-for-you" aria-labelledby="jobs-for-you-title" data-testid="jobs-for-you">
      <Heading id="jobs-for-you-title" className="section-title">
        {t('jobs:forYou.title')}
      </Heading>
      {found.emptyInterest ? (
        <p className="jobs-for-you__empty">
          {t('jobs:forYou.empty')} <Link to="account-edit-profile">{t('jobs:forYou.fillIn')}</Link>
        </p>
      ) : found.jobs.length === 0 ? (
        <p className="text-muted">{t('jobs:forYou.none')}</p>
      ) : (
        <ul className="jobs-for-you__list">
          {found.jobs.map(({ job, reasons }) => (
            <li key={job.id} className="card jobs-for-you__card">
              <Link to="job" params={{ slug: job.slug, identifier: job.identifier }} className="jobs-for-you__title">
                {job.position}
              </Link>
              <p className="text-muted jobs-for-you__meta">
                {job.company.name} · {job.location.city[langOf(locale)]}
              </p>
              <p className="jobs-for-you__why">
                {t('jobs:forYou.why')} {reasons.map(reasonText).join('; ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
