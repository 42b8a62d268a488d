/**
 * The profile completion rules, in one place: which sections count, how much each weighs, and
 * what "filled" means for each (the flags come from the candidate_profile_completion view,
 * migration 0010). The editor shows these weights to the candidate, so they are data, not code
 * scattered over pages. Weights add up to 100; the sections an employer reads first weigh most.
 */

export const COMPLETION_SECTIONS = [
  'basicInfo',
  'aboutMe',
  'workExperience',
  'organizationExperience',
  'education',
  'skills',
  'awards',
  'interest',
  'resume',
  'video',
  'socialLinks',
  'englishTest',
  'personalityTest',
] as const;
export type CompletionSection = (typeof COMPLETION_SECTIONS)[number];

export const COMPLETION_WEIGHTS: Readonly<Record<CompletionSection, number>> = {
  basicInfo: 15,
  aboutMe: 10,
  workExperience: 15,
  organizationExperience: 3,
  education: 10,
  skills: 10,
  awards: 2,
  interest: 10,
  resume: 10,
  video: 4,
  socialLinks: 5,
  englishTest: 3,
  personalityTest: 3,
};

/** Each section's anchor in the editor (the missing items link there). */
export const SECTION_ANCHORS: Readonly<Record<CompletionSection, string>> = {
  basicInfo: 'basic-info',
  aboutMe: 'about-me',
  workExperience: 'work-experience',
  organizationExperience: 'organization-experience',
  education: 'education',
  skills: 'skills',
  awards: 'awards',
  interest: 'interest',
  resume: 'resume',
  video: 'video',
  socialLinks: 'social-links',
  englishTest: 'english-test',
  personalityTest: 'personality-test',
};

export type CompletionFlags = Readonly<Record<CompletionSection, boolean>>;

export interface Completion {
  /** 0–100, the sum of the filled sections' weights. */
  readonly percent: number;
  /** What is still missing, heaviest first (the quickest way up), then in the editor's order. */
  readonly missing: readonly CompletionSection[];
}

export function completionOf(flags: Partial<CompletionFlags>): Completion {
  let percent = 0;
  const missing: CompletionSection[] = [];
  for (const section of COMPLETION_SECTIONS) {
    if (flags[section] === true) percent += COMPLETION_WEIGHTS[section];
    else missing.push(section);
  }
  missing.sort((a, b) => COMPLETION_WEIGHTS[b] - COMPLETION_WEIGHTS[a] || COMPLETION_SECTIONS.indexOf(a) - COMPLETION_SECTIONS.indexOf(b));
  return { percent, missing };
}
