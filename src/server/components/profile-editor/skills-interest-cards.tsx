import { SubmitButton, TextField } from '../../../client/components/profile/editor-fields';
import { CheckGroup } from '../../../client/components/profile/check-group';
import { MoneyField } from '../../../client/components/forms/money-field';
import { SectionForm } from '../../../client/components/profile/section-form';
import { MultiPicker } from '../../../client/components/profile/multi-picker';
import { SelectField } from '../../../client/components/profile/select-field';
import { EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS } from '../../../shared/job-vocabulary';
import { langOf } from '../../../shared/locales';
import { formatMoneyInput } from '../../../shared/validation/money';
import type { OwnProfile } from '../../db/repos/own-profile-repo';
import type { EditorOptions } from '../../db/repos/profile-options-repo';
import { saveInterest, saveSkills } from '../../actions/profile';
import { requestContext } from '../../context/request-context';
import { formTexts } from './editor-texts';
import { SectionCard } from './section-card';

/** The searchable multi-select's words every use shares. */
function pickerTexts() {
  const { t } = requestContext();
  return {
    loading: t('profile:editor.select.loading'),
    noOptions: t('profile:editor.select.noOptions'),
    remove: t('profile:editor.select.remove'),
  };
}

/** Skills: the searchable multi-select (a comma-separated text box without JavaScript). */
export function SkillsCard({ skills, filled }: { skills: readonly string[]; filled: boolean }) {
  const { t } = requestContext();
  const texts = formTexts();
  return (
    <SectionCard section="skills" title={t('profile:editor.sections.skills')} intro={t('profile:editor.intro.skills')} filled={filled}>
      <SectionForm action={saveSkills} unsavedLabel={texts.unsaved} ariaLabel={t('profile:editor.sections.skills')}>
        <MultiPicker
          name="skills"
          initial={skills}
          sourceUrl="/api/skill-options"
          texts={{
            ...pickerTexts(),
            label: t('profile:editor.fields.skills'),
            hint: t('profile:editor.hints.skills'),
            placeholder: t('profile:editor.placeholders.skills'),
            add: t('profile:editor.select.add'),
          }}
          fallback={
            <TextField
              name="skills"
              label={t('profile:editor.fields.skills')}
              hint={t('profile:editor.hints.skills')}
              defaultValue={skills.join(', ')}
            />
          }
        />
        <div className="profile-form__actions">
          <SubmitButton pendingLabel={texts.saving}>{texts.save}</SubmitButton>
        </div>
      </SectionForm>
    </SectionCard>
  );
}

const money = (n: number | null) => (n === null ? '' : formatMoneyInput(n));

/** What the candidate looks for: field, job types, salaries in rupiah, cities, relocation, positions. */
export function InterestCard({ profile, options, filled }: { profile: OwnProfile | null; options: EditorOptions; filled: boolean }) {
  const { t, locale } = requestContext();
  const texts = formTexts();
  const lang = langOf(locale);
  const byProvince = options.provinces
    .map((p) => ({
      label: p.name,
      options: options.cities.filter((c) => c.provinceId === p.id).map((c) => ({ value: String(c.id), label: c.name })),
    }))
    .filter((g) => g.options.length > 0);
  const relocate =
    profile?.willingToRelocate === null || profile?.willingToRelocate === undefined ? '' : profile.willingToRelocate ? 'yes' : 'no';
  return (
    <SectionCard
      section="interest"
      title={t('profile:editor.sections.interest')}
      intro={t('profile:editor.intro.interest')}
      filled={filled}
    >
      <SectionForm action={saveInterest} unsavedLabel={texts.unsaved} ariaLabel={t('profile:editor.sections.interest')}>
        <div className="profile-form__grid">
          <SelectField
            name="interest_category"
            label={t('profile:editor.fields.fieldOfInterest')}
            placeholder={t('profile:editor.choose')}
            options={options.categories.map((c) => ({ value: String(c.id), label: c.name }))}
            defaultValue={profile?.interestCategoryId ? String(profile.interestCategoryId) : ''}
          />
          <SelectField
            name="willing_to_relocate"
            label={t('profile:editor.fields.willingToRelocate')}
            placeholder={t('profile:editor.choose')}
            options={[
              { value: 'yes', label: t('profile:yes') },
              { value: 'no', label: t('profile:no') },
            ]}
            defaultValue={relocate}
          />
          <MoneyField
            name="current_salary"
            label={t('profile:editor.fields.currentSalary')}
            defaultValue={money(profile?.currentSalary ?? null)}
            hint={t('profile:editor.fields.moneyHint')}
          />
          <MoneyField
            name="expected_salary"
            label={t('profile:editor.fields.expectedSalary')}
            defaultValue={money(profile?.expectedSalary ?? null)}
            hint={t('profile:editor.fields.moneyHint')}
          />
        </div>
        <CheckGroup
          name="job_types"
          legend={t('profile:editor.fields.jobTypes')}
          options={EMPLOYMENT_TYPES.map((code) => ({ value: code, label: EMPLOYMENT_TYPE_LABELS[code][lang] }))}
          defaultValues={profile?.jobTypes ?? []}
        />
        <div className="profile-form__grid">
          <MultiPicker
            name="preferred_cities"
            initial={(profile?.preferredCityIds ?? []).map(String)}
            groups={byProvince}
            texts={{
              ...pickerTexts(),
              label: t('profile:editor.fields.preferredCities'),
              hint: t('profile:editor.hints.preferredCitiesPicker'),
              placeholder: t('profile:editor.placeholders.preferredCities'),
            }}
            fallback={
              // Without JavaScript: the cities grouped by province.
              <SelectField
                name="preferred_cities"
                label={t('profile:editor.fields.preferredCities')}
                hint={t('profile:editor.hints.preferredCities')}
                multiple
                size={8}
                groups={byProvince}
                defaultValue={(profile?.preferredCityIds ?? []).map(String)}
              />
            }
          />
          <TextField
            name="interested_positions"
            label={t('profile:editor.fields.interestedPositions')}
            hint={t('profile:editor.hints.interestedPositions')}
            defaultValue={(profile?.interestedPositions ?? []).join(', ')}
          />
        </div>
        <div className="profile-form__actions">
          <SubmitButton pendingLabel={texts.saving}>{texts.save}</SubmitButton>
        </div>
      </SectionForm>
    </SectionCard>
  );
}
