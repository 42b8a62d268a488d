import { ActionForm } from '../../../client/components/forms/action-form';
import { CheckboxField, SubmitButton, TextAreaField } from '../../../client/components/forms/fields';
import { ChoiceField } from '../../../client/components/jobs/choice-field';
import { ForgetDrafts, KeepDraft } from '../../../client/components/forms/keep-draft';
import { LoginRequiredButton } from '../../../client/components/login-required-button';
import { answerField, APPLY_LIMITS } from '../../../shared/validation/apply-schema';
import { apply } from '../../actions/apply';
import { hasApplied } from '../../db/repos/applications-repo';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ApplicationResumeCard } from '../../components/candidate-files/application-resume-card';
import { Link } from '../../components/localized-link';
import { currentReturnPath } from '../../components/jobs/bookmark-button';
import { loginRedirect } from '../../../shared/login-redirect';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';
import { APPLICATION_SENT_PARAM, canonicalJobPath } from '../../../shared/job-url';
import { questionForPage } from './question-language';
import { ClosedNotice, JobSummaryHeader, jobCrumbs, prepareJob, type JobPageData } from './job-page';

function crumbs(data: JobPageData) {
  const { t } = requestContext();
  return jobCrumbs(data, { name: t('jobs:apply.breadcrumb') });
}

function Label({ text, lang, required }: { text: string; lang?: string | undefined; required: boolean }) {
  const { t } = requestContext();
  return (
    <>
      {lang ? <span lang={lang}>{text}</span> : text}
      {required ? (
        <>
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
          <span className="visually-hidden">{` (${t('jobs:apply.required')})`}</span>
        </>
      ) : null}
    </>
  );
}

function ApplicationForm({ data }: { data: JobPageData }) {
  const { t, loggedIn, locale } = requestContext();
  const { job } = data;
  return (
    <ActionForm action={apply} className="form apply-form" successDialog resetOnSuccess={false}>
      <input type="hidden" name="job" value={job.identifier} />
      {job.questions.length > 0 ? (
        <section className="apply-form__section" aria-labelledby="questions-title">
          <h2 id="questions-title" className="apply-form__title">
            {t('jobs:apply.questions')}
          </h2>
          <p className="text-muted text-small">{t('jobs:apply.questionsHint')}</p>
          {/* Screening answers are kept like the letter: a reload or a trip to log in loses none. */}
          <KeepDraft draft={draftKeys(job.identifier)[2]}>
            {job.questions.map((q) => {
              const shown = questionForPage(q, locale);
              return q.type === 'free_text' ? (
                <TextAreaField
                  key={q.id}
                  name={answerField(q.id)}
                  label={<Label text={shown.prompt} lang={shown.foreignLang} required={q.required} />}
                  required={q.required}
                  maxLength={APPLY_LIMITS.answerMax}
                  rows={3}
                />
              ) : (
                <ChoiceField
                  key={q.id}
                  name={answerField(q.id)}
                  legend={shown.prompt}
                  options={q.options}
                  labels={shown.labels}
                  multiple={q.type === 'multi_select'}
                  required={q.required}
                  requiredLabel={t('jobs:apply.required')}
                  lang={shown.foreignLang}
                />
              );
            })}
          </KeepDraft>
        </section>
      ) : (
        <p className="text-muted">{t('jobs:apply.noQuestions')}</p>
      )}
      <section className="apply-form__section" aria-labelledby="about-you-title">
        <h2 id="about-you-title" className="apply-form__title">
          {t('jobs:apply.aboutYou')}
        </h2>
        {job.coverLetter !== 'none' ? (
          <KeepDraft draft={draftKeys(job.identifier)[0]}>
            <TextAreaField
              name="cover_letter"
              label={
                <Label
                  text={t(job.coverLetter === 'required' ? 'jobs:apply.coverLetter' : 'jobs:apply.coverLetterOptional')}
                  required={job.coverLetter === 'required'}
                />
              }
              maxLength={APPLY_LIMITS.coverLetterMax}
              rows={8}
            />
          </KeepDraft>
        ) : null}
        <KeepDraft draft={draftKeys(job.identifier)[1]}>
          <TextAreaField
            name="short_description"
            label={t('jobs:apply.shortDescription')}
            maxLength={APPLY_LIMITS.shortDescriptionMax}
            rows={3}
          />
        </KeepDraft>
        <CheckboxField name="agree" label={<Label text={t('jobs:apply.agree')} required />} />
      </section>
      <div className="button-row">
        {loggedIn ? (
          <SubmitButton pendingLabel={t('jobs:apply.sending')}>{t('jobs:apply.submit')}</SubmitButton>
        ) : (
          <LoginRequiredButton loggedIn={false} returnPath={currentReturnPath()} className="button button--primary">
            {t('jobs:apply.submit')}
          </LoginRequiredButton>
        )}
        <Link to="job" params={{ slug: job.slug, identifier: job.identifier }} className="button button--ghost">
          {t('jobs:apply.back')}
        </Link>
      </div>
    </ActionForm>
  );
}

/** The application's parts whose drafts the browser keeps (see KeepDraft): letter, description, screening answers. */
const draftKeys = (identifier: string): [string, string, string] => [
  `${identifier}:cover_letter`,
  `${identifier}:short_description`,
  `${identifier}:answers`,
];

export const jobQuestionsPage = definePage<JobPageData>({
  prepare: (params) => prepareJob(params, '/questions'),
  meta: (data) => {
    const { t } = requestContext();
    return {
      title: t('jobs:apply.title', { position: data.job.position, company: data.job.company.name }),
      description: t('jobs:apply.metaDescription', { position: data.job.position, company: data.job.company.name }),
      canonicalPath: canonicalJobPath(data.job, '/questions'),
      breadcrumbs: crumbs(data),
    };
  },
  Page: async ({ data }) => {
    const { t, user, locale } = requestContext();
    const { job } = data;
    const applied = user && job.isLive ? await hasApplied(db(), user.id, job.id) : false;
    return (
      <section className="page-section container apply-page">
        <Breadcrumbs items={crumbs(data)} />
        <p className="eyebrow">{t('jobs:apply.eyebrow')}</p>
        <JobSummaryHeader job={job} title={t('jobs:apply.heading', { position: job.position })} />
        <div className="apply-layout">
          {!job.isLive ? (
            <ClosedNotice job={job} />
          ) : applied ? (
            <div className="alert alert--success" role="status" data-testid="application-status">
              <ForgetDrafts drafts={draftKeys(job.identifier)} />
              {new URLSearchParams(requestContext().search).has(APPLICATION_SENT_PARAM)
                ? t('jobs:apply.success', { position: job.position, company: job.company.name })
                : t('jobs:apply.alreadyApplied')}{' '}
              <Link to="account-job-applications">{t('jobs:apply.myApplications')}</Link>
            </div>
          ) : (
            <>
              {user ? null : (
                <p className="alert">
                  {t('jobs:apply.loginFirst')} <a href={loginRedirect(locale, `${requestContext().path}`)}>{t('common:nav.login')}</a>
                </p>
              )}
              <ApplicationResumeCard />
              <ApplicationForm data={data} />
            </>
          )}
        </div>
      </section>
    );
  },
});
