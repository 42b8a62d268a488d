import { TestGuard } from '../../../client/components/assessments/test-guard';
import { ActionForm } from '../../../client/components/forms/action-form';
import { KeepDraft } from '../../../client/components/forms/keep-draft';
import { formatDateTime } from '../../../shared/format';
import { langOf } from '../../../shared/locales';
import { ANSWER_FIELD, FINISH_CONFIRMED } from '../../../shared/validation/assessment-schemas';
import { saveAssessmentPage } from '../../actions/assessments';
import { pageCountOf, pageItems, type OpenAttempt } from '../../assessments/assessment-service';
import { LIKERT_KEYS, OPTION_KEYS } from '../../assessments/bank-types';
import { ENGLISH_BY_KEY } from '../../assessments/items/english-bank';
import { PERSONALITY_BY_KEY } from '../../assessments/items/personality-statements';
import { requestContext } from '../../context/request-context';
import type { AttemptItemRow } from '../../db/repos/assessments-repo';

const FORM_ID = 'assessment-page-form';

/**
 * One page of questions, posted as a whole (works without JavaScript). Only prompts and
 * options reach the page: the answer key stays in the bank on the server.
 */
export function QuestionView({ open, now, notice }: { open: OpenAttempt; now: Date; notice: string | null }) {
  const { t, locale } = requestContext();
  const { attempt } = open;
  const pages = pageCountOf(open);
  const page = Math.min(attempt.currentPage, pages - 1);
  const items = pageItems(open, page);
  const answered = open.items.filter((item) => item.answerKey !== null).length;
  const first = items[0] ? open.items.indexOf(items[0]) : 0;
  const last = page === pages - 1;
  return (
    <article className="assessment" data-testid="assessment-question-page">
      <header className="assessment__head">
        <p className="eyebrow">{t(`assessments:${attempt.assessment}.name`)}</p>
        <h1 className="assessment__title">{t('assessments:question.pageOf', { page: page + 1, count: pages })}</h1>
        <progress
          className="assessment__progress"
          max={open.items.length}
          value={answered}
          aria-label={t('assessments:question.progressLabel')}
        />
        <p className="text-small text-muted mb-0">{t('assessments:question.answered', { answered, total: open.items.length })}</p>
        {attempt.expiresAt ? (
          <p className="assessment__deadline" data-testid="deadline">
            {t('assessments:question.deadline', { time: formatDateTime(attempt.expiresAt, locale) })}
          </p>
        ) : (
          <p className="text-small text-muted">{t('assessments:question.untimed')}</p>
        )}
        <TestGuard
          formId={FORM_ID}
          deadline={attempt.expiresAt ? attempt.expiresAt.toISOString() : null}
          serverNow={now.toISOString()}
          labels={{
            timeLeft: t('assessments:question.timeLeft'),
            timeUp: t('assessments:question.timeUp'),
            leaveQuestion: t('assessments:question.leaveQuestion'),
          }}
        />
      </header>
      {notice === 'incomplete' ? (
        <p className="alert alert--danger" role="status">
          {t('assessments:notices.incomplete')}
        </p>
      ) : null}
      {notice === 'confirm-finish' && answered < open.items.length ? (
        <FinishConfirmation unanswered={open.items.length - answered} total={open.items.length} />
      ) : null}
      <ActionForm action={saveAssessmentPage} id={FORM_ID} className="assessment__form" successDialog={false} resetOnSuccess={false}>
        <input type="hidden" name="attempt" value={String(attempt.id)} />
        <input type="hidden" name="page" value={String(page)} />
        {/* Choices are kept in the page as they are made (a reload loses none); the server stores them when the page is sent. */}
        <KeepDraft draft={`assessment:${attempt.id}:${page}`}>
          <ol className="assessment__items" start={first + 1}>
            {items.map((item) =>
              attempt.assessment === 'english' ? (
                <EnglishQuestion key={item.itemKey} item={item} />
              ) : (
                <Statement key={item.itemKey} item={item} lang={langOf(locale)} />
              ),
            )}
          </ol>
        </KeepDraft>
        <div className="assessment__actions">
          {last ? (
            <button type="submit" name="intent" value="finish" className="button button--primary">
              {t('assessments:question.finish')}
            </button>
          ) : (
            <button type="submit" name="intent" value="next" className="button button--primary">
              {t('assessments:question.next')}
            </button>
          )}
          {page > 0 ? (
            <button type="submit" name="intent" value="back" className="button button--ghost">
              {t('assessments:question.back')}
            </button>
          ) : null}
          <button type="submit" name="intent" value="leave" className="button button--ghost assessment__leave">
            {t('assessments:question.saveAndLeave')}
          </button>
        </div>
        <p className="text-small text-muted">{t('assessments:question.savedNote')}</p>
      </ActionForm>
    </article>
  );
}

