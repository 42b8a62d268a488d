import { describe, expect, it } from 'vitest';
import { toErrorsMap } from './to-errors-map';
import { basicInfoSchema, checkDateOfBirth, interestSchema, skillsSchema, socialLinksSchema, visibilitySchema } from './profile-schemas';
import { awardSchema, educationSchema, workExperienceSchema } from './profile-item-schemas';

const errorsOf = (result: { success: boolean; error?: unknown }) => (result.success ? {} : toErrorsMap(result.error as never));

describe('basic info schema', () => {
  it('takes a filled form and normalises it', () => {
    const result = basicInfoSchema.parse({
      full_name: ' Ayu Lestari ',
      phone: '0812 3456 7890',
      gender: 'female',
      date_of_birth: '1995-02-28',
      address_city: '12',
      address_province: '',
      citizenship: 'id',
      address_post_code: '12810',
      status: 'open_to_offers',
      availability: '1_month',
    });
    expect(result).toMatchObject({
      full_name: 'Ayu Lestari',
      phone: '+6281234567890',
      gender: 'female',
      date_of_birth: '1995-02-28',
      address_city: 12,
      address_province: null,
      citizenship: 'ID',
      address_country: 'ID',
      headline: null,
    });
  });

  it('asks for the name and says what is wrong with phone, date and choices', () => {
    const errors = errorsOf(basicInfoSchema.safeParse({ full_name: '', phone: '12ab', gender: 'robot', date_of_birth: '2001-02-30' }));
    expect(errors).toEqual({
      full_name: ['validation:required'],
      phone: ['validation:phone'],
      gender: ['profile:errors.choice'],
      date_of_birth: ['profile:errors.date'],
    });
  });

  it('refuses a birth date in the future or under the minimum age', () => {
    const today = new Date(Date.UTC(2026, 10, 26));
    expect(checkDateOfBirth('2027-01-01', today)).toBe('profile:errors.dateFuture');
    expect(checkDateOfBirth('2015-01-01', today)).toBe('profile:errors.tooYoung');
    expect(checkDateOfBirth('1890-01-01', today)).toBe('profile:errors.date');
    expect(checkDateOfBirth('26/11/1990', today)).toBe('profile:errors.date');
    expect(checkDateOfBirth('1990-11-26', today)).toBeNull();
  });

  it('never throws on wrong types: every field gets a message or a default', () => {
    for (const body of [{ full_name: 42, phone: {}, gender: [], date_of_birth: true }, { full_name: 'x'.repeat(10_000) }, {}]) {
      const result = basicInfoSchema.safeParse(body);
      expect(result.success).toBe(false);
    }
  });
});

describe('work experience schema', () => {
  const base = { company_name: 'PT Maju', position: 'Analyst', start_month: '3', start_year: '2020' };

  it('needs an end unless still working there, and drops the end when it is', () => {
    expect(errorsOf(workExperienceSchema.safeParse(base))).toEqual({
      end_month: ['validation:required'],
      end_year: ['validation:required'],
    });
    expect(workExperienceSchema.parse({ ...base, is_current: 'on', end_month: '1', end_year: '2019' })).toMatchObject({
      is_current: true,
      end_month: null,
      end_year: null,
    });
  });

  it('refuses an end before the start, on the end field', () => {
    expect(errorsOf(workExperienceSchema.safeParse({ ...base, end_month: '2', end_year: '2020' }))).toEqual({
      end_year: ['profile:errors.endBeforeStart'],
    });
    expect(workExperienceSchema.parse({ ...base, end_month: 3, end_year: 2020 })).toMatchObject({
      end_month: 3,
      end_year: 2020,
      is_current: false,
    });
  });

  it('checks months and years', () => {
    expect(errorsOf(workExperienceSchema.safeParse({ ...base, start_month: '13', start_year: '1800', is_current: true }))).toEqual({
      start_month: ['profile:errors.month'],
      start_year: ['profile:errors.year'],
    });
  });
});

describe('the other sections', () => {
  it('education needs institution and a known degree; awards a name', () => {
    expect(errorsOf(educationSchema.safeParse({ institution: 'UI', degree: 'wizard' }))).toEqual({ degree: ['profile:errors.choice'] });
    expect(educationSchema.parse({ institution: 'UI', degree: 'bachelor', start_year: '2015', end_year: '2019' })).toMatchObject({
      start_year: 2015,
      end_year: 2019,
    });
    expect(errorsOf(awardSchema.safeParse({ name: '  ' }))).toEqual({ name: ['validation:required'] });
  });

  it('skills come as a list or comma text, deduplicated, at most 30', () => {
    expect(skillsSchema.parse({ skills: 'SQL, Excel, sql,, ' }).skills).toEqual(['SQL', 'Excel']);
    expect(skillsSchema.parse({ skills: ['Go', 'Rust'] }).skills).toEqual(['Go', 'Rust']);
    expect(skillsSchema.safeParse({ skills: Array.from({ length: 31 }, (_, i) => `s${i}`) }).success).toBe(false);
  });

  it('interest reads rupiah with comma thousands and no decimals, as a form or a JSON client sends them', () => {
    const result = interestSchema.parse({
      current_salary: 'Rp 9,500,000',
      expected_salary: '13,000,000',
      job_types: ['FULL_TIME', 'INTERN'],
      preferred_cities: '7',
      willing_to_relocate: 'no',
      interested_positions: 'Analyst, Accountant',
    });
    expect(result).toMatchObject({
      current_salary: 9_500_000,
      expected_salary: 13_000_000,
      job_types: ['FULL_TIME', 'INTERN'],
      preferred_cities: [7],
      willing_to_relocate: false,
      interested_positions: ['Analyst', 'Accountant'],
    });
    expect(errorsOf(interestSchema.safeParse({ current_salary: '9500000,50', expected_salary: '-3', job_types: ['SLAVE'] }))).toEqual({
      job_types: ['profile:errors.choice'],
      current_salary: ['validation:money'],
      expected_salary: ['validation:money'],
    });
    // The reported bug: a dot is the decimal point, so this is refused, never read as 125,000,005.
    expect(errorsOf(interestSchema.safeParse({ current_salary: '12500000.5', expected_salary: 12500000.5 }))).toEqual({
      current_salary: ['validation:money_decimals'],
      expected_salary: ['validation:money_decimals'],
    });
    expect(interestSchema.parse({ current_salary: 12500000, expected_salary: '12,500,000.00' })).toMatchObject({
      current_salary: 12_500_000,
      expected_salary: 12_500_000,
    });
    expect(interestSchema.safeParse({ interested_positions: Array.from({ length: 11 }, (_, i) => `p${i}`) }).success).toBe(false);
  });

  it('social links say "Invalid URL" for anything but http(s)', () => {
    expect(errorsOf(socialLinksSchema.safeParse({ linkedin: 'javascript:alert(1)', github: 'not a url' }))).toEqual({
      linkedin: ['validation:invalid_url'],
      github: ['validation:invalid_url'],
    });
    expect(socialLinksSchema.parse({ linkedin: 'https://linkedin.com/in/ayu', website: '' })).toEqual({
      linkedin: 'https://linkedin.com/in/ayu',
      github: undefined,
      website: undefined,
      other: undefined,
    });
  });

  it('visibility is public or private', () => {
    expect(visibilitySchema.safeParse({ visibility: 'everyone' }).success).toBe(false);
    expect(visibilitySchema.parse({ visibility: 'public' })).toEqual({ visibility: 'public' });
  });
});
