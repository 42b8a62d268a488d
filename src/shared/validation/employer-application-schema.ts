/**
 * The employer API's application requests: the list's query, a status move, an interview
 * invitation. Messages are i18next keys with their values (employerMessage), as for jobs; the
 * OpenAPI document is generated from these schemas.
 */
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../application-status';
import { EXTERNAL_ID_PATTERN, employerMessage, pageCursor, pageLimit } from './employer-job-schema';
import { cleanText } from './fields';

const INTERVIEW_LIMITS = { timesMax: 5, noteMax: 2000, placeMax: 300, messageMax: 2000, urlMax: 2000 } as const;
export const INTERVIEW_MODES = ['onsite', 'online', 'phone'] as const;
/** Interview times are in Jakarta's time (UTC+7 all year, no daylight saving). */
const JAKARTA_OFFSET = '+07:00';

const E = {
  required: employerMessage('employer:errors.required'),
  oneOf: (values: readonly string[]) => employerMessage('employer:errors.oneOf', { values: values.join(', ') }),
  text: (max: number) => employerMessage('employer:errors.textLength', { min: 1, max }),
};

function optionalText(max: number) {
  return z
    .string({ error: E.text(max) })
    .overwrite(cleanText)
    .trim()
    .max(max, { error: E.text(max) })
    .optional()
    .transform((value) => value || null);
}

const positiveId = z.string().regex(/^[1-9][0-9]{0,15}$/, { error: employerMessage('employer:errors.id') });

export const applicationListQuerySchema = z.object({
  job: z
    .string()
    .regex(EXTERNAL_ID_PATTERN, { error: employerMessage('employer:errors.externalId') })
    .optional()
    .meta({ description: 'Only applications to the job with this externalId (your own id of it).' }),
  jobId: positiveId.optional().meta({ description: "Only applications to the job with this id (the job's id on the site, as in job.id)." }),
  status: z
    .enum(APPLICATION_STATUSES, { error: E.oneOf(APPLICATION_STATUSES) })
    .optional()
    .meta({ description: 'Only applications with this status.' }),
  updatedSince: z.iso
    .datetime({ offset: true, error: employerMessage('employer:errors.dateTime') })
    .optional()
    .meta({ description: 'Only applications changed at or after this time (ISO 8601 with a time zone).' }),
  cursor: pageCursor,
  limit: pageLimit(50, 'Applications per page, 1 to 100 (default 50).'),
});

export const applicationIdSchema = positiveId.transform(Number);

export const statusMoveSchema = z.object({
  status: z
    .enum(APPLICATION_STATUSES, { error: E.oneOf(APPLICATION_STATUSES) })
    .meta({ description: 'The status to move to; the state machine in the docs says which moves are allowed (others are a 409).' }),
  message: optionalText(INTERVIEW_LIMITS.messageMax).meta({
    description: "A message to the candidate, shown in their application's timeline and sent in the email about the change.",
  }),
});

/** ISO 8601 with an offset, or without one as Jakarta time; in the future. */
const interviewTime = z
  .union([z.iso.datetime({ offset: true }), z.iso.datetime({ local: true })], {
    error: employerMessage('employer:errors.interviewTime'),
  })
  .transform((value) => new Date(/(Z|[+-]\d\d:?\d\d)$/i.test(value) ? value : `${value}${JAKARTA_OFFSET}`).toISOString())
  .refine((iso) => Date.parse(iso) > Date.now(), { error: employerMessage('employer:errors.pastTime') });

export const interviewInvitationSchema = z
  .object({
    times: z
      .array(interviewTime, { error: employerMessage('employer:errors.times', { max: INTERVIEW_LIMITS.timesMax }) })
      .min(1, { error: employerMessage('employer:errors.times', { max: INTERVIEW_LIMITS.timesMax }) })
      .max(INTERVIEW_LIMITS.timesMax, { error: employerMessage('employer:errors.times', { max: INTERVIEW_LIMITS.timesMax }) })
      .meta({
        description:
          'One to five proposed start times, ISO 8601: with a time zone, or without one as Asia/Jakarta time (2027-03-01T10:00 is 10:00 WIB). Each in the future; the candidate accepts one of them.',
      }),
    durationMinutes: z
      .number({ error: employerMessage('employer:errors.duration') })
      .int({ error: employerMessage('employer:errors.duration') })
      .min(5, { error: employerMessage('employer:errors.duration') })
      .max(600, { error: employerMessage('employer:errors.duration') })
      .default(60)
      .meta({ description: 'How long the interview takes, 5 to 600 minutes (default 60).' }),
    mode: z
      .enum(INTERVIEW_MODES, { error: E.oneOf(INTERVIEW_MODES) })
      .meta({ description: 'At the office (onsite, with place), by video (online, with meetingUrl) or by phone.' }),
    place: optionalText(INTERVIEW_LIMITS.placeMax).meta({ description: 'The address, for onsite (required there).' }),
    meetingUrl: z
      .string({ error: employerMessage('employer:errors.httpsUrl') })
      .trim()
      .max(INTERVIEW_LIMITS.urlMax, { error: employerMessage('employer:errors.httpsUrl') })
      .refine(
        (value) => {
          try {
            return new URL(value).protocol === 'https:';
          } catch {
            return false;
          }
        },
        { error: employerMessage('employer:errors.httpsUrl') },
      )
      .optional()
      .transform((value) => value ?? null)
      .meta({ description: "The video call's https link, for online (required there)." }),
    note: optionalText(INTERVIEW_LIMITS.noteMax).meta({ description: 'A note to the candidate (what to bring, whom to ask for).' }),
  })
  .superRefine((value, ctx) => {
    if (value.mode === 'onsite' && !value.place)
      ctx.addIssue({ code: 'custom', path: ['place'], message: employerMessage('employer:errors.placeRequired') });
    if (value.mode === 'online' && !value.meetingUrl)
      ctx.addIssue({ code: 'custom', path: ['meetingUrl'], message: employerMessage('employer:errors.meetingUrlRequired') });
    if (new Set(value.times).size !== value.times.length)
      ctx.addIssue({ code: 'custom', path: ['times'], message: employerMessage('employer:errors.duplicateTime') });
  });

export type InterviewInvitationInput = z.infer<typeof interviewInvitationSchema>;
