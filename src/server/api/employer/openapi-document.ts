/**
 * The employer API's OpenAPI 3.1 document, built from the zod schemas the server validates
 * with and answers in (zod 4's JSON Schema output is the dialect OpenAPI 3.1 uses), so there
 * is no hand-written copy to drift. Served at /api/employer/v1/openapi.json.
 */
import { z } from 'zod';
import { EMPLOYER_BATCH_BODY_LIMIT, EMPLOYER_JOB_BODY_LIMIT } from '../../http/request-limits';
import {
  batchBodySchema,
  batchItemSchema,
  employerJobSchema,
  employerQuestionSchema,
  employerSalarySchema,
  employerSkillSchema,
  externalIdSchema,
  jobListQuerySchema,
} from '../../../shared/validation/employer-job-schema';
import {
  batchResponseSchema,
  categoriesResponseSchema,
  errorResponseSchema,
  jobListResponseSchema,
  jobResponseSchema,
  jobViewSchema,
  placesResponseSchema,
  putResponseSchema,
} from './response-schemas';
import {
  applicationListResponseSchema,
  applicationResponseSchema,
  applicationViewSchema,
  conflictResponseSchema,
  interviewResponseSchema,
  interviewViewSchema,
  profileSnapshotSchema,
} from './application-response-schemas';
import {
  applicationListQuerySchema,
  interviewInvitationSchema,
  statusMoveSchema,
} from '../../../shared/validation/employer-application-schema';
import { WEBHOOK_COMPONENTS, webhookPaths } from './webhook-openapi';

export const COMPONENTS = {
  JobInput: employerJobSchema,
  Skill: employerSkillSchema,
  Salary: employerSalarySchema,
  ScreeningQuestion: employerQuestionSchema,
  BatchItem: batchItemSchema,
  BatchRequest: batchBodySchema,
  Job: jobViewSchema,
  PutResponse: putResponseSchema,
  JobResponse: jobResponseSchema,
  JobListResponse: jobListResponseSchema,
  BatchResponse: batchResponseSchema,
  PlacesResponse: placesResponseSchema,
  CategoriesResponse: categoriesResponseSchema,
  Error: errorResponseSchema,
  Application: applicationViewSchema,
  ProfileSnapshot: profileSnapshotSchema,
  Interview: interviewViewSchema,
  ApplicationResponse: applicationResponseSchema,
  ApplicationListResponse: applicationListResponseSchema,
  StatusMove: statusMoveSchema,
  InterviewInvitation: interviewInvitationSchema,
  InterviewResponse: interviewResponseSchema,
  Conflict: conflictResponseSchema,
  ...WEBHOOK_COMPONENTS,
} satisfies Record<string, z.ZodType>;

type ComponentName = keyof typeof COMPONENTS;

function componentSchemas(): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id });
  // io 'input': a request body is described as the client writes it (defaults optional);
  // the response schemas have no transforms, so input and output read the same.
  const { schemas } = z.toJSONSchema(registry, { io: 'input', uri: (id) => `#/components/schemas/${id}`, unrepresentable: 'any' });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as Record<string, unknown>;
      return [id, rest];
    }),
  );
}

const ref = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: ComponentName, description: string) => ({ description, content: { 'application/json': { schema: ref(name) } } });

const ERRORS = {
  401: json('Error', 'No key, or a key that is unknown or revoked.'),
  429: json('Error', "Over the key's limit of requests per minute; Retry-After says when to try again."),
};
const JOB_ERRORS = { ...ERRORS, 403: json('Error', 'The key lacks the jobs:write scope.') };
const JOB_READ_ERRORS = { ...ERRORS, 403: json('Error', 'The key has neither the jobs:read nor the jobs:write scope.') };
const NOT_FOUND = json('Error', "The company has no job with this externalId (another company's job is not found either).");
const INVALID = json('Error', 'Invalid fields: errors maps each field path to its messages.');

const READ_ERRORS = { ...ERRORS, 403: json('Error', 'The key lacks the applications:read scope.') };
const WRITE_ERRORS = { ...ERRORS, 403: json('Error', 'The key lacks the applications:write scope.') };
const NO_APPLICATION = json('Error', "No application with this id to one of the company's jobs (another company's is not found either).");

function queryParameters(query: z.ZodObject = jobListQuerySchema): object[] {
  const schema = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as { properties: Record<string, { description?: string }> };
  return Object.entries(schema.properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: 'query', required: false, description, schema: rest };
  });
}

