/**
 * A saved search in words, in the reader's language: "Sales jobs in Surabaya, full-time, from
 * Rp 8,000,000". It names the alert by default and heads its mails and its row in the list.
 */
import { formatMoney } from '../../shared/format';
import { EXPERIENCE_LEVEL_LABELS } from '../../shared/job-vocabulary';
import { langOf, type Locale } from '../../shared/locales';
import type { Translate } from '../i18n/i18n';
import type { JobSearchParams } from '../search/search-params';
import type { FilterLabels } from '../search/search-result';

export function describeSearch(p: JobSearchParams, labels: FilterLabels, t: Translate, locale: Locale): string {
  const lang = langOf(locale);
  const category = labels.category?.[lang];
  const head = p.q
    ? t('jobs:alerts.words.keyword', { q: p.q })
    : category
      ? t('jobs:alerts.words.category', { category })
      : t('jobs:alerts.words.all');
  const place = labels.location?.[lang];
  const first = [
    head,
    place ? t('jobs:alerts.words.in', { place }) : '',
    labels.company ? t('jobs:alerts.words.at', { company: labels.company }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const money = (amount: number) => formatMoney(amount, 'IDR', locale);
  const rest = [
    p.q && category ? category : '',
    ...p.type.map((type) => t(`jobs:type.${type}`).toLowerCase()),
    ...p.arrangement.map((a) => t(`jobs:arrangement.${a}`).toLowerCase()),
    p.level ? EXPERIENCE_LEVEL_LABELS[p.level][lang].toLowerCase() : '',
    p.salaryMin !== undefined ? t('jobs:alerts.words.from', { amount: money(p.salaryMin) }) : '',
    p.salaryMax !== undefined ? t('jobs:alerts.words.upTo', { amount: money(p.salaryMax) }) : '',
    p.posted !== undefined ? t('jobs:search.postedWithin', { count: p.posted }).toLowerCase() : '',
  ].filter(Boolean);
  return [first, ...rest].join(', ');
}
