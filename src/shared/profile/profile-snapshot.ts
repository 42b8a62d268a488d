/**
 * What an application tells the employer about the candidate: the profile as it was when the
 * application was sent. Kept with the application, so later edits do not change it. Contact
 * details and the candidate's own settings (visibility, salary, completion) stay out of it.
 */
export interface ProfileSnapshotSource {
  readonly fullName: string;
  readonly headline: string | null;
  readonly aboutMe: string | null;
  readonly skills: readonly string[];
  readonly interestedPositions: readonly string[];
  readonly socialLinks: Readonly<Record<string, string>>;
  readonly workExperiences: readonly {
    companyName: string;
    position: string;
    description: string | null;
    startMonth: number;
    startYear: number;
    endMonth: number | null;
    endYear: number | null;
    isCurrent: boolean;
  }[];
  readonly educations: readonly {
    institution: string;
    degree: string;
    fieldOfStudy: string | null;
    startYear: number | null;
    endYear: number | null;
    isCurrent: boolean;
  }[];
  readonly organizations: readonly { organizationName: string; position: string; isCurrent: boolean }[];
  readonly awards: readonly { name: string; issuer: string | null; year: number | null }[];
  readonly englishTest: { score: number; level: string | null; testedAt: string } | null;
}

export interface ProfileSnapshot {
  readonly version: 1;
  readonly fullName: string;
  readonly headline: string | null;
  readonly aboutMe: string | null;
  readonly skills: string[];
  readonly interestedPositions: string[];
  readonly socialLinks: Record<string, string>;
  readonly workExperiences: { companyName: string; position: string; description: string | null; start: string; end: string | null }[];
  readonly educations: {
    institution: string;
    degree: string;
    fieldOfStudy: string | null;
    startYear: number | null;
    endYear: number | null;
  }[];
  readonly organizations: { organizationName: string; position: string; current: boolean }[];
  readonly awards: { name: string; issuer: string | null; year: number | null }[];
  readonly englishTest: { score: number; level: string | null; testedAt: string } | null;
}

const month = (year: number, monthNumber: number) => `${year}-${String(monthNumber).padStart(2, '0')}`;

export function profileSnapshotOf(profile: ProfileSnapshotSource): ProfileSnapshot {
  return {
    version: 1,
    fullName: profile.fullName,
    headline: profile.headline,
    aboutMe: profile.aboutMe,
    skills: [...profile.skills],
    interestedPositions: [...profile.interestedPositions],
    socialLinks: { ...profile.socialLinks },
    workExperiences: profile.workExperiences.map((w) => ({
      companyName: w.companyName,
      position: w.position,
      description: w.description,
      start: month(w.startYear, w.startMonth),
      end: w.isCurrent || w.endYear === null ? null : month(w.endYear, w.endMonth ?? 12),
    })),
    educations: profile.educations.map((e) => ({
      institution: e.institution,
      degree: e.degree,
      fieldOfStudy: e.fieldOfStudy,
      startYear: e.startYear,
      endYear: e.isCurrent ? null : e.endYear,
    })),
    organizations: profile.organizations.map((o) => ({ organizationName: o.organizationName, position: o.position, current: o.isCurrent })),
    awards: profile.awards.map((a) => ({ name: a.name, issuer: a.issuer, year: a.year })),
    englishTest: profile.englishTest,
  };
}

/** A snapshot read back from the database, or null when it is not one (an older row, a damaged value). */
export function asProfileSnapshot(value: unknown): ProfileSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const snapshot = value as Partial<ProfileSnapshot>;
  return snapshot.version === 1 &&
    typeof snapshot.fullName === 'string' &&
    Array.isArray(snapshot.skills) &&
    Array.isArray(snapshot.workExperiences)
    ? (snapshot as ProfileSnapshot)
    : null;
}