/**
 * Asked after a finish with questions left open: finishing early is the candidate's choice, said
 * with a button of its own. Its buttons belong to the page's form (the `form` attribute), so the
 * answers on screen go with them, with JavaScript or without; the countdown's guard presses only
 * the buttons inside the form.
 */
function FinishConfirmation({ unanswered, total }: { unanswered: number; total: number }) {
  const { t } = requestContext();
  return (
    <section
      className="alert alert--danger assessment__confirm"
      role="alert"
      aria-labelledby="finish-confirm-title"
      data-testid="finish-confirmation"
    >
      <h2 id="finish-confirm-title" className="assessment__confirm-title">
        {t('assessments:confirmFinish.title')}
      </h2>
      <p>{t('assessments:confirmFinish.message', { count: unanswered, total })}</p>
      <div className="button-row">
        <button type="submit" form={FORM_ID} name="confirm" value={FINISH_CONFIRMED} className="button button--primary">
          {t('assessments:confirmFinish.confirm', { count: unanswered })}
        </button>
        <button type="submit" form={FORM_ID} name="intent" value="stay" className="button button--ghost">
          {t('assessments:confirmFinish.stay')}
        </button>
      </div>
    </section>
  );
}

function EnglishQuestion({ item }: { item: AttemptItemRow }) {
  const { t } = requestContext();
  const bank = ENGLISH_BY_KEY.get(item.itemKey);
  if (!bank) return null;
  const name = `${ANSWER_FIELD}${item.itemKey}`;
  return (
    <li className="assessment__item" data-testid="assessment-item">
      <fieldset className="assessment__fieldset">
        <legend className="assessment__legend">
          <span className="assessment__instruction">{t(`assessments:english.instructions.${bank.skill}`)}</span>
          {bank.passage ? <span className="assessment__passage">{bank.passage}</span> : null}
          <span className="assessment__prompt" lang="en">
            {bank.prompt}
          </span>
        </legend>
        <div className="assessment__options">
          {bank.options.map((option, index) => {
            const key = OPTION_KEYS[index]!;
            return (
              <label key={key} className="assessment__option">
                <input type="radio" name={name} value={key} defaultChecked={item.answerKey === key} />
                <span lang="en">{option}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </li>
  );
}

function Statement({ item, lang }: { item: AttemptItemRow; lang: 'en' | 'id' }) {
  const { t } = requestContext();
  const statement = PERSONALITY_BY_KEY.get(item.itemKey);
  if (!statement) return null;
  const name = `${ANSWER_FIELD}${item.itemKey}`;
  return (
    <li className="assessment__item" data-testid="assessment-item">
      <fieldset className="assessment__fieldset">
        <legend className="assessment__legend">
          <span className="assessment__prompt">{statement.text[lang]}</span>
        </legend>
        <div className="assessment__scale">
          {LIKERT_KEYS.map((key) => (
            <label key={key} className="assessment__option assessment__option--scale">
              <input type="radio" name={name} value={key} defaultChecked={item.answerKey === key} />
              <span>{t(`assessments:personality.scale.${key}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}
