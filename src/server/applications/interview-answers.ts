/** The candidate answers an interview invitation; the employer's systems hear of it (interview.responded). */
import type { Db } from '../db/db';
import { respondToInterview, type AnswerOutcome, type InterviewAnswer } from '../db/repos/interviews-repo';
import { publishApplicationEvent } from '../webhooks/application-events';

export async function answerInvitation(db: Db, candidateId: number, invitationId: number, answer: InterviewAnswer): Promise<AnswerOutcome> {
  return db.transaction(async (tx) => {
    const outcome = await respondToInterview(tx, candidateId, invitationId, answer);
    if (outcome.kind === 'answered') {
      const { invitationId, response, note, acceptedTime, applicationId } = outcome.interview;
      await publishApplicationEvent(tx, applicationId, 'interview.responded', {
        interview: { id: invitationId, response, responseNote: note, scheduledAt: acceptedTime },
      });
    }
    return outcome;
  });
}
