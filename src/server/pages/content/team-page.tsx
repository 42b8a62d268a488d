import { FlipCard } from '../../../client/components/flip-card';
import { listTeamMembers, type TeamMember } from '../../db/repos/content-repo';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';

/** /team: the team with flip cards: photo and name in front, role, bio and LinkedIn behind. */
export const teamPage = definePage<readonly TeamMember[]>({
  prepare: async () => ({ kind: 'ok', data: await listTeamMembers(db(), requestContext().locale) }),
  meta: () => {
    const { t } = requestContext();
    return {
      title: t('pages:team.title'),
      description: t('pages:team.description'),
      breadcrumbs: [{ name: t('content:home'), path: '/' }, { name: t('pages:team.title') }],
    };
  },
  Page: ({ data: members }) => {
    const { t } = requestContext();
    return (
      <>
        <section className="page-section container">
          <Breadcrumbs items={[{ name: t('content:home'), path: '/' }, { name: t('pages:team.title') }]} />
          <h1 className="page-title">{t('pages:team.heading')}</h1>
          <p className="lead">{t('pages:team.description')}</p>
          <p className="text-muted team-hint">{t('content:team.hint')}</p>
        </section>
        <section className="container page-section" aria-label={t('content:team.listLabel')}>
          <ul className="team-grid">
            {members.map((member) => (
              <li key={member.id}>
                <FlipCard
                  toggleLabel={t('content:team.toggle', { name: member.name })}
                  front={
                    <>
                      {member.photo ? (
                        <img className="flip-card__image" src={member.photo} alt="" width={400} height={500} loading="lazy" />
                      ) : null}
                      <div className="flip-card__caption">
                        <h2 className="flip-card__name">{member.name}</h2>
                        <p className="flip-card__role">{member.role}</p>
                      </div>
                    </>
                  }
                  back={
                    <>
                      <p className="flip-card__name" aria-hidden="true">
                        {member.name}
                      </p>
                      <p className="flip-card__bio">{member.bio}</p>
                      {member.linkedinUrl ? (
                        <p>
                          <a href={member.linkedinUrl} rel="noopener" target="_blank">
                            {t('content:team.linkedin', { name: member.name })}
                          </a>
                        </p>
                      ) : null}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      </>
    );
  },
});
