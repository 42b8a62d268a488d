import { ActionForm } from '../../../client/components/forms/action-form';
import { SubmitButton } from '../../../client/components/forms/fields';
import { setAssessmentsOnProfile } from '../../actions/assessments';
import type { Assessment } from '../../assessments/assessment-rules';
import { requestContext } from '../../context/request-context';

/** The candidate's choice: their latest results on their public profile, or not. */
export function ProfileVisibilityForm({ assessment, shown, notice }: { assessment: Assessment; shown: boolean; notice: string | null }) {
  const { t } = requestContext();
  return (
    <section className="assessment__visibility" aria-labelledby="assessment-visibility">
      <h2 id="assessment-visibility" className="section-title">
        {t('assessments:visibility.title')}
      </h2>
      {notice === 'profile-shown' || notice === 'profile-hidden' ? (
        <p className="alert alert--success" role="status">
          {t(`assessments:visibility.${notice === 'profile-shown' ? 'shown' : 'hidden'}`)}
        </p>
      ) : null}
      <ActionForm action={setAssessmentsOnProfile} className="assessment__delete">
        <input type="hidden" name="assessment" value={assessment} />
        <label className="check">
          <input type="checkbox" name="show" value="on" defaultChecked={shown} /> {t('assessments:visibility.label')}
        </label>
        <SubmitButton className="button button--ghost button--small">{t('assessments:visibility.save')}</SubmitButton>
      </ActionForm>
    </section>
  );
}
