/** The events an employer's webhook can subscribe to (docs/employer-api.md, Webhooks). */
export const EMPLOYER_EVENT_TYPES = [
  'application.submitted',
  'application.withdrawn',
  'application.status_changed',
  'interview.responded',
] as const;

export type EmployerEventType = (typeof EMPLOYER_EVENT_TYPES)[number];
