/**
 * A landing page in words: heading, title, the intro written from its numbers, and a meta
 * description that keeps to 160 characters by leaving out the sentences that do not fit.
 */
import type { TFunction } from 'i18next';
import { formatCount, formatMoney } from '../../../shared/format';
import type { Locale } from '../../../shared/locales';
import { DESCRIPTION_MAX } from '../../../shared/meta-description';
import type { LandingFacts } from '../../search/landing-facts';

/** The page's category and place, named in its language. */
export interface LandingNames {
  readonly category?: string | undefined;
  readonly place?: string | undefined;
}

type Translate = TFunction | ((key: string, options?: Record<string, unknown>) => string);

function shape(names: LandingNames): 'both' | 'category' | 'place' {
  if (names.category && names.place) return 'both';
  return names.category ? 'category' : 'place';
}

export function landingHeading(t: Translate, names: LandingNames): string {
  return String(t(`jobs:landing.heading.${shape(names)}`, { ...names }));
}

function subject(t: Translate, names: LandingNames, count: number): string {
  return String(t(`jobs:landing.subject.${shape(names)}`, { ...names, count }));
}

/** The intro's sentences: how many open jobs, who hires most, the shown salaries' range. */
export function landingIntro(t: Translate, locale: Locale, names: LandingNames, total: number, facts: LandingFacts): string[] {
  if (total === 0) return [String(t('jobs:landing.intro.none', { subject: subject(t, names, 2) }))];
  const sentences = [
    String(t('jobs:landing.intro.count', { count: total, total: formatCount(total, locale), subject: subject(t, names, total) })),
  ];
  if (facts.topCompanies.length > 0) {
    const items = facts.topCompanies.map((c) => String(t('jobs:landing.intro.companyJobs', { name: c.name, count: c.jobs })));
    sentences.push(String(t('jobs:landing.intro.companies', { list: new Intl.ListFormat(locale, { type: 'conjunction' }).format(items) })));
  }
  if (facts.salary) {
    sentences.push(
      String(
        t('jobs:landing.intro.salary', {
          shown: formatCount(facts.salary.shown, locale),
          from: formatMoney(facts.salary.from, 'IDR', locale),
          to: formatMoney(facts.salary.to, 'IDR', locale),
        }),
      ),
    );
  }
  return sentences;
}

/**
 * The intro's sentences, in order, each that still fits in DESCRIPTION_MAX, then the call to
 * act if it fits too; a further page says its number first (common:pagedDescription, as every
 * list does), so no two pages share a description.
 */
export function landingDescription(t: Translate, intro: readonly string[], page: number, pages: number): string {
  const withPage = (text: string) => (page > 1 ? String(t('common:pagedDescription', { description: text, page, pages })) : text);
  let text = '';
  for (const sentence of [...intro, String(t('jobs:landing.descriptionEnd'))]) {
    const next = text ? `${text} ${sentence}` : sentence;
    // A sentence that does not fit is left out; a shorter one after it may still fit.
    if (withPage(next).length > DESCRIPTION_MAX) continue;
    text = next;
  }
  // The first sentence alone too long (very long names): cut at a word.
  if (!text) {
    const first = intro[0] ?? '';
    const room = DESCRIPTION_MAX - withPage('').length - 1;
    text = `${first.slice(0, first.lastIndexOf(' ', room)).replace(/[\s,.:;–-]+$/, '')}…`;
  }
  return withPage(text);
}
