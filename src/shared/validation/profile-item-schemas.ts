import { z } from 'zod';
import { MESSAGE_KEYS } from './messages';
import {
  checkbox,
  itemId,
  optionalText,
  optionalYear,
  PROFILE_ERRORS,
  requiredChoice,
  requiredMonth,
  requiredProfileText,
  requiredYear,
  optionalMonth,
} from './profile-fields';

/** The list sections of the profile: one schema per item, for adding and for editing one. */

export const DEGREES = ['high_school', 'vocational_school', 'diploma', 'bachelor', 'master', 'doctorate', 'other'] as const;

/** Month index (year × 12 + month) for comparing "MM / YYYY" pairs. */
const monthIndex = (year: number, month: number) => year * 12 + month;

/**
 * Work experience: the end month and year are asked for unless "still working here" is ticked
 * (then they are dropped, whatever was in them); an end before the start is refused on the end.
 */
export const workExperienceSchema = z
  .object({
    company_name: requiredProfileText(200),
    position: requiredProfileText(200),
    description: optionalText(5000),
    start_month: requiredMonth,
    start_year: requiredYear,
    is_current: checkbox,
    end_month: optionalMonth,
    end_year: optionalYear,
  })
  .superRefine((value, ctx) => {
    // Runs after failed fields too (zod 4): only whole numbers are compared.
    const number = (n: unknown): n is number => typeof n === 'number';
    const now = new Date();
    const start = number(value.start_year) && number(value.start_month) ? monthIndex(value.start_year, value.start_month) : null;
    if (start !== null && start > monthIndex(now.getUTCFullYear(), now.getUTCMonth() + 1)) {
      ctx.addIssue({ code: 'custom', path: ['start_year'], message: PROFILE_ERRORS.startInFuture });
    }
    if (value.is_current) return;
    if (value.end_month === null) ctx.addIssue({ code: 'custom', path: ['end_month'], message: MESSAGE_KEYS.required });
    if (value.end_year === null) ctx.addIssue({ code: 'custom', path: ['end_year'], message: MESSAGE_KEYS.required });
    if (number(value.end_month) && number(value.end_year) && start !== null && monthIndex(value.end_year, value.end_month) < start) {
      ctx.addIssue({ code: 'custom', path: ['end_year'], message: PROFILE_ERRORS.endBeforeStart });
    }
  })
  .transform((value) => (value.is_current ? { ...value, end_month: null, end_year: null } : value));
export type WorkExperienceInput = z.output<typeof workExperienceSchema>;

function yearsInOrder(value: { start_year: number | null; end_year: number | null; is_current: boolean }, ctx: z.RefinementCtx) {
  if (
    !value.is_current &&
    typeof value.start_year === 'number' &&
    typeof value.end_year === 'number' &&
    value.end_year < value.start_year
  ) {
    ctx.addIssue({ code: 'custom', path: ['end_year'], message: PROFILE_ERRORS.endBeforeStart });
  }
}

const organizationSchema = z
  .object({
    organization_name: requiredProfileText(200),
    position: requiredProfileText(200),
    start_year: optionalYear,
    is_current: checkbox,
    end_year: optionalYear,
  })
  .superRefine(yearsInOrder)
  .transform((value) => (value.is_current ? { ...value, end_year: null } : value));
export type OrganizationInput = z.output<typeof organizationSchema>;

export const educationSchema = z
  .object({
    institution: requiredProfileText(200),
    degree: requiredChoice(DEGREES),
    field_of_study: optionalText(200),
    start_year: optionalYear,
    is_current: checkbox,
    end_year: optionalYear,
  })
  .superRefine(yearsInOrder)
  .transform((value) => (value.is_current ? { ...value, end_year: null } : value));
export type EducationInput = z.output<typeof educationSchema>;

export const awardSchema = z.object({
  name: requiredProfileText(200),
  issuer: optionalText(200),
  year: optionalYear,
});
export type AwardInput = z.output<typeof awardSchema>;

/** Which item an edit or delete form is about. */
export const itemIdSchema = z.object({ id: itemId });

/** The list sections by the name their addresses use (/api/profile/work-experiences/…). */
export const ITEM_SCHEMAS = {
  'work-experiences': workExperienceSchema,
  organizations: organizationSchema,
  educations: educationSchema,
  awards: awardSchema,
} as const;
export type ItemKind = keyof typeof ITEM_SCHEMAS;
export const ITEM_KINDS = Object.keys(ITEM_SCHEMAS) as ItemKind[];
