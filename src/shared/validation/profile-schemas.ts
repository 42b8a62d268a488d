import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '../job-vocabulary';
import { normalisePhone } from './contact-schema';
import { optionalUrlField } from './fields';
import { LIMITS, MESSAGE_KEYS } from './messages';
import {
  choiceList,
  idList,
  optionalChoice,
  optionalId,
  optionalMoney,
  optionalText,
  optionalYesNo,
  PROFILE_ERRORS,
  requiredProfileText,
  textList,
} from './profile-fields';

/**
 * One schema per section of the candidate profile, shared by the editor's server functions and
 * the JSON API. Codes are those the database's CHECK constraints allow (migration 0005).
 * The list sections (work experience, organizations, education, awards) are in
 * profile-item-schemas.ts.
 */

export const GENDERS = ['male', 'female', 'undisclosed'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'married', 'divorced', 'widowed', 'undisclosed'] as const;
export const RESIDENCE_STATUSES = ['own_home', 'rented', 'with_family', 'company_housing', 'other'] as const;
export const JOB_SEEKING_STATUSES = ['actively_looking', 'open_to_offers', 'not_looking'] as const;
export const AVAILABILITIES = ['immediately', '1_week', '2_weeks', '1_month', '2_months', '3_months_plus'] as const;
const VISIBILITIES = ['public', 'private'] as const;
/** The links the editor asks for; "website" is the portfolio. */
export const EDITABLE_NETWORKS = ['linkedin', 'github', 'website', 'other'] as const;

/** Youngest working age in Indonesia's labour law (light work); the oldest date keeps typos out. */
const MIN_AGE_YEARS = 15;
const MAX_AGE_YEARS = 100;
const MAX_SKILLS = 30;
const MAX_POSITIONS = 10;
const MAX_PREFERRED_CITIES = 10;

const optionalPhone = z.preprocess(
  (value) => (typeof value === 'string' ? value : value == null ? '' : value),
  z
    .string({ error: MESSAGE_KEYS.phone })
    .trim()
    .max(32, { error: MESSAGE_KEYS.phone })
    .transform((value, ctx) => {
      if (value === '') return null;
      const phone = normalisePhone(value);
      if (phone === null) {
        ctx.issues.push({ code: 'custom', message: MESSAGE_KEYS.phone, input: value });
        return z.NEVER;
      }
      return phone;
    }),
);

/** YYYY-MM-DD, a real calendar day (no 31 February), not in the future, at least 15 years ago. */
export function checkDateOfBirth(value: string, today: Date = new Date()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return PROFILE_ERRORS.date;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return PROFILE_ERRORS.date;
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (date.getTime() > todayUtc) return PROFILE_ERRORS.dateFuture;
  const youngest = Date.UTC(today.getUTCFullYear() - MIN_AGE_YEARS, today.getUTCMonth(), today.getUTCDate());
  if (date.getTime() > youngest) return PROFILE_ERRORS.tooYoung;
  if (year < today.getUTCFullYear() - MAX_AGE_YEARS) return PROFILE_ERRORS.date;
  return null;
}

const optionalDateOfBirth = z.preprocess(
  (value) => (value == null ? '' : value),
  z
    .string({ error: PROFILE_ERRORS.date })
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null;
      const problem = checkDateOfBirth(value);
      if (problem) {
        ctx.issues.push({ code: 'custom', message: problem, input: value });
        return z.NEVER;
      }
      return value;
    }),
);

const countryCode = z.preprocess(
  (value) => (value == null || value === '' ? 'ID' : value),
  z
    .string({ error: PROFILE_ERRORS.country })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: PROFILE_ERRORS.country }),
);

const optionalCountry = z.preprocess(
  (value) => (value == null ? '' : value),
  z
    .string({ error: PROFILE_ERRORS.country })
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, { error: PROFILE_ERRORS.country })
    .transform((value) => (value === '' ? null : value)),
);

const postCode = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value == null ? '' : value),
  z
    .string({ error: PROFILE_ERRORS.postCode })
    .trim()
    .regex(/^([0-9A-Za-z -]{3,10})?$/, { error: PROFILE_ERRORS.postCode })
    .transform((value) => (value === '' ? null : value)),
);

export const basicInfoSchema = z.object({
  full_name: requiredProfileText(LIMITS.nameMax),
  headline: optionalText(160),
  phone: optionalPhone,
  gender: optionalChoice(GENDERS),
  relationship_status: optionalChoice(RELATIONSHIP_STATUSES),
  residence_status: optionalChoice(RESIDENCE_STATUSES),
  citizenship: optionalCountry,
  hobby: optionalText(300),
  address_country: countryCode,
  address_province: optionalId,
  address_city: optionalId,
  address_subdistrict: optionalText(100),
  address_post_code: postCode,
  date_of_birth: optionalDateOfBirth,
  status: optionalChoice(JOB_SEEKING_STATUSES),
  availability: optionalChoice(AVAILABILITIES),
});
export type BasicInfoInput = z.output<typeof basicInfoSchema>;

export const aboutMeSchema = z.object({ about_me: optionalText(5000) });
export type AboutMeInput = z.output<typeof aboutMeSchema>;

/** A skill is one label: a comma would split it into two when the list is typed as text. */
export const skillsSchema = z.object({ skills: textList(MAX_SKILLS, 80, PROFILE_ERRORS.skill) });
export type SkillsInput = z.output<typeof skillsSchema>;

export const interestSchema = z.object({
  interest_category: optionalId,
  job_types: choiceList(EMPLOYMENT_TYPES, EMPLOYMENT_TYPES.length),
  current_salary: optionalMoney,
  expected_salary: optionalMoney,
  preferred_cities: idList(MAX_PREFERRED_CITIES),
  willing_to_relocate: optionalYesNo,
  interested_positions: textList(MAX_POSITIONS, 100),
});
export type InterestInput = z.output<typeof interestSchema>;

const link = optionalUrlField.pipe(z.string().max(500, { error: MESSAGE_KEYS.invalidUrl }).optional());
export const socialLinksSchema = z.object({
  linkedin: z.preprocess((value) => value ?? '', link),
  github: z.preprocess((value) => value ?? '', link),
  website: z.preprocess((value) => value ?? '', link),
  other: z.preprocess((value) => value ?? '', link),
});
export type SocialLinksInput = z.output<typeof socialLinksSchema>;

export const visibilitySchema = z.object({
  visibility: z.preprocess((value) => value ?? '', z.enum(VISIBILITIES, { error: PROFILE_ERRORS.choice })),
});
export type VisibilityInput = z.output<typeof visibilitySchema>;
