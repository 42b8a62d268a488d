import { shortenAtWord, TITLE_MAX } from '../../../shared/document-title';
import type { Translate } from '../../i18n/i18n';

/** Whether another live job has the same position: at this company in this place, in this place, anywhere. */
interface JobTitleTwins {
  readonly company: boolean;
  readonly place: boolean;
  readonly anywhere: boolean;
}

export interface JobTitleParts {
  readonly position: string;
  readonly company: string;
  readonly city: string;
  /** The job's identifier: the title names it when what is left of the title is another job's too. */
  readonly identifier: string;
  readonly twins: JobTitleTwins;
}

/**
 * A job page's title, at most TITLE_MAX characters. The position is what a searcher looks for,
 * so it stays whole: the company gives way first, then the place, and the position is cut at a
 * word only when it alone is longer than the limit. Each step tries the fullest wording first.
 * When what is left names another live job too (the same position at the same company and
 * place, in the same place, or anywhere), the job's identifier tells the two apart.
 */
export function jobTitle(t: Translate, job: JobTitleParts): string {
  const { position, company, city, identifier, twins } = job;
  const withReference = (title: string, needed: boolean) =>
    needed ? t('jobs:detail.titleReference', { title, reference: identifier }) : title;
  const steps: readonly (readonly [readonly string[], boolean])[] = [
    [[t('jobs:detail.title', { position, company, city }), t('jobs:detail.titleShort', { position, company, city })], twins.company],
    [[t('jobs:detail.titlePlace', { position, city }), t('jobs:detail.titlePlaceShort', { position, city })], twins.place],
    [[t('jobs:detail.titlePosition', { position }), position], twins.anywhere],
  ];
  for (const [wordings, needsReference] of steps) {
    for (const wording of wordings) {
      const title = withReference(wording, needsReference);
      if (title.length <= TITLE_MAX) return title;
    }
  }
  const room = TITLE_MAX - withReference('', twins.anywhere).length;
  return withReference(shortenAtWord(position, room), twins.anywhere);
}
