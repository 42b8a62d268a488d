/**
 * What the employer API answers about applications, as zod schemas: the OpenAPI document is
 * generated from them, and the tests parse real answers with them.
 */
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../../../shared/application-status';
import { INTERVIEW_MODES } from '../../../shared/validation/employer-application-schema';
import { QUESTION_TYPES } from '../../../shared/validation/employer-job-schema';

const instant = z.string().meta({ description: 'ISO 8601, UTC.' });
const status = z.enum(APPLICATION_STATUSES);

export const profileSnapshotSchema = z
  .object({
    version: z.literal(1),
    fullName: z.string(),
    headline: z.string().nullable(),
    aboutMe: z.string().nullable(),
    skills: z.array(z.string()),
    interestedPositions: z.array(z.string()),
    socialLinks: z.record(z.string(), z.string()),
    workExperiences: z.array(
      z.object({
        companyName: z.string(),
        position: z.string(),
        description: z.string().nullable(),
        start: z.string(),
        end: z.string().nullable(),
      }),
    ),
    educations: z.array(
      z.object({
        institution: z.string(),
        degree: z.string(),
        fieldOfStudy: z.string().nullable(),
        startYear: z.number().int().nullable(),
        endYear: z.number().int().nullable(),
      }),
    ),
    organizations: z.array(z.object({ organizationName: z.string(), position: z.string(), current: z.boolean() })),
    awards: z.array(z.object({ name: z.string(), issuer: z.string().nullable(), year: z.number().int().nullable() })),
    englishTest: z.object({ score: z.number(), level: z.string().nullable(), testedAt: z.string() }).nullable(),
  })
  .meta({
    description: "The candidate's profile as it was when they applied (later edits do not change it). Contact details are not part of it.",
  });

export const interviewViewSchema = z.object({
  id: z.number().int(),
  proposedTimes: z.array(instant).meta({ description: 'The times proposed, soonest first.' }),
  scheduledAt: instant
    .nullable()
    .meta({ description: "The interview's time once the candidate accepted one of the proposed times; null until then." }),
  durationMinutes: z.number().int(),
  mode: z.enum(INTERVIEW_MODES),
  place: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  note: z.string().nullable(),
  response: z
    .enum(['accepted', 'declined', 'reschedule_requested'])
    .nullable()
    .meta({ description: "The candidate's answer; null while there is none." }),
  responseNote: z.string().nullable().meta({ description: 'What the candidate wrote with it (always, when they ask for another time).' }),
  respondedAt: instant.nullable(),
  createdAt: instant,
});

export const applicationViewSchema = z.object({
  id: z.number().int(),
  job: z.object({
    id: z.number().int().meta({ description: "The job's id on the site (the jobId filter)." }),
    externalId: z.string().nullable().meta({ description: 'Your own id of the job; null for a job not put through the API.' }),
    title: z.string(),
  }),
  status,
  statusChangedAt: instant,
  submittedAt: instant,
  updatedAt: instant.meta({ description: 'The last change of any kind (the updatedSince filter).' }),
  firstViewedAt: instant.nullable().meta({
    description:
      'When your company first reached it through the API (listed, read, its resume downloaded, or changed). The candidate sees this time, with your company name, in their timeline.',
  }),
  candidateErased: z.boolean().meta({
    description:
      'The candidate deleted their account and with it their data: the application stays in your list as withdrawn, without profile, letter, answers, resume or interviews. Delete what you copied of it too.',
  }),
  candidateErasedAt: instant.nullable().meta({ description: 'When the candidate erased their data; null while they have not.' }),
  profile: profileSnapshotSchema.nullable(),
  shortDescription: z.string().nullable(),
  coverLetter: z.string().nullable(),
  answers: z
    .array(
      z.object({
        questionId: z.number().int(),
        prompt: z.string(),
        type: z.enum(QUESTION_TYPES),
        answer: z
          .union([z.string(), z.array(z.string())])
          .meta({ description: 'A string for free_text and single_select, a list for multi_select.' }),
      }),
    )
    .meta({ description: "The answers to the job's screening questions, in the questions' order." }),
  resume: z
    .object({
      fileName: z.string(),
      sizeBytes: z.number().int(),
      mime: z.string(),
      url: z.string().meta({ description: 'GET it with the same key (applications:read) to download the file.' }),
    })
    .nullable()
    .meta({ description: "The copy of the resume sent with the application (replacing the profile's later does not change it)." }),
  history: z.array(
    z.object({
      from: status.nullable(),
      to: status,
      at: instant,
      by: z.enum(['candidate', 'employer']).nullable(),
      message: z.string().nullable().meta({ description: 'The message sent to the candidate with the move.' }),
    }),
  ),
  interviews: z.array(interviewViewSchema),
});

export const applicationResponseSchema = z.object({ data: applicationViewSchema });

export const applicationListResponseSchema = z.object({
  data: z.array(applicationViewSchema),
  nextCursor: z.string().nullable().meta({ description: 'Pass as cursor for the next page; null on the last page.' }),
});

export const interviewResponseSchema = z.object({ data: applicationViewSchema, interviewId: z.number().int() });

export const conflictResponseSchema = z.object({
  message: z.string(),
  status: status.meta({ description: "The application's status now." }),
  allowed: z.array(status).meta({ description: 'The statuses it can move to from here (empty: it is closed).' }),
});
