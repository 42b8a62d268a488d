import { SubmitButton, TextAreaField, TextField } from '../../../client/components/profile/editor-fields';
import { ProfileCheckbox } from '../../../client/components/profile/profile-checkbox';
import { SectionForm } from '../../../client/components/profile/section-form';
import { SelectField } from '../../../client/components/profile/select-field';
import type { WorkExperienceRow } from '../../db/repos/own-profile-repo';
import { addWorkExperience, deleteWorkExperience, updateWorkExperience } from '../../actions/profile-items';
import { requestContext } from '../../context/request-context';
import { formTexts, monthOptions, monthYear } from './editor-texts';
import { SectionCard } from './section-card';

/**
 * Work experience, newest first: each item with its own edit form (folded) and delete button,
 * and a form to add one. "Still working here" hides the end fields (CSS :has, so it works
 * without JavaScript too; the server drops them when it is ticked).
 */
export function WorkExperienceCard({ items }: { items: readonly WorkExperienceRow[] }) {
  const { t } = requestContext();
  const texts = formTexts();
  const present = t('profile:present');
  return (
    <SectionCard
      section="workExperience"
      title={t('profile:editor.sections.workExperience')}
      intro={t('profile:editor.intro.workExperience')}
      filled={items.length > 0}
    >
      {items.length > 0 ? (
        <ul className="profile-items">
          {items.map((item) => (
            <li key={item.id} className="profile-item">
              <div className="profile-item__summary">
                <h3 className="profile-item__title">{item.position}</h3>
                <p className="profile-item__org">{item.companyName}</p>
                <p className="profile-item__when">
                  {monthYear(item.startMonth, item.startYear)} –{' '}
                  {item.isCurrent || item.endYear === null || item.endMonth === null ? present : monthYear(item.endMonth, item.endYear)}
                </p>
              </div>
              <div className="profile-item__actions">
                <SectionForm
                  action={updateWorkExperience}
                  unsavedLabel={texts.unsaved}
                  disclosure={{ summary: t('profile:editor.edit') }}
                  ariaLabel={t('profile:editor.editItem', { name: item.position })}
                >
                  <input type="hidden" name="id" value={item.id} />
                  <WorkFields item={item} />
                  <div className="profile-form__actions">
                    <SubmitButton pendingLabel={texts.saving}>{texts.save}</SubmitButton>
                  </div>
                </SectionForm>
                <SectionForm
                  action={deleteWorkExperience}
                  unsavedLabel={texts.unsaved}
                  className="profile-item__delete"
                  ariaLabel={t('profile:editor.deleteItem', { name: item.position })}
                >
                  <input type="hidden" name="id" value={item.id} />
                  <SubmitButton className="button button--ghost button--small">{t('profile:editor.delete')}</SubmitButton>
                </SectionForm>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="profile-card__empty">{t('profile:editor.empty.workExperience')}</p>
      )}
      <SectionForm
        action={addWorkExperience}
        unsavedLabel={texts.unsaved}
        disclosure={{
          summary: t('profile:editor.add.workExperience'),
          open: items.length === 0,
          className: 'profile-disclosure profile-disclosure--add',
        }}
        ariaLabel={t('profile:editor.add.workExperience')}
      >
        <WorkFields item={null} />
        <div className="profile-form__actions">
          <SubmitButton pendingLabel={texts.saving}>{t('profile:editor.add.submit')}</SubmitButton>
        </div>
      </SectionForm>
    </SectionCard>
  );
}

function WorkFields({ item }: { item: WorkExperienceRow | null }) {
  const { t } = requestContext();
  const months = monthOptions();
  const choose = t('profile:editor.choose');
  return (
    <>
      <div className="profile-form__grid">
        <TextField
          name="company_name"
          label={t('profile:editor.fields.company')}
          defaultValue={item?.companyName ?? ''}
          maxLength={200}
          required
        />
        <TextField
          name="position"
          label={t('profile:editor.fields.position')}
          defaultValue={item?.position ?? ''}
          maxLength={200}
          required
        />
      </div>
      <TextAreaField
        name="description"
        label={t('profile:editor.fields.jobDescription')}
        defaultValue={item?.description ?? ''}
        rows={3}
        maxLength={5000}
      />
      <div className="profile-form__grid profile-form__grid--dates">
        <SelectField
          name="start_month"
          label={t('profile:editor.fields.startMonth')}
          placeholder={choose}
          options={months}
          defaultValue={item ? String(item.startMonth) : ''}
        />
        <TextField
          name="start_year"
          label={t('profile:editor.fields.startYear')}
          defaultValue={item ? String(item.startYear) : ''}
          inputMode="numeric"
          maxLength={4}
          placeholder="2020"
        />
      </div>
      <ProfileCheckbox name="is_current" label={t('profile:editor.fields.stillWorking')} defaultChecked={item?.isCurrent ?? false} />
      <div className="profile-form__grid profile-form__grid--dates profile-form__end">
        <SelectField
          name="end_month"
          label={t('profile:editor.fields.endMonth')}
          placeholder={choose}
          options={months}
          defaultValue={item?.endMonth ? String(item.endMonth) : ''}
        />
        <TextField
          name="end_year"
          label={t('profile:editor.fields.endYear')}
          defaultValue={item?.endYear ? String(item.endYear) : ''}
          inputMode="numeric"
          maxLength={4}
          placeholder="2023"
        />
      </div>
    </>
  );
}
