import type { Language } from '../../../shared/locales';
import type { JobDetail } from '../../db/repos/jobs-repo';
import { textLanguage } from '../../i18n/text-language';

/**
 * The language a job's description is written in: as stored where the employer (or the seed)
 * said, else as its words show; null for a posting in both languages or too short to tell.
 */
export function descriptionLanguage(job: Pick<JobDetail, 'languages' | 'descriptionHtml'>): Language | null {
  if (job.languages.length > 0) return job.languages.length === 1 ? job.languages[0]! : null;
  return textLanguage(job.descriptionHtml.replace(/<[^>]*>/g, ' '));
}
