import { TextField } from '../../../client/components/profile/editor-fields';
import { ProfileCheckbox } from '../../../client/components/profile/profile-checkbox';
import { SelectField } from '../../../client/components/profile/select-field';
import { DEGREES } from '../../../shared/validation/profile-item-schemas';
import type { AwardRow, EducationRow, OrganizationRow } from '../../db/repos/own-profile-repo';
import {
  addAward,
  addEducation,
  addOrganization,
  deleteAward,
  deleteEducation,
  deleteOrganization,
  updateAward,
  updateEducation,
  updateOrganization,
} from '../../actions/profile-items';
import { requestContext } from '../../context/request-context';
import { siteContent } from '../../context/app-services';
import { optionLabel } from '../../site-content/option-select';
import { ItemListCard, yearSpan } from './item-list-card';

/** Organization experience, education and awards: the shorter list sections. */

function YearFields({
  start,
  end,
  current,
  currentLabel,
}: {
  start: number | null;
  end: number | null;
  current: boolean;
  currentLabel: string;
}) {
  const { t } = requestContext();
  return (
    <>
      <TextField
        name="start_year"
        label={t('profile:editor.fields.startYear')}
        defaultValue={start ? String(start) : ''}
        inputMode="numeric"
        maxLength={4}
      />
      <ProfileCheckbox name="is_current" label={currentLabel} defaultChecked={current} />
      <div className="profile-form__end">
        <TextField
          name="end_year"
          label={t('profile:editor.fields.endYear')}
          defaultValue={end ? String(end) : ''}
          inputMode="numeric"
          maxLength={4}
        />
      </div>
    </>
  );
}

export function OrganizationCard({ items }: { items: readonly OrganizationRow[] }) {
  const { t } = requestContext();
  const present = t('profile:present');
  return (
    <ItemListCard
      section="organizationExperience"
      title={t('profile:editor.sections.organizationExperience')}
      intro={t('profile:editor.intro.organizationExperience')}
      empty={t('profile:editor.empty.organizationExperience')}
      addLabel={t('profile:editor.add.organizationExperience')}
      items={items.map((row) => ({
        id: row.id,
        title: row.organizationName,
        subtitle: row.position,
        when: yearSpan(row.startYear, row.endYear, row.isCurrent, present),
        row,
      }))}
      actions={{ add: addOrganization, update: updateOrganization, remove: deleteOrganization }}
      fields={(row) => (
        <div className="profile-form__grid">
          <TextField
            name="organization_name"
            label={t('profile:editor.fields.organization')}
            defaultValue={row?.organizationName ?? ''}
            maxLength={200}
            required
          />
          <TextField
            name="position"
            label={t('profile:editor.fields.position')}
            defaultValue={row?.position ?? ''}
            maxLength={200}
            required
          />
          <YearFields
            start={row?.startYear ?? null}
            end={row?.endYear ?? null}
            current={row?.isCurrent ?? false}
            currentLabel={t('profile:editor.fields.stillInvolved')}
          />
        </div>
      )}
    />
  );
}

export function EducationCard({ items }: { items: readonly EducationRow[] }) {
  const { t, locale } = requestContext();
  const present = t('profile:present');
  const degree = (code: string) => optionLabel(siteContent(), 'degree', code, locale);
  return (
    <ItemListCard
      section="education"
      title={t('profile:editor.sections.education')}
      intro={t('profile:editor.intro.education')}
      empty={t('profile:editor.empty.education')}
      addLabel={t('profile:editor.add.education')}
      items={items.map((row) => ({
        id: row.id,
        title: row.institution,
        subtitle: [degree(row.degree), row.fieldOfStudy].filter(Boolean).join(', '),
        when: yearSpan(row.startYear, row.endYear, row.isCurrent, present),
        row,
      }))}
      actions={{ add: addEducation, update: updateEducation, remove: deleteEducation }}
      fields={(row) => (
        <div className="profile-form__grid">
          <TextField
            name="institution"
            label={t('profile:editor.fields.institution')}
            defaultValue={row?.institution ?? ''}
            maxLength={200}
            required
          />
          <SelectField
            name="degree"
            label={t('profile:editor.fields.degree')}
            placeholder={t('profile:editor.choose')}
            options={DEGREES.map((code) => ({ value: code, label: degree(code) }))}
            defaultValue={row?.degree ?? ''}
          />
          <TextField
            name="field_of_study"
            label={t('profile:editor.fields.fieldOfStudy')}
            defaultValue={row?.fieldOfStudy ?? ''}
            maxLength={200}
          />
          <YearFields
            start={row?.startYear ?? null}
            end={row?.endYear ?? null}
            current={row?.isCurrent ?? false}
            currentLabel={t('profile:editor.fields.stillStudying')}
          />
        </div>
      )}
    />
  );
}

export function AwardsCard({ items }: { items: readonly AwardRow[] }) {
  const { t } = requestContext();
  return (
    <ItemListCard
      section="awards"
      title={t('profile:editor.sections.awards')}
      intro={t('profile:editor.intro.awards')}
      empty={t('profile:editor.empty.awards')}
      addLabel={t('profile:editor.add.awards')}
      items={items.map((row) => ({ id: row.id, title: row.name, subtitle: row.issuer, when: row.year ? String(row.year) : null, row }))}
      actions={{ add: addAward, update: updateAward, remove: deleteAward }}
      fields={(row) => (
        <div className="profile-form__grid">
          <TextField name="name" label={t('profile:editor.fields.awardName')} defaultValue={row?.name ?? ''} maxLength={200} required />
          <TextField name="issuer" label={t('profile:editor.fields.issuer')} defaultValue={row?.issuer ?? ''} maxLength={200} />
          <TextField
            name="year"
            label={t('profile:editor.fields.year')}
            defaultValue={row?.year ? String(row.year) : ''}
            inputMode="numeric"
            maxLength={4}
          />
        </div>
      )}
    />
  );
}
