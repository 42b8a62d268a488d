import { describe, expect, it } from 'vitest';
import type { PageMeta } from '../../page-contract/page-module';
import { keptJobMeta } from './kept-job-meta';

/** A job page's title as its meta builder would write it, counting the builds. */
function metaOf(job: { position: string }, landing: { categoryPage: boolean }) {
  let builds = 0;
  const meta = (locale: string) =>
    keptJobMeta(job, landing, locale, (): PageMeta => {
      builds += 1;
      return {
        title: `${job.position} (${locale})`,
        description: job.position,
        breadcrumbs: landing.categoryPage ? [{ name: 'Engineering jobs', path: '/jobs/engineering' }] : [],
      };
    });
  return { meta, builds: () => builds };
}

describe('keptJobMeta', () => {
  it('works a job page’s meta out once per job object and language', () => {
    const job = { position: 'Mechanical Engineer' };
    const landing = { categoryPage: true };
    const { meta, builds } = metaOf(job, landing);
    expect(meta('en-US').title).toBe('Mechanical Engineer (en-US)');
    expect(meta('en-US').title).toBe('Mechanical Engineer (en-US)');
    expect(meta('id-ID').title).toBe('Mechanical Engineer (id-ID)');
    expect(builds()).toBe(2);
  });

  it('shows an edited job’s new title: the job cache hands the page a new object', () => {
    const landing = { categoryPage: true };
    const before = { position: 'Mechanical Engineer' };
    expect(metaOf(before, landing).meta('en-US').title).toBe('Mechanical Engineer (en-US)');
    // The edit empties the job cache; the next view reads the row again into a new object.
    const after = { position: 'Senior Mechanical Engineer' };
    expect(metaOf(after, landing).meta('en-US').title).toBe('Senior Mechanical Engineer (en-US)');
    expect(metaOf(before, landing).meta('en-US').title).toBe('Mechanical Engineer (en-US)');
  });

  it('follows a new landing catalogue (its counts decide which breadcrumbs link)', () => {
    const job = { position: 'Mechanical Engineer' };
    expect(metaOf(job, { categoryPage: true }).meta('en-US').breadcrumbs).toHaveLength(1);
    expect(metaOf(job, { categoryPage: false }).meta('en-US').breadcrumbs).toHaveLength(0);
  });
});
