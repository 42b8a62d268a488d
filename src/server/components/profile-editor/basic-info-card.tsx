import { SubmitButton, TextField } from '../../../client/components/profile/editor-fields';
import { LocationFields } from '../../../client/components/profile/location-fields';
import { SectionForm } from '../../../client/components/profile/section-form';
import { SelectField } from '../../../client/components/profile/select-field';
import {
  AVAILABILITIES,
  GENDERS,
  JOB_SEEKING_STATUSES,
  RELATIONSHIP_STATUSES,
  RESIDENCE_STATUSES,
} from '../../../shared/validation/profile-schemas';
import type { OwnProfile } from '../../db/repos/own-profile-repo';
import type { EditorOptions } from '../../db/repos/profile-options-repo';
import { saveBasicInfo } from '../../actions/profile';
import { requestContext } from '../../context/request-context';
import { codeOptions, formTexts } from './editor-texts';
import { SectionCard } from './section-card';

/** Who the candidate is and where: name, headline, contact, personal details, address, job-seeking status. */
export function BasicInfoCard({
  profile,
  options,
  fullName,
  filled,
}: {
  profile: OwnProfile | null;
  options: EditorOptions;
  fullName: string;
  filled: boolean;
}) {
  const { t } = requestContext();
  const texts = formTexts();
  const choose = t('profile:editor.choose');
  return (
    <SectionCard
      section="basicInfo"
      title={t('profile:editor.sections.basicInfo')}
      intro={t('profile:editor.intro.basicInfo')}
      filled={filled}
    >
      <SectionForm action={saveBasicInfo} unsavedLabel={texts.unsaved} ariaLabel={t('profile:editor.sections.basicInfo')}>
        <div className="profile-form__grid">
          <TextField
            name="full_name"
            label={t('profile:editor.fields.fullName')}
            defaultValue={fullName}
            autoComplete="name"
            maxLength={100}
            required
          />
          <TextField
            name="headline"
            label={t('profile:editor.fields.headline')}
            defaultValue={profile?.headline ?? ''}
            maxLength={160}
            placeholder={t('profile:editor.placeholders.headline')}
          />
          <TextField
            name="phone"
            type="tel"
            label={t('profile:editor.fields.phone')}
            defaultValue={profile?.phone ?? ''}
            autoComplete="tel"
            placeholder="+62 812-3456-7890"
          />
          <TextField
            name="date_of_birth"
            type="date"
            label={t('profile:editor.fields.dateOfBirth')}
            defaultValue={profile?.dateOfBirth ?? ''}
            autoComplete="bday"
          />
          <SelectField
            name="gender"
            label={t('profile:editor.fields.gender')}
            placeholder={choose}
            options={codeOptions(GENDERS, 'profile:editor.gender')}
            defaultValue={profile?.gender ?? ''}
          />
          <SelectField
            name="relationship_status"
            label={t('profile:editor.fields.relationshipStatus')}
            placeholder={choose}
            options={codeOptions(RELATIONSHIP_STATUSES, 'profile:editor.relationship')}
            defaultValue={profile?.relationshipStatus ?? ''}
          />
          <SelectField
            name="residence_status"
            label={t('profile:editor.fields.residenceStatus')}
            placeholder={choose}
            options={codeOptions(RESIDENCE_STATUSES, 'profile:editor.residence')}
            defaultValue={profile?.residenceStatus ?? ''}
          />
          <TextField
            name="citizenship"
            label={t('profile:editor.fields.citizenship')}
            hint={t('profile:editor.hints.country')}
            defaultValue={profile?.citizenship ?? 'ID'}
            maxLength={2}
            autoComplete="off"
          />
          <TextField name="hobby" label={t('profile:editor.fields.hobby')} defaultValue={profile?.hobby ?? ''} maxLength={300} />
        </div>
        <fieldset className="profile-form__group">
          <legend>{t('profile:editor.fields.address')}</legend>
          <div className="profile-form__grid">
            <TextField
              name="address_country"
              label={t('profile:editor.fields.country')}
              hint={t('profile:editor.hints.country')}
              defaultValue={profile?.addressCountry ?? 'ID'}
              maxLength={2}
              autoComplete="country"
            />
            <LocationFields
              provinces={options.provinces.map((p) => ({ value: String(p.id), label: p.name }))}
              cities={options.cities.map((c) => ({ value: String(c.id), label: c.name, provinceId: String(c.provinceId) }))}
              defaultProvince={profile?.addressProvinceId ? String(profile.addressProvinceId) : ''}
              defaultCity={profile?.addressCityId ? String(profile.addressCityId) : ''}
              labels={{ province: t('profile:editor.fields.province'), city: t('profile:editor.fields.city'), choose }}
            />
            <TextField
              name="address_subdistrict"
              label={t('profile:editor.fields.subdistrict')}
              defaultValue={profile?.addressSubdistrict ?? ''}
              maxLength={100}
            />
            <TextField
              name="address_post_code"
              label={t('profile:editor.fields.postCode')}
              defaultValue={profile?.addressPostCode ?? ''}
              maxLength={10}
              autoComplete="postal-code"
              inputMode="numeric"
            />
          </div>
        </fieldset>
        <div className="profile-form__grid">
          <SelectField
            name="status"
            label={t('profile:editor.fields.status')}
            placeholder={choose}
            options={codeOptions(JOB_SEEKING_STATUSES, 'profile:status')}
            defaultValue={profile?.status ?? ''}
          />
          <SelectField
            name="availability"
            label={t('profile:editor.fields.availability')}
            placeholder={choose}
            options={codeOptions(AVAILABILITIES, 'profile:availability')}
            defaultValue={profile?.availability ?? ''}
          />
        </div>
        <div className="profile-form__actions">
          <SubmitButton pendingLabel={texts.saving}>{texts.save}</SubmitButton>
        </div>
      </SectionForm>
    </SectionCard>
  );
}
