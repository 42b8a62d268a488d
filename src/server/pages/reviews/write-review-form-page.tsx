import { ActionForm } from '../../../client/components/forms/action-form';
import { CheckboxField, SubmitButton } from '../../../client/components/forms/fields';
import type { FormResult } from '../../../shared/form-result';
import { localizePath } from '../../../shared/locales';
import { KIND_TYPE, type ReviewKindSlug } from '../../../shared/validation/review-schemas';
import { writeBenefitsReview, writeCompanyReview, writeInterviewReview, writeSalaryReview } from '../../actions/reviews';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { findReviewCompany, getOwnReview, type ReviewCompany } from '../../db/repos/review-writes-repo';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { formValuesOf } from '../../reviews/review-content';
import { definePage, type PageModule } from '../../page-contract/page-module';
import { BenefitsFields, CompanyReviewFields, InterviewFields, SalaryFields } from './review-form-fields';
import { WorkplacePhotoForm } from './workplace-photo-form';

export interface ReviewFormData {
  readonly kind: ReviewKindSlug;
  readonly company: ReviewCompany;
  /** The review being edited (the author's own), with its stored values. */
  readonly editing: { readonly id: number; readonly values: Record<string, string | string[]> } | null;
}

type TextKind = Exclude<ReviewKindSlug, 'workplace-photo'>;

const ACTIONS: Readonly<Record<TextKind, (prev: FormResult, formData: FormData) => Promise<FormResult>>> = {
  'company-review': writeCompanyReview,
  interview: writeInterviewReview,
  salary: writeSalaryReview,
  benefits: writeBenefitsReview,
};

const FIELDS: Readonly<Record<TextKind, (props: { values: Record<string, string | string[]> }) => React.ReactNode>> = {
  'company-review': CompanyReviewFields,
  interview: InterviewFields,
  salary: SalaryFields,
  benefits: BenefitsFields,
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * /account/write-review/{kind}?company={slug} (a new review) or ?review={id} (the author's
 * own, to edit). Without a company the hub is where one is chosen; another's review is no page.
 */
export function reviewFormPage(kind: ReviewKindSlug): PageModule<ReviewFormData> {
  return definePage<ReviewFormData>({
    prepare: async () => {
      const { user, search, locale } = requestContext();
      if (!user) return { kind: 'not-found' };
      const params = new URLSearchParams(search);
      const reviewId = params.get('review');
      if (reviewId !== null) {
        const own = /^\d{1,15}$/.test(reviewId) ? await getOwnReview(db(), user.id, Number(reviewId)) : null;
        if (!own || own.type !== KIND_TYPE[kind] || kind === 'workplace-photo') return { kind: 'not-found' };
        return { kind: 'ok', data: { kind, company: own.company, editing: { id: own.id, values: formValuesOf(kind, own) } } };
      }
      const slug = params.get('company') ?? '';
      const company = SLUG.test(slug) && slug.length <= 200 ? await findReviewCompany(db(), slug) : null;
      if (!company) return { kind: 'redirect', location: localizePath('/account/write-review', locale), status: 302 };
      return { kind: 'ok', data: { kind, company, editing: null } };
    },
    meta: (data) => {
      const { t } = requestContext();
      return {
        title: `${t(`pages:account-write-review-${data.kind}.title`)}: ${data.company.name}`,
        description: t(`pages:account-write-review-${data.kind}.description`),
        noindex: true,
      };
    },
    Page: ({ data }) => {
      const { t, locale } = requestContext();
      const hub = localizePath('/account/write-review', locale);
      return (
        <div className="write-review write-review--form">
          <Breadcrumbs
            items={[
              { name: t('pages:account-write-review.title'), path: '/account/write-review' },
              { name: t(`pages:account-write-review-${data.kind}.title`) },
            ]}
          />
          <h1 className="page-title">{t(`pages:account-write-review-${data.kind}.heading`)}</h1>
          <p className="lead">
            {t('reviews:form.about', { company: data.company.name })}{' '}
            <a href={`${hub}?company=${encodeURIComponent(data.company.slug)}`}>{t('reviews:form.otherKind')}</a>
          </p>
          <p className="alert">{t('reviews:form.anonymous')}</p>
          {data.kind === 'workplace-photo' ? (
            <WorkplacePhotoForm company={data.company} />
          ) : (
            <TextReviewForm data={data} kind={data.kind} />
          )}
        </div>
      );
    },
  });
}

function TextReviewForm({ data, kind }: { data: ReviewFormData; kind: TextKind }) {
  const { t } = requestContext();
  const Fields = FIELDS[kind];
  return (
    <ActionForm action={ACTIONS[kind]} className="form review-form" successDialog={false} resetOnSuccess={false}>
      <input type="hidden" name="company" value={data.company.slug} />
      {data.editing ? <input type="hidden" name="review" value={String(data.editing.id)} /> : null}
      <Fields values={data.editing?.values ?? {}} />
      <GuidelinesAgreement />
      <div className="button-row">
        <SubmitButton pendingLabel={t('reviews:form.sending')}>
          {t(data.editing ? 'reviews:form.update' : 'reviews:form.submit')}
        </SubmitButton>
      </div>
    </ActionForm>
  );
}

function GuidelinesAgreement() {
  const { t } = requestContext();
  return (
    <div className="review-form__guidelines">
      <details>
        <summary>{t('reviews:guidelines.title')}</summary>
        <ul>
          <li>{t('reviews:guidelines.honest')}</li>
          <li>{t('reviews:guidelines.noPersonal')}</li>
          <li>{t('reviews:guidelines.noContact')}</li>
          <li>{t('reviews:guidelines.polite')}</li>
          <li>{t('reviews:guidelines.noSecrets')}</li>
        </ul>
      </details>
      <CheckboxField name="agree" label={t('reviews:guidelines.agree')} />
    </div>
  );
}