export function openApiDocument(baseUrl: string): object {
  const externalId = {
    name: 'externalId',
    in: 'path',
    required: true,
    description: 'Your own id of the job.',
    schema: (() => {
      const { $schema: _dialect, ...rest } = z.toJSONSchema(externalIdSchema) as Record<string, unknown>;
      return rest;
    })(),
  };
  const applicationId = {
    name: 'id',
    in: 'path',
    required: true,
    description: "The application's id.",
    schema: { type: 'integer', minimum: 1 },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Karir Nusantara employer API',
      version: '1.0.0',
      description:
        'Post, change and close jobs on the site by your own id; read the applications they receive, move them along, and invite candidates to interviews; register webhooks for application events (signed as the Standard Webhooks specification says). Every request except this document carries an API key: Authorization: Bearer kn_live_…',
    },
    servers: [{ url: `${baseUrl}/api/employer/v1` }],
    security: [{ apiKey: [] }],
    paths: {
      '/jobs/{externalId}': {
        parameters: [externalId],
        put: {
          operationId: 'putJob',
          summary: 'Create or replace a job (idempotent)',
          requestBody: { required: true, content: { 'application/json': { schema: ref('JobInput') } } },
          responses: {
            200: json('PutResponse', 'The job was replaced (updated), or the same body was sent again (unchanged).'),
            201: json('PutResponse', 'The job was created and published.'),
            ...JOB_ERRORS,
            413: json('Error', `The body is over ${EMPLOYER_JOB_BODY_LIMIT / 1024} KB.`),
            422: INVALID,
          },
        },
        get: {
          operationId: 'getJob',
          summary: 'Read a job',
          responses: { 200: json('JobResponse', 'The job.'), ...JOB_READ_ERRORS, 404: NOT_FOUND },
        },
        delete: {
          operationId: 'closeJob',
          summary: 'Close a job (it is never deleted: its page says it is closed)',
          responses: { 200: json('JobResponse', 'The job, closed.'), ...JOB_ERRORS, 404: NOT_FOUND },
        },
      },
      '/jobs': {
        get: {
          operationId: 'listJobs',
          summary: "List the company's jobs, oldest first, a page at a time",
          parameters: queryParameters(),
          responses: { 200: json('JobListResponse', 'A page of jobs.'), ...JOB_READ_ERRORS, 422: INVALID },
        },
      },
      '/jobs/batch': {
        post: {
          operationId: 'batchJobs',
          summary: 'Create or replace up to 500 jobs, each answered on its own',
          requestBody: { required: true, content: { 'application/json': { schema: ref('BatchRequest') } } },
          responses: {
            200: json('BatchResponse', "Each item's outcome (created, updated, unchanged or error with its errors)."),
            ...JOB_ERRORS,
            413: json('Error', `The body is over ${EMPLOYER_BATCH_BODY_LIMIT / (1024 * 1024)} MB.`),
            422: INVALID,
          },
        },
      },
      '/applications': {
        get: {
          operationId: 'listApplications',
          summary:
            "List the applications to the company's jobs, oldest first, a page at a time (the first read of each moves it from applied to viewed)",
          parameters: queryParameters(applicationListQuerySchema),
          responses: { 200: json('ApplicationListResponse', 'A page of applications.'), ...READ_ERRORS, 422: INVALID },
        },
      },
      '/applications/{id}': {
        parameters: [applicationId],
        get: {
          operationId: 'getApplication',
          summary: 'Read an application (the first read moves it from applied to viewed)',
          responses: { 200: json('ApplicationResponse', 'The application.'), ...READ_ERRORS, 404: NO_APPLICATION },
        },
      },
      '/applications/{id}/resume': {
        parameters: [applicationId],
        get: {
          operationId: 'getApplicationResume',
          summary: 'Download the resume sent with the application',
          responses: {
            200: {
              description: "The file, as an attachment under the candidate's file name.",
              content: { 'application/pdf': {}, 'application/octet-stream': {} },
            },
            ...READ_ERRORS,
            404: json('Error', 'No such application, or it was sent without a resume.'),
          },
        },
      },
      '/applications/{id}/status': {
        parameters: [applicationId],
        post: {
          operationId: 'moveApplication',
          summary: 'Move the application to another status, with an optional message to the candidate',
          requestBody: { required: true, content: { 'application/json': { schema: ref('StatusMove') } } },
          responses: {
            200: json('ApplicationResponse', 'Moved; the candidate is notified (timeline, notification, email).'),
            ...WRITE_ERRORS,
            404: NO_APPLICATION,
            409: json('Conflict', 'The state machine does not allow this move; allowed lists the moves that it does.'),
            422: INVALID,
          },
        },
      },
      '/applications/{id}/interviews': {
        parameters: [applicationId],
        post: {
          operationId: 'inviteToInterview',
          summary: 'Invite the candidate to an interview at one of one to five proposed times (moves the application to interview)',
          requestBody: { required: true, content: { 'application/json': { schema: ref('InterviewInvitation') } } },
          responses: {
            201: json('InterviewResponse', 'Invited; the candidate is notified and answers on the site.'),
            ...WRITE_ERRORS,
            404: NO_APPLICATION,
            409: json('Conflict', 'The application is past the interview step or closed.'),
            422: INVALID,
          },
        },
      },
      '/locations': {
        get: {
          operationId: 'listLocations',
          summary: 'The places a job can name (location)',
          responses: { 200: json('PlacesResponse', 'Every province and city, by slug.'), ...ERRORS },
        },
      },
      '/categories': {
        get: {
          operationId: 'listCategories',
          summary: 'The job categories (category)',
          responses: { 200: json('CategoriesResponse', 'Every category, by slug.'), ...ERRORS },
        },
      },
      ...webhookPaths((name, description) => json(name as ComponentName, description), ERRORS),
    },
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: "An employer API key (kn_live_…), from the site's operator." },
      },
      schemas: componentSchemas(),
    },
  };
}
