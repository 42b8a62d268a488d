import { fitTitle } from '../../../shared/fit-title';
import type { Translate } from '../../i18n/i18n';

export interface JobTitleParts {
  readonly position: string;
  readonly company: string;
  readonly city: string;
  /**
   * The job's identifier when another live job of the same company has the same position in
   * the same city: position, company and city alone would give both pages one title.
   */
  readonly reference: string | null;
}

/**
 * A job page's title, at most TITLE_MAX characters: position, company and city (what tells one
 * job from another), in the fullest wording that fits; past that the company and the position
 * lose words from their end. The city is kept whole, unless a reference tells the job apart.
 */
export function jobTitle(t: Translate, job: JobTitleParts): string {
  const parts = { position: job.position, company: job.company, city: job.city };
  const withReference = (title: string) => (job.reference ? t('jobs:detail.titleReference', { title, reference: job.reference }) : title);
  return fitTitle(
    [(p) => withReference(t('jobs:detail.title', p)), (p) => withReference(t('jobs:detail.titleShort', p))],
    parts,
    job.reference ? ['company', 'position', 'city'] : ['company', 'position'],
  );
}
