import { ExpandableText } from '../../../client/components/expandable-text';
import { formatDate } from '../../../shared/format';
import { langOf } from '../../../shared/locales';
import { getPublicProfile, type PublicProfile } from '../../db/repos/profiles-repo';
import { findOwnProfile } from '../../db/repos/public-pages-repo';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Link } from '../../components/localized-link';
import { loginRedirect } from '../../../shared/login-redirect';
import { db, siteContent } from '../../context/app-services';
import { localPath } from '../../context/local-path';
import { requestContext } from '../../context/request-context';
import { optionLabel } from '../../site-content/option-select';
import { definePage } from '../../page-contract/page-module';

type ProfileData =
  | { readonly mode: 'public'; readonly profile: PublicProfile; readonly own: boolean }
  /** The signed-in candidate's own profile is private (or not created yet): say so, link to editing. */
  | { readonly mode: 'own-private'; readonly identifier: string | null };

/**
 * /profile/{identifier?}: a candidate's public profile (404 when private or
 * unknown); without an identifier, the signed-in candidate's own profile or the login page.
 */
export const profilePage = definePage<ProfileData>({
  prepare: async (params) => {
    const { user, locale, path } = requestContext();
    if (params.identifier) {
      // The owner also finds their private profile (shown as a preview); everyone else gets 404.
      const profile = await getPublicProfile(db(), params.identifier, user?.id ?? null);
      if (!profile) return { kind: 'not-found' };
      const own = user ? (await findOwnProfile(db(), user.id))?.identifier === profile.identifier : false;
      return { kind: 'ok', data: { mode: 'public', profile, own } };
    }
    if (!user) return { kind: 'redirect', location: loginRedirect(locale, path), status: 302 };
    const mine = await findOwnProfile(db(), user.id);
    if (mine) {
      const profile = await getPublicProfile(db(), mine.identifier, user.id);
      if (profile) return { kind: 'ok', data: { mode: 'public', profile, own: true } };
    }
    return { kind: 'ok', data: { mode: 'own-private', identifier: mine?.identifier ?? null } };
  },
  meta: (data) => {
    const { t } = requestContext();
    const crumbs = [
      { name: t('content:home'), path: '/' },
      { name: data.mode === 'public' ? data.profile.name : t('pages:profile.title') },
    ];
    if (data.mode === 'own-private') {
      return { title: t('profile:own.title'), description: t('pages:profile.description'), noindex: true, breadcrumbs: crumbs };
    }
    const { profile } = data;
    return {
      title: t('profile:meta.title', { name: profile.name }),
      description: profile.headline
        ? t('profile:meta.description', { name: profile.name, headline: profile.headline })
        : t('pages:profile.description'),
      canonicalPath: `/profile/${encodeURIComponent(profile.identifier)}`,
      // Candidates' pages stay out of search engines even when public (shared by link only).
      noindex: true,
      ogType: 'profile',
      image: avatarOf(profile) ?? undefined,
      breadcrumbs: crumbs,
    };
  },
  Page: ({ data }) => {
    const { t } = requestContext();
    if (data.mode === 'own-private') {
      return (
        <section className="page-section container">
          <Breadcrumbs items={[{ name: t('content:home'), path: '/' }, { name: t('pages:profile.title') }]} />
          <h1 className="page-title">{t('profile:own.title')}</h1>
          <p className="lead">{data.identifier ? t('profile:own.private') : t('profile:own.missing')}</p>
          <p>
            <Link to="account-edit-profile" className="button button--primary">
              {t('profile:own.edit')}
            </Link>
          </p>
        </section>
      );
    }
    return <PublicProfileView profile={data.profile} own={data.own} />;
  },
});

/** The Big Five factors as the personality test scores them (0–100 each); its overall "score" only says it was finished. */
const PERSONALITY_FACTORS = ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'stability'] as const;

/** The uploaded photo when there is one, else a seeded picture's address. */
function avatarOf(profile: PublicProfile): string | null {
  return profile.avatarStored ? `/api/profiles/${encodeURIComponent(profile.identifier)}/avatar` : profile.avatar;
}

