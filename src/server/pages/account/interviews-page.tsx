import { ActionForm } from '../../../client/components/forms/action-form';
import { SubmitButton, TextAreaField } from '../../../client/components/forms/fields';
import { ChoiceField } from '../../../client/components/jobs/choice-field';
import { formatDateTime } from '../../../shared/format';
import { answerInterview } from '../../actions/interviews';
import { INTERVIEW_RESPONSES, listInterviewInvitations, type InterviewInvitation } from '../../db/repos/interviews-repo';
import { Link } from '../../components/localized-link';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';

interface InterviewsData {
  readonly invitations: readonly InterviewInvitation[];
}

/** /account/interview-action: the candidate's interview invitations and their answers to them. */
export const interviewsPage = definePage<InterviewsData>({
  prepare: async () => {
    const { user } = requestContext();
    if (!user) return { kind: 'not-found' };
    return { kind: 'ok', data: { invitations: await listInterviewInvitations(db(), user.id) } };
  },
  meta: () => {
    const { t } = requestContext();
    return {
      title: t('pages:account-interview-action.title'),
      description: t('pages:account-interview-action.description'),
      noindex: true,
    };
  },
  Page: ({ data }) => {
    const { t } = requestContext();
    return (
      <div className="interviews">
        <h1 className="page-title">{t('pages:account-interview-action.heading')}</h1>
        {data.invitations.length === 0 ? (
          <p className="empty-state" role="status">
            {t('jobs:interviews.empty')}
          </p>
        ) : (
          <ul className="applications__list">
            {data.invitations.map((invitation) => (
              <Invitation key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        )}
      </div>
    );
  },
});

function Invitation({ invitation }: { invitation: InterviewInvitation }) {
  const { t, locale } = requestContext();
  const upcoming = invitation.scheduledAt.getTime() > Date.now() || invitation.proposedTimes.some((time) => time.getTime() > Date.now());
  const futureTimes = invitation.proposedTimes.filter((time) => time.getTime() > Date.now());
  const labels = Object.fromEntries(INTERVIEW_RESPONSES.map((response) => [response, t(`jobs:interviews.response.${response}`)]));
  return (
    <li className="card applications__item" data-testid="interview">
      <div>
        <h2 className="applications__title">
          <Link to="job" params={{ slug: invitation.job.slug, identifier: invitation.job.identifier }}>
            {invitation.job.position}
          </Link>
        </h2>
        <p className="text-muted mb-0">{invitation.job.companyName}</p>
      </div>
      <dl className="interviews__facts">
        <dt>{t(invitation.settled ? 'jobs:interviews.when' : 'jobs:interviews.proposedTimes')}</dt>
        {invitation.settled ? (
          <dd data-testid="interview-time">
            <time dateTime={invitation.scheduledAt.toISOString()}>{formatDateTime(invitation.scheduledAt, locale)}</time> (
            {t('jobs:interviews.minutes', { count: invitation.durationMinutes })})
          </dd>
        ) : (
          <dd>
            <ul className="interviews__times">
              {invitation.proposedTimes.map((time) => (
                <li key={time.toISOString()}>
                  <time dateTime={time.toISOString()}>{formatDateTime(time, locale)}</time>
                </li>
              ))}
            </ul>
            {t('jobs:interviews.minutes', { count: invitation.durationMinutes })}
          </dd>
        )}
        <dt>{t('jobs:interviews.how')}</dt>
        <dd>
          {t(`jobs:interviews.mode.${invitation.mode}`)}
          {invitation.mode === 'onsite' && invitation.place ? ` · ${invitation.place}` : null}
          {invitation.mode === 'online' && invitation.meetingUrl && invitation.answerable ? (
            <>
              {' · '}
              <a href={invitation.meetingUrl} rel="noopener noreferrer" target="_blank">
                {t('jobs:interviews.join')}
              </a>
            </>
          ) : null}
        </dd>
        {invitation.message ? (
          <>
            <dt>{t('jobs:interviews.message')}</dt>
            <dd>{invitation.message}</dd>
          </>
        ) : null}
        {invitation.response ? (
          <>
            <dt>{t('jobs:interviews.yourAnswer')}</dt>
            <dd data-testid="interview-answer">
              {t(`jobs:interviews.response.${invitation.response}`)}
              {invitation.responseNote ? ` · “${invitation.responseNote}”` : null}
            </dd>
          </>
        ) : null}
      </dl>
      {invitation.answerable ? (
        <ActionForm action={answerInterview} className="stack interviews__answer">
          <input type="hidden" name="invitation" value={String(invitation.id)} />
          <ChoiceField
            name="response"
            legend={t(invitation.response ? 'jobs:interviews.changeAnswer' : 'jobs:interviews.answer')}
            options={INTERVIEW_RESPONSES}
            labels={labels}
            multiple={false}
            required
            requiredLabel={t('jobs:apply.required')}
          />
          {invitation.proposedTimes.length > 0 ? (
            <ChoiceField
              name="time"
              legend={t('jobs:interviews.chooseTimeLegend')}
              options={futureTimes.map((time) => time.toISOString())}
              labels={Object.fromEntries(futureTimes.map((time) => [time.toISOString(), formatDateTime(time, locale)]))}
              multiple={false}
              required={false}
              requiredLabel={t('jobs:apply.required')}
            />
          ) : null}
          <TextAreaField name="note" label={t('jobs:interviews.note')} maxLength={2000} rows={3} />
          <SubmitButton>{t('jobs:interviews.send')}</SubmitButton>
        </ActionForm>
      ) : (
        <p className="text-small text-muted mb-0">{t(upcoming ? 'jobs:interviews.applicationClosed' : 'jobs:interviews.past')}</p>
      )}
    </li>
  );
}
