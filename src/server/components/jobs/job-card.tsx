import { JobCardGridShell, type JobCardEntry } from '../../../client/components/jobs/job-card-grid-shell';
import { JobCardFooter, type BookmarkTexts } from '../../../client/components/jobs/job-card-footer';
import { POSITION_PLACEHOLDER } from '../../../shared/bookmark-label';
import { monogramOf } from '../../../shared/monogram';
import { formatDate, formatRelativePosted } from '../../../shared/format';
import { bookmarkedJobIds } from '../../db/repos/bookmarks-repo';
import type { JobCard as JobCardData } from '../../db/repos/job-cards';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { toggleBookmark } from '../../actions/bookmarks';
import { frozenPartOfHtml, frozenPartReference, keptFrozenHtml } from '../../../framework/server';
import { jobCardView, type JobCardView } from './job-card-view';

export { salaryText } from './job-card-view';

export function CompanyLogo({
  name,
  logo,
  size = 48,
  className = 'job-card__logo',
}: {
  name: string;
  logo: string | null;
  size?: number;
  className?: string;
}) {
  if (logo) return <img className={className} src={logo} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  const initials = monogramOf(name);
  return (
    <span className={`${className} company-monogram`} aria-hidden="true">
      {initials}
    </span>
  );
}

/** Posted date: relative text, with the absolute date as the machine-readable value and tooltip. */
export function PostedDate({ date }: { date: Date }) {
  const { t, locale } = requestContext();
  const absolute = formatDate(date, locale);
  return (
    <time dateTime={date.toISOString()} title={absolute}>
      {t('jobs:posted', { relative: formatRelativePosted(date, new Date(), locale), date: absolute })}
    </time>
  );
}

export function ArrangementBadge({ arrangement }: { arrangement: JobCardData['workArrangement'] }) {
  const { t } = requestContext();
  if (arrangement === 'onsite') return null;
  return <span className={`badge badge--${arrangement}`}>{t(`jobs:arrangement.${arrangement}`)}</span>;
}

/** What a card shows above its footer: the same for every visitor (a signed-in visitor's card's frozen part). */
function JobCardBody({ card, headingLevel: Heading }: { card: JobCardView; headingLevel: 'h2' | 'h3' }) {
  const { t } = requestContext();
  return (
    <>
      <div className="job-card__header">
        <CompanyLogo name={card.company} logo={card.logo} />
        <div className="job-card__heading">
          <Heading className="job-card__title">
            <a href={card.href}>{card.title}</a>
          </Heading>
          <p className="job-card__company">
            <a href={card.companyHref}>{card.company}</a>
          </p>
        </div>
      </div>
      <ul className="badge-list" aria-label={t('jobs:card.tags')}>
        {card.badges.map(([modifier, text]) => (
          <li key={text}>
            <span className={modifier ? `badge badge--${modifier}` : 'badge'}>{text}</span>
          </li>
        ))}
      </ul>
      <ul className="job-card__meta">
        <li>
          <span className="visually-hidden">{t('jobs:card.location')}: </span>
          {card.place}
        </li>
      </ul>
      <p className={`job-card__salary${card.salaryHidden ? ' job-card__salary--hidden' : ''}`}>{card.salary}</p>
    </>
  );
}

/** Ids of a page's listing forms: a page can hold several listings (the home page). */
const listingsOnPage = new WeakMap<object, number>();

function bookmarkFormId(): string {
  const context = requestContext();
  const count = (listingsOnPage.get(context) ?? 0) + 1;
  listingsOnPage.set(context, count);
  return `job-bookmarks-${count}`;
}

/**
 * A grid of job cards (search, home, similar jobs, company page, saved jobs): position (the
 * link), company with logo, place, salary or "not disclosed", remote/hybrid badge, posted date
 * and the bookmark button. Loads the signed-in user's bookmarks for all its cards in one query.
 * `columns={3}` keeps three cards per row on wide screens (for narrower page columns).
 * A card is static HTML, the browser hydrates none of its elements; a signed-in visitor's card
 * keeps its posted date and bookmark button live (a click changes the button, which keeps focus).
 */
interface JobCardGridProps {
  jobs: readonly JobCardData[];
  columns?: 3 | 4;
  headingLevel?: 'h2' | 'h3';
  label?: string;
}

const NONE_SAVED: ReadonlySet<number> = new Set();

export function JobCardGrid(props: JobCardGridProps) {
  if (props.jobs.length === 0) return null;
  const { user } = requestContext();
  // A guest has no bookmarks to wait for: a plain component is no payload row of its own that
  // the HTML render must wait for.
  return user ? <SignedInJobCardGrid {...props} userId={user.id} /> : <JobCardGridView {...props} saved={NONE_SAVED} />;
}

async function SignedInJobCardGrid({ userId, ...props }: JobCardGridProps & { userId: number }) {
  const saved = await bookmarkedJobIds(
    db(),
    userId,
    props.jobs.map((job) => job.id),
  );
  return <JobCardGridView {...props} saved={saved} />;
}

function JobCardGridView({ jobs, columns, headingLevel = 'h3', label, saved }: JobCardGridProps & { saved: ReadonlySet<number> }) {
  const { loggedIn, t, locale } = requestContext();
  const position = { position: POSITION_PLACEHOLDER };
  const texts = {
    save: t('jobs:bookmark.save'),
    saved: t('jobs:bookmark.saved'),
    saveLabel: t('jobs:bookmark.label', position),
    savedLabel: t('jobs:bookmark.labelSaved', position),
  };
  const formId = bookmarkFormId();
  const key = jobs.map((job) => job.id).join(',');
  const shell = { formId, loggedIn, bookmarkAction: toggleBookmark, columns, label };
  const views = jobs.map((job) => ({ job, card: jobCardView(job) }));
  if (!loggedIn) {
    // A guest's card changes with nothing on the page (its button only asks to log in): each is
    // kept per job while its posted text stays the same, and the list is one part made of them.
    const items = views.map(({ job, card }) =>
      keptFrozenHtml('job-card', [job, locale, headingLevel, formId, ...card.posted], () => (
        <GuestCardItem card={card} headingLevel={headingLevel} formId={formId} texts={texts} />
      )),
    );
    if (items.every((item) => item !== null))
      return <JobCardGridShell key={key} {...shell} cards={frozenPartOfHtml('job-grid', items.join(''))} />;
  }
  const cards = views.map(({ job, card }): JobCardEntry => ({
    id: card.id,
    ...(card.featured ? { featured: true } : {}),
    // The body shows nothing of the time or the visitor (the footer does): kept per job.
    body: frozenPartReference('job-card', [job, locale, headingLevel], () => <JobCardBody card={card} headingLevel={headingLevel} />),
    footer: { title: card.title, ...(loggedIn && saved.has(card.id) ? { saved: true } : {}), posted: card.posted },
  }));
  return <JobCardGridShell key={key} {...shell} texts={texts} cards={cards} />;
}

/** A guest's card as static HTML: its footer is the one the browser renders for a signed-in visitor. */
function GuestCardItem({
  card,
  headingLevel,
  formId,
  texts,
}: {
  card: JobCardView;
  headingLevel: 'h2' | 'h3';
  formId: string;
  texts: BookmarkTexts;
}) {
  return (
    <li>
      <article className={`job-card${card.featured ? ' job-card--featured' : ''}`}>
        <JobCardBody card={card} headingLevel={headingLevel} />
        <JobCardFooter id={card.id} title={card.title} saved={false} posted={card.posted} formId={formId} texts={texts} />
      </article>
    </li>
  );
}
