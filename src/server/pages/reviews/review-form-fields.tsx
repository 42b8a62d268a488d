import { TextAreaField, TextField } from '../../../client/components/forms/fields';
import { MoneyField } from '../../../client/components/forms/money-field';
import { ChoiceGroup, SelectField, type Option } from '../../../client/components/reviews/review-fields';
import { EMPLOYMENT_TYPES } from '../../../shared/job-vocabulary';
import {
  EMPLOYMENT_STATUSES,
  INTERVIEW_EXPERIENCES,
  INTERVIEW_OUTCOMES,
  INTERVIEW_SOURCES,
  PAY_PERIODS,
  REVIEW_BENEFITS,
  REVIEW_LIMITS,
  SUB_RATINGS,
} from '../../../shared/validation/review-schemas';
import { requestContext } from '../../context/request-context';

type Values = Record<string, string | string[]>;

const one = (values: Values, name: string): string | undefined => {
  const value = values[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};
const list = (values: Values, name: string): string[] => {
  const value = values[name];
  return value === undefined ? [] : typeof value === 'string' ? (value ? [value] : []) : value;
};

function options(values: readonly string[], key: string): Option[] {
  const { t } = requestContext();
  return values.map((value) => ({ value, label: t(`${key}.${value}`) }));
}

function Stars({ name, legend, values, hint }: { name: string; legend: string; values: Values; hint?: string }) {
  const { t } = requestContext();
  const stars = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t('reviews:form.stars', { count: n }) }));
  return <ChoiceGroup name={name} legend={legend} options={stars} stars defaultValues={list(values, name)} hint={hint} />;
}

function EmploymentFields({ values }: { values: Values }) {
  const { t } = requestContext();
  return (
    <>
      <TextField
        name="job_title"
        label={t('reviews:fields.jobTitle')}
        maxLength={REVIEW_LIMITS.shortMax}
        defaultValue={one(values, 'job_title')}
        autoComplete="organization-title"
      />
      <SelectField
        name="employment_type"
        label={t('reviews:fields.employmentType')}
        options={options(EMPLOYMENT_TYPES, 'reviews:employmentType')}
        defaultValue={one(values, 'employment_type')}
        placeholder={t('reviews:form.choose')}
      />
      <ChoiceGroup
        name="employment_status"
        legend={t('reviews:fields.employmentStatus')}
        options={options(EMPLOYMENT_STATUSES, 'reviews:employmentStatus')}
        defaultValues={list(values, 'employment_status')}
      />
    </>
  );
}

export function CompanyReviewFields({ values }: { values: Values }) {
  const { t } = requestContext();
  return (
    <>
      <Stars name="rating" legend={t('reviews:fields.overall')} values={values} />
      <fieldset className="review-form__group">
        <legend>{t('reviews:fields.subRatings')}</legend>
        {SUB_RATINGS.map((name) => (
          <Stars key={name} name={`rating_${name}`} legend={t(`reviews:subRating.${name}`)} values={values} />
        ))}
      </fieldset>
      <TextField
        name="headline"
        label={t('reviews:fields.headline')}
        maxLength={REVIEW_LIMITS.titleMax}
        defaultValue={one(values, 'headline')}
      />
      <TextAreaField
        name="pros"
        label={t('reviews:fields.pros')}
        maxLength={REVIEW_LIMITS.textMax}
        rows={4}
        defaultValue={one(values, 'pros')}
      />
      <TextAreaField
        name="cons"
        label={t('reviews:fields.cons')}
        maxLength={REVIEW_LIMITS.textMax}
        rows={4}
        defaultValue={one(values, 'cons')}
      />
      <TextAreaField
        name="advice"
        label={t('reviews:fields.advice')}
        maxLength={REVIEW_LIMITS.textMax}
        rows={3}
        defaultValue={one(values, 'advice')}
      />
      <EmploymentFields values={values} />
      <TextField
        name="last_year"
        label={t('reviews:fields.lastYear')}
        inputMode="numeric"
        maxLength={4}
        defaultValue={one(values, 'last_year')}
        hint={t('reviews:fields.lastYearHint')}
      />
      <ChoiceGroup
        name="recommend"
        legend={t('reviews:fields.recommend')}
        options={options(['yes', 'no'], 'reviews:recommend')}
        defaultValues={list(values, 'recommend')}
      />
    </>
  );
}

