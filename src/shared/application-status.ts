/**
 * An application's statuses (migration 0006) and the moves an employer may make between them.
 * Forward along the pipeline, skipping steps if the employer's process has none of them, but hired
 * only after an offer; not_selected from any open status; withdrawn is the candidate's alone, and
 * hired, not_selected and withdrawn end the application. docs/employer-api.md has the table.
 */
export const APPLICATION_STATUSES = [
  'applied',
  'viewed',
  'shortlisted',
  'assessment',
  'interview',
  'offered',
  'hired',
  'not_selected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The open part of the pipeline, in order. */
const PIPELINE: readonly ApplicationStatus[] = ['applied', 'viewed', 'shortlisted', 'assessment', 'interview', 'offered'];

/** Where the employer may move an application that has `from`, in pipeline order. */
export function employerMovesFrom(from: ApplicationStatus): ApplicationStatus[] {
  const at = PIPELINE.indexOf(from);
  if (at === -1) return [];
  const later = PIPELINE.slice(at + 1);
  return from === 'offered' ? ['hired', 'not_selected'] : [...later, 'not_selected'];
}

export function canEmployerMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return employerMovesFrom(from).includes(to);
}

/** An interview can be proposed while the application is open and not past the interview step. */
export function canInviteToInterview(status: ApplicationStatus): boolean {
  return PIPELINE.indexOf(status) !== -1 && PIPELINE.indexOf(status) <= PIPELINE.indexOf('interview');
}
