import { SubmitButton } from '../../../client/components/profile/editor-fields';
import { SectionForm } from '../../../client/components/profile/section-form';
import { saveVisibility } from '../../actions/profile';
import { Link } from '../localized-link';
import { requestContext } from '../../context/request-context';
import { formTexts } from './editor-texts';

/** Public or private; the owner can always look at their page (a private one with a "preview" banner). */
export function VisibilityCard({ visibility, identifier }: { visibility: 'public' | 'private'; identifier: string | null }) {
  const { t } = requestContext();
  const texts = formTexts();
  return (
    <section id="visibility" className="card profile-visibility" aria-labelledby="visibility-title">
      <h2 id="visibility-title" className="profile-card__title">
        {t('profile:editor.visibility.title')}
      </h2>
      <p className="profile-card__intro">
        {visibility === 'public' ? t('profile:editor.visibility.isPublic') : t('profile:editor.visibility.isPrivate')}
      </p>
      <SectionForm
        action={saveVisibility}
        unsavedLabel={texts.unsaved}
        className="profile-form profile-visibility__form"
        ariaLabel={t('profile:editor.visibility.title')}
      >
        <fieldset className="profile-visibility__choices">
          <legend className="visually-hidden">{t('profile:editor.visibility.title')}</legend>
          {(['public', 'private'] as const).map((value) => (
            <label key={`${value}-${visibility}`} className="profile-choice">
              <input type="radio" name="visibility" value={value} defaultChecked={visibility === value} />
              <span>
                <strong>{t(`profile:editor.visibility.${value}`)}</strong>
                <small>{t(`profile:editor.visibility.${value}Hint`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="profile-form__actions">
          <SubmitButton pendingLabel={texts.saving}>{texts.save}</SubmitButton>
          {identifier ? (
            <Link to="profile" params={{ identifier }} className="button button--link">
              {t('profile:editor.visibility.view')}
            </Link>
          ) : null}
        </div>
      </SectionForm>
    </section>
  );
}