export function InterviewFields({ values }: { values: Values }) {
  const { t, locale } = requestContext();
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, i, 1))),
  }));
  return (
    <>
      <TextField
        name="job_title"
        label={t('reviews:fields.jobTitle')}
        maxLength={REVIEW_LIMITS.shortMax}
        defaultValue={one(values, 'job_title')}
      />
      <div className="review-form__row">
        <SelectField
          name="month"
          label={t('reviews:fields.month')}
          options={months}
          defaultValue={one(values, 'month')}
          placeholder={t('reviews:form.choose')}
        />
        <TextField name="year" label={t('reviews:fields.year')} inputMode="numeric" maxLength={4} defaultValue={one(values, 'year')} />
      </div>
      <SelectField
        name="source"
        label={t('reviews:fields.source')}
        options={options(INTERVIEW_SOURCES, 'reviews:source')}
        defaultValue={one(values, 'source')}
        placeholder={t('reviews:form.choose')}
      />
      <ChoiceGroup
        name="experience"
        legend={t('reviews:fields.experience')}
        options={options(INTERVIEW_EXPERIENCES, 'reviews:experience')}
        defaultValues={list(values, 'experience')}
      />
      <Stars name="difficulty" legend={t('reviews:fields.difficulty')} values={values} hint={t('reviews:fields.difficultyHint')} />
      <TextAreaField
        name="process"
        label={t('reviews:fields.process')}
        maxLength={REVIEW_LIMITS.textMax}
        rows={5}
        defaultValue={one(values, 'process')}
      />
      <TextAreaField
        name="questions"
        label={t('reviews:fields.questions')}
        rows={4}
        defaultValue={one(values, 'questions')}
        placeholder={t('reviews:fields.questionsHint')}
      />
      <ChoiceGroup
        name="outcome"
        legend={t('reviews:fields.outcome')}
        options={options(INTERVIEW_OUTCOMES, 'reviews:outcomeOption')}
        defaultValues={list(values, 'outcome')}
      />
    </>
  );
}

export function SalaryFields({ values }: { values: Values }) {
  const { t } = requestContext();
  return (
    <>
      <EmploymentFields values={values} />
      <div className="review-form__row">
        <MoneyField
          name="base_pay"
          label={t('reviews:fields.basePay')}
          defaultValue={one(values, 'base_pay') ?? ''}
          hint={t('reviews:fields.moneyHint')}
        />
        <SelectField
          name="period"
          label={t('reviews:fields.period')}
          options={options(PAY_PERIODS, 'reviews:period')}
          defaultValue={one(values, 'period') ?? 'MONTH'}
          placeholder={t('reviews:form.choose')}
        />
      </div>
      <MoneyField
        name="allowances"
        label={t('reviews:fields.allowances')}
        defaultValue={one(values, 'allowances') ?? ''}
        hint={t('reviews:fields.allowancesHint')}
      />
      <MoneyField
        name="bonus"
        label={t('reviews:fields.bonus')}
        defaultValue={one(values, 'bonus') ?? ''}
        hint={t('reviews:fields.bonusHint')}
      />
      <div className="review-form__row">
        <TextField
          name="years_experience"
          label={t('reviews:fields.yearsExperience')}
          inputMode="numeric"
          maxLength={2}
          defaultValue={one(values, 'years_experience')}
        />
        <TextField name="city" label={t('reviews:fields.city')} maxLength={REVIEW_LIMITS.shortMax} defaultValue={one(values, 'city')} />
      </div>
    </>
  );
}

export function BenefitsFields({ values }: { values: Values }) {
  const { t } = requestContext();
  return (
    <>
      <ChoiceGroup
        name="benefits"
        legend={t('reviews:fields.benefits')}
        options={options(REVIEW_BENEFITS, 'reviews:benefit')}
        multiple
        defaultValues={list(values, 'benefits')}
      />
      <Stars name="rating" legend={t('reviews:fields.benefitsRating')} values={values} />
      <TextAreaField
        name="comment"
        label={t('reviews:fields.comment')}
        maxLength={REVIEW_LIMITS.textMax}
        rows={4}
        defaultValue={one(values, 'comment')}
      />
    </>
  );
}