function yearRange(start: number | null, end: number | null, current: boolean, present: string): string {
  if (!start && !end) return current ? present : '';
  return `${start ?? '…'} – ${current ? present : (end ?? '…')}`;
}

function PublicProfileView({ profile, own }: { profile: PublicProfile; own: boolean }) {
  const { t, locale } = requestContext();
  const lang = langOf(locale);
  const present = t('profile:present');
  // Degrees are stored as option codes ("bachelor"); visitors read the site's label for them.
  const degree = (code: string) => optionLabel(siteContent(), 'degree', code, locale);
  const month = (m: number, y: number) =>
    new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
  return (
    <article className="page-section container profile-page">
      <Breadcrumbs items={[{ name: t('content:home'), path: '/' }, { name: profile.name }]} />
      {own && !profile.isPublic ? (
        <div className="alert profile-preview-banner" role="status">
          <span>{t('profile:preview.banner')}</span>
          <a href={`${localPath('/account/edit-profile')}#visibility`} className="button button--ghost button--small">
            {t('profile:preview.makePublic')}
          </a>
        </div>
      ) : null}
      <header className="profile-page__header">
        {avatarOf(profile) ? (
          <img
            className="profile-page__avatar"
            src={avatarOf(profile)!}
            alt=""
            width={120}
            height={120}
            data-testid="profile-page-avatar"
          />
        ) : null}
        <div>
          <h1 className="page-title">{profile.name}</h1>
          {profile.headline ? <p className="lead">{profile.headline}</p> : null}
          <p className="profile-page__meta">
            {profile.location ? <span>{`${profile.location.city[lang]}, ${profile.location.province[lang]}`}</span> : null}
            {profile.status ? (
              <span className="badge badge--success">{t(`profile:status.${profile.status}`, { defaultValue: profile.status })}</span>
            ) : null}
            {profile.availability ? (
              <span className="badge">{t(`profile:availability.${profile.availability}`, { defaultValue: profile.availability })}</span>
            ) : null}
          </p>
          {own ? (
            <p>
              <Link to="account-edit-profile" className="button button--ghost">
                {t('profile:own.edit')}
              </Link>
            </p>
          ) : null}
        </div>
      </header>

      {profile.video ? (
        <section className="profile-section" aria-labelledby="profile-video">
          <h2 id="profile-video">{t('files:video.publicTitle')}</h2>
          <video
            className="profile-file__player"
            src={`/api/profiles/${encodeURIComponent(profile.identifier)}/video`}
            controls
            preload="metadata"
            playsInline
            aria-label={t('files:video.publicLabel', { name: profile.name })}
            data-testid="profile-page-video"
          />
        </section>
      ) : null}

      {profile.aboutMe ? (
        <section className="profile-section" aria-labelledby="profile-about">
          <h2 id="profile-about">{t('profile:sections.about')}</h2>
          <ExpandableText moreLabel={t('profile:preview.readMore')} lessLabel={t('profile:preview.readLess')}>
            <p className="profile-about">{profile.aboutMe}</p>
          </ExpandableText>
        </section>
      ) : null}

      {profile.workExperiences.length > 0 ? (
        <section className="profile-section" aria-labelledby="profile-work">
          <h2 id="profile-work">{t('profile:sections.work')}</h2>
          <ol className="timeline">
            {profile.workExperiences.map((work, index) => (
              <li key={index}>
                <h3>{work.position}</h3>
                <p className="timeline__org">{work.companyName}</p>
                <p className="timeline__when">
                  {month(work.start.month, work.start.year)} –{' '}
                  {work.isCurrent || !work.end ? present : month(work.end.month, work.end.year)}
                </p>
                {work.description ? <p>{work.description}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {profile.educations.length > 0 ? (
        <section className="profile-section" aria-labelledby="profile-education">
          <h2 id="profile-education">{t('profile:sections.education')}</h2>
          <ol className="timeline">
            {profile.educations.map((education, index) => (
              <li key={index}>
                <h3>{education.institution}</h3>
                <p className="timeline__org">
                  {[education.degree && degree(education.degree), education.fieldOfStudy].filter(Boolean).join(', ')}
                </p>
                <p className="timeline__when">{yearRange(education.startYear, education.endYear, education.isCurrent, present)}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {profile.organizationExperiences.length > 0 ? (
        <section className="profile-section" aria-labelledby="profile-organizations">
          <h2 id="profile-organizations">{t('profile:sections.organizations')}</h2>
          <ul className="timeline">
            {profile.organizationExperiences.map((org, index) => (
              <li key={index}>
                <h3>{org.organizationName}</h3>
                <p className="timeline__org">{org.position}</p>
                <p className="timeline__when">{yearRange(org.startYear, org.endYear, org.isCurrent, present)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {profile.skills.length > 0 ? (
        <section className="profile-section" aria-labelledby="profile-skills">
          <h2 id="profile-skills">{t('profile:sections.skills')}</h2>
          <ul className="badge-list">
            {profile.skills.map((skill) => (
              <li key={skill}>
                <span className="badge badge--brand">{skill}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {profile.awards.length > 0 ? (
        <section className="profile-section" aria-labelledby="profile-awards">
          <h2 id="profile-awards">{t('profile:sections.awards')}</h2>
          <ul>
            {profile.awards.map((award, index) => (
              <li key={index}>
                {award.name}
                {award.issuer ? ` — ${award.issuer}` : ''}
                {award.year ? ` (${award.year})` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {profile.englishTest || profile.personalityTest ? (
        <section className="profile-section" aria-labelledby="profile-assessments">
          <h2 id="profile-assessments">{t('profile:sections.assessments')}</h2>
          <dl className="profile-facts">
            {profile.englishTest ? (
              <div>
                <dt>{t('profile:english')}</dt>
                <dd>
                  {t('profile:score', { score: profile.englishTest.score })}
                  {profile.englishTest.level ? ` (${profile.englishTest.level})` : ''} · {formatDate(profile.englishTest.testedAt, locale)}
                </dd>
              </div>
            ) : null}
            {profile.personalityTest ? (
              <div>
                <dt>{t('profile:personality')}</dt>
                <dd>
                  {PERSONALITY_FACTORS.filter((factor) => typeof profile.personalityTest!.traits[factor] === 'number')
                    .map((factor) => `${t(`assessments:personality.factors.${factor}.name`)} ${profile.personalityTest!.traits[factor]}`)
                    .join(' · ')}{' '}
                  · {formatDate(profile.personalityTest.testedAt, locale)}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}

      {profile.interest.interestedPositions.length > 0 || profile.interest.category ? (
        <section className="profile-section" aria-labelledby="profile-interest">
          <h2 id="profile-interest">{t('profile:sections.interest')}</h2>
          <dl className="profile-facts">
            {profile.interest.category ? (
              <div>
                <dt>{t('profile:interest.field')}</dt>
                <dd>{profile.interest.category[lang]}</dd>
              </div>
            ) : null}
            {profile.interest.interestedPositions.length > 0 ? (
              <div>
                <dt>{t('profile:interest.positions')}</dt>
                <dd>{profile.interest.interestedPositions.join(', ')}</dd>
              </div>
            ) : null}
            {profile.interest.willingToRelocate !== null ? (
              <div>
                <dt>{t('profile:interest.relocate')}</dt>
                <dd>{profile.interest.willingToRelocate ? t('profile:yes') : t('profile:no')}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}

      {profile.socialLinks.length > 0 ? (
        <section className="profile-section" aria-labelledby="profile-links">
          <h2 id="profile-links">{t('profile:sections.links')}</h2>
          <ul className="profile-links">
            {profile.socialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener nofollow ugc" target="_blank">
                  {t(`profile:network.${link.network}`, { defaultValue: link.network })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
