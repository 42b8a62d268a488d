import { SubmitButton, TextAreaField } from '../../../client/components/profile/editor-fields';
import { SectionForm } from '../../../client/components/profile/section-form';
import { saveAboutMe } from '../../actions/profile';
import { requestContext } from '../../context/request-context';
import { formTexts } from './editor-texts';
import { SectionCard } from './section-card';

/** Plain text; line breaks are kept, on the public profile too. */
export function AboutMeCard({ aboutMe, filled }: { aboutMe: string | null; filled: boolean }) {
  const { t } = requestContext();
  const texts = formTexts();
  return (
    <SectionCard section="aboutMe" title={t('profile:editor.sections.aboutMe')} intro={t('profile:editor.intro.aboutMe')} filled={filled}>
      <SectionForm action={saveAboutMe} unsavedLabel={texts.unsaved} ariaLabel={t('profile:editor.sections.aboutMe')}>
        <TextAreaField name="about_me" label={t('profile:editor.fields.aboutMe')} defaultValue={aboutMe ?? ''} rows={6} maxLength={5000} />
        <div className="profile-form__actions">
          <SubmitButton pendingLabel={texts.saving}>{texts.save}</SubmitButton>
        </div>
      </SectionForm>
    </SectionCard>
  );
}
