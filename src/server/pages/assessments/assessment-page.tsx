import { ASSESSMENT_NOTICES } from '../../actions/assessments';
import { assessmentNow } from '../../assessments/assessment-clock';
import type { Assessment } from '../../assessments/assessment-rules';
import { openAttempt, retakeAllowedFrom, type OpenAttempt } from '../../assessments/assessment-service';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import {
  latestResults,
  pastAttempts,
  resultOfAttempt,
  resultsShownOnProfile,
  type PastAttempt,
  type ResultRow,
} from '../../db/repos/assessments-repo';
import { definePage } from '../../page-contract/page-module';
import { EnglishResultView } from './english-result-view';
import { PersonalityResultView } from './personality-result-view';
import { QuestionView } from './question-view';
import { StartView } from './start-view';

type Notice = (typeof ASSESSMENT_NOTICES)[number] | null;

type AssessmentView =
  | {
      readonly view: 'start';
      readonly latest: ResultRow | null;
      readonly retakeFrom: Date | null;
      readonly history: readonly PastAttempt[];
      readonly shownOnProfile: boolean;
    }
  | { readonly view: 'question'; readonly open: OpenAttempt; readonly now: Date }
  | { readonly view: 'result'; readonly result: ResultRow; readonly retakeFrom: Date | null };

type Data = AssessmentView & { readonly assessment: Assessment; readonly notice: Notice };

/**
 * /assessment/english and /assessment/personality: one address for the whole test. With an
 * attempt open it shows the page the candidate was on (a reload resumes there); otherwise the
 * start page (what, how long, what the result means, when it may be retaken, past attempts);
 * `?result=ID` shows one of the candidate's own results.
 */
export function assessmentPage(assessment: Assessment) {
  return definePage<Data>({
    prepare: async () => {
      const { user, search } = requestContext();
      if (!user) return { kind: 'not-found' };
      const query = new URLSearchParams(search);
      const notice = ASSESSMENT_NOTICES.find((known) => known === query.get('notice')) ?? null;
      const now = assessmentNow();
      const resultId = query.get('result');
      if (resultId !== null) {
        const result = /^\d{1,15}$/.test(resultId) ? await resultOfAttempt(db(), user.id, Number(resultId)) : null;
        if (!result || result.assessment !== assessment) return { kind: 'not-found' };
        return {
          kind: 'ok',
          data: { assessment, notice, view: 'result', result, retakeFrom: await retakeAllowedFrom(db(), user.id, assessment, now) },
        };
      }
      const open = await openAttempt(db(), user.id, assessment, now);
      if (open) return { kind: 'ok', data: { assessment, notice, view: 'question', open, now } };
      const [latest, retakeFrom, history, shownOnProfile] = await Promise.all([
        latestResults(db(), user.id),
        retakeAllowedFrom(db(), user.id, assessment, now),
        pastAttempts(db(), user.id, assessment),
        resultsShownOnProfile(db(), user.id),
      ]);
      return { kind: 'ok', data: { assessment, notice, view: 'start', latest: latest[assessment], retakeFrom, history, shownOnProfile } };
    },
    meta: () => {
      const { t } = requestContext();
      return {
        title: t(`pages:assessment-${assessment}.title`),
        description: t(`pages:assessment-${assessment}.description`),
        noindex: true,
      };
    },
    Page: ({ data }) => {
      switch (data.view) {
        case 'question':
          return <QuestionView open={data.open} now={data.now} notice={data.notice} />;
        case 'result':
          return data.assessment === 'english' ? (
            <EnglishResultView result={data.result} retakeFrom={data.retakeFrom} notice={data.notice} />
          ) : (
            <PersonalityResultView result={data.result} />
          );
        case 'start':
          return (
            <StartView
              assessment={data.assessment}
              latest={data.latest}
              retakeFrom={data.retakeFrom}
              history={data.history}
              shownOnProfile={data.shownOnProfile}
              notice={data.notice}
            />
          );
      }
    },
  });
}
