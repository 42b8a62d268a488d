import type { ReactNode } from 'react';
import { SubmitButton, TextField } from '../../../client/components/profile/editor-fields';
import { SectionForm } from '../../../client/components/profile/section-form';
import { formatDate } from '../../../shared/format';
import type { CompletionSection } from '../../../shared/profile/completion';
import { EDITABLE_NETWORKS } from '../../../shared/validation/profile-schemas';
import type { AssessmentSummary } from '../../db/repos/own-profile-repo';
import { saveSocialLinks } from '../../actions/profile';
import { Link } from '../localized-link';
import { requestContext } from '../../context/request-context';
import { formTexts } from './editor-texts';
import { SectionCard } from './section-card';

export function SocialLinksCard({ links, filled }: { links: Readonly<Record<string, string>>; filled: boolean }) {
  const { t } = requestContext();
  const texts = formTexts();
  return (
    <SectionCard
      section="socialLinks"
      title={t('profile:editor.sections.socialLinks')}
      intro={t('profile:editor.intro.socialLinks')}
      filled={filled}
    >
      <SectionForm action={saveSocialLinks} unsavedLabel={texts.unsaved} ariaLabel={t('profile:editor.sections.socialLinks')}>
        <div className="profile-form__grid">
          {EDITABLE_NETWORKS.map((network) => (
            <TextField
              key={network}
              name={network}
              type="url"
              inputMode="url"
              label={t(`profile:editor.links.${network}`)}
              defaultValue={links[network] ?? ''}
              placeholder="https://"
              maxLength={500}
            />
          ))}
        </div>
        <div className="profile-form__actions">
          <SubmitButton pendingLabel={texts.saving}>{texts.save}</SubmitButton>
        </div>
      </SectionForm>
    </SectionCard>
  );
}

/**
 * The resume, photo and video cards of the editor; their forms are the files work's panels
 * (components/candidate-files/profile-file-panels.tsx), which post to /account/files/{kind}.
 */
export function FileCard({
  section,
  kind,
  present,
  children,
}: {
  section: CompletionSection | null;
  kind: 'resume' | 'avatar' | 'video';
  present: boolean;
  children: ReactNode;
}) {
  const { t } = requestContext();
  return (
    <SectionCard
      section={section ?? undefined}
      anchor={kind}
      title={t(`profile:editor.files.${kind}.title`)}
      intro={t(`profile:editor.files.${kind}.intro`)}
      filled={present}
    >
      {children}
    </SectionCard>
  );
}

/** The latest English or personality result, with a link to take (or retake) the test. */
export function AssessmentCard({ kind, result }: { kind: 'english' | 'personality'; result: AssessmentSummary | null }) {
  const { t, locale } = requestContext();
  const section: CompletionSection = kind === 'english' ? 'englishTest' : 'personalityTest';
  return (
    <SectionCard
      section={section}
      title={t(`profile:editor.tests.${kind}.title`)}
      intro={t(`profile:editor.tests.${kind}.intro`)}
      filled={result !== null}
    >
      <div className="profile-test">
        {result ? (
          <dl className="profile-test__result">
            <div>
              <dt>{t('profile:editor.tests.score')}</dt>
              <dd className="profile-test__score">
                {result.score}
                {result.level ? ` (${result.level})` : ''}
              </dd>
            </div>
            <div>
              <dt>{t('profile:editor.tests.date')}</dt>
              <dd>{formatDate(new Date(result.testedAt), locale)}</dd>
            </div>
          </dl>
        ) : (
          <p className="profile-test__none">{t('profile:editor.tests.notTaken')}</p>
        )}
        <Link to={kind === 'english' ? 'assessment-english' : 'assessment-personality'} className="button button--ghost">
          {result ? t('profile:editor.tests.retake') : t('profile:editor.tests.take')}
        </Link>
      </div>
    </SectionCard>
  );
}
