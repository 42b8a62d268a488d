import { toggleCompanyFollow } from '../actions/job-alerts';
import { requestContext } from '../context/request-context';
import type { FollowState } from '../job-alerts/company-follows';

/**
 * "Follow" on a company page: a daily job alert for the company's new jobs (managed on the job
 * alerts page), and how many candidates follow it. A plain POST: signed out it leads to login.
 */
export function CompanyFollow({
  slug,
  name,
  state,
  limitReached,
}: {
  slug: string;
  name: string;
  state: FollowState;
  limitReached: boolean;
}) {
  const { t } = requestContext();
  return (
    <div className="company-follow">
      <form action={toggleCompanyFollow}>
        <input type="hidden" name="company" value={slug} />
        <input type="hidden" name="follow" value={state.following ? '0' : '1'} />
        <button
          type="submit"
          className={`button ${state.following ? 'button--ghost' : 'button--primary'}`}
          aria-pressed={state.following}
          aria-label={state.following ? t('company:follow.unfollow', { company: name }) : undefined}
        >
          {state.following ? t('company:follow.following') : t('company:follow.follow')}
        </button>
      </form>
      <p className="company-follow__count text-muted" data-testid="company-followers">
        {t('company:follow.followers', { count: state.followers })}
        {state.following ? null : <> · {t('company:follow.hint', { company: name })}</>}
      </p>
      {limitReached ? (
        <p className="alert alert--danger" role="alert">
          {t('company:follow.limit')}
        </p>
      ) : null}
    </div>
  );
}
