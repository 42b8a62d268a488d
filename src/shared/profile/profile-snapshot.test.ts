import { describe, expect, it } from 'vitest';
import { asProfileSnapshot, profileSnapshotOf, type ProfileSnapshotSource } from './profile-snapshot';

const profile: ProfileSnapshotSource = {
  fullName: 'Rina Kusuma',
  headline: 'Data analyst',
  aboutMe: 'Saya suka angka.',
  skills: ['SQL', 'Excel'],
  interestedPositions: ['Analyst'],
  socialLinks: { linkedin: 'https://www.linkedin.com/in/rina' },
  workExperiences: [
    {
      companyName: 'PT Maju',
      position: 'Analyst',
      description: null,
      startMonth: 3,
      startYear: 2022,
      endMonth: null,
      endYear: null,
      isCurrent: true,
    },
    {
      companyName: 'PT Lama',
      position: 'Intern',
      description: 'Reports',
      startMonth: 1,
      startYear: 2020,
      endMonth: 9,
      endYear: 2021,
      isCurrent: false,
    },
  ],
  educations: [
    { institution: 'Universitas Indonesia', degree: 'S1', fieldOfStudy: 'Statistika', startYear: 2016, endYear: 2020, isCurrent: false },
  ],
  organizations: [{ organizationName: 'HIMA', position: 'Ketua', isCurrent: false }],
  awards: [{ name: 'Best intern', issuer: null, year: 2021 }],
  englishTest: { score: 78, level: 'B2', testedAt: '2026-11-01T00:00:00Z' },
};

describe('the profile an application carries', () => {
  it('keeps what the employer reads, with months as year-month and current roles open-ended', () => {
    const snapshot = profileSnapshotOf(profile);
    expect(snapshot.workExperiences).toEqual([
      { companyName: 'PT Maju', position: 'Analyst', description: null, start: '2022-03', end: null },
      { companyName: 'PT Lama', position: 'Intern', description: 'Reports', start: '2020-01', end: '2021-09' },
    ]);
    expect(snapshot.skills).toEqual(['SQL', 'Excel']);
    expect(snapshot.englishTest?.level).toBe('B2');
    // Contact details and private settings are not part of it.
    expect(JSON.stringify(snapshot)).not.toMatch(/phone|salary|visibility|completion/i);
  });

  it('is a copy: changing the profile afterwards does not change it', () => {
    const skills = ['SQL'];
    const snapshot = profileSnapshotOf({ ...profile, skills });
    skills.push('Python');
    expect(snapshot.skills).toEqual(['SQL']);
  });

  it('reads back only what it wrote', () => {
    expect(asProfileSnapshot(JSON.parse(JSON.stringify(profileSnapshotOf(profile))))?.fullName).toBe('Rina Kusuma');
    expect(asProfileSnapshot(null)).toBeNull();
    expect(asProfileSnapshot({ fullName: 'x' })).toBeNull();
  });
});
