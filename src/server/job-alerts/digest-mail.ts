/**
 * An alert's digest as a mail in the alert's language: the new jobs (title, company, city,
 * salary when shown, when posted), a link to the whole search, the manage link, and the
 * one-click unsubscribe (RFC 8058: List-Unsubscribe with an https URL, List-Unsubscribe-Post).
 */
import { formatCount, formatRelativePosted, formatSalaryRange } from '../../shared/format';
import { langOf, localizePath, type Locale } from '../../shared/locales';
import { routePath } from '../../shared/routes';
import type { JobCard } from '../db/repos/job-cards';
import type { Translate } from '../i18n/i18n';
import { escapeHtml as e, type MailMessage } from '../mail/mailer';
import type { JobSearchParams } from '../search/search-params';
import { searchQueryString } from '../search/search-query-string';

export interface DigestContent {
  readonly to: string;
  /** The account holder's name; none for an address alone. */
  readonly name: string | null;
  readonly locale: Locale;
  readonly alertName: string;
  /** The search in words (describe-search.ts). */
  readonly search: string;
  readonly params: JobSearchParams;
  readonly jobs: readonly JobCard[];
  /** New matches in all (more than `jobs` when the mail shows only the first ten). */
  readonly matched: number;
  readonly now: Date;
}

export interface DigestLinks {
  readonly baseUrl: string;
  readonly unsubscribe: string;
  readonly manage: string;
}

export function digestMail(c: DigestContent, t: Translate, links: DigestLinks): MailMessage {
  const url = (path: string) => `${links.baseUrl}${localizePath(path, c.locale)}`;
  const query = searchQueryString({ ...c.params, sort: 'newest', page: 1 });
  const searchUrl = `${url('/explore-jobs')}${query ? `?${query}` : ''}`;
  const siteName = t('common:siteName');
  const count = c.matched;
  const subject = t('mail:jobAlert.subject', { count, total: formatCount(count, c.locale), name: c.alertName });
  const jobs = c.jobs.map((job) => {
    const salary = job.salary.visible
      ? formatSalaryRange(job.salary.min, job.salary.max, job.salary.currency, t(`jobs:period.${job.salary.period}`), c.locale)
      : '';
    return {
      title: job.position,
      href: `${links.baseUrl}${routePath('job', { slug: job.slug, identifier: job.identifier }, c.locale)}`,
      line: [job.company.name, job.location.city[langOf(c.locale)], salary, formatRelativePosted(job.postedAt, c.now, c.locale)]
        .filter(Boolean)
        .join(' · '),
    };
  });
  const greeting = c.name ? t('mail:greeting', { name: c.name }) : t('mail:jobAlert.hello');
  const intro = t('mail:jobAlert.intro', { count, total: formatCount(count, c.locale), search: c.search });
  const more = count > jobs.length ? t('mail:jobAlert.more', { count: count - jobs.length }) : t('mail:jobAlert.all');
  const why = t('mail:jobAlert.why', { name: c.alertName });
  const manage = t('mail:jobAlert.manage');
  const unsubscribe = t('mail:jobAlert.unsubscribe');
  const text = [
    greeting,
    '',
    intro,
    '',
    ...jobs.flatMap((job) => [job.title, job.line, job.href, '']),
    `${more}: ${searchUrl}`,
    '',
    t('mail:signature', { siteName }),
    '',
    '--',
    why,
    `${manage}: ${links.manage}`,
    `${unsubscribe}: ${links.unsubscribe}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${langOf(c.locale)}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>${e(greeting)}</p>
<p>${e(intro)}</p>
<ul style="list-style:none;padding:0;margin:0">
${jobs.map((job) => `<li style="padding:12px 0;border-bottom:1px solid #e4e7eb"><a href="${e(job.href)}" style="font-weight:bold;color:#015f92;text-decoration:none">${e(job.title)}</a><br><span style="font-size:14px;color:#52606d">${e(job.line)}</span></li>`).join('\n')}
</ul>
<p><a href="${e(searchUrl)}" style="display:inline-block;margin-top:16px;padding:10px 18px;background:#015f92;color:#ffffff;text-decoration:none;border-radius:4px">${e(more)}</a></p>
<p>${e(t('mail:signature', { siteName })).replace(/\n/g, '<br>')}</p>
<p style="font-size:13px;color:#52606d">${e(why)}<br><a href="${e(links.manage)}" style="color:#52606d">${e(manage)}</a> · <a href="${e(links.unsubscribe)}" style="color:#52606d">${e(unsubscribe)}</a></p>
</body></html>
`;
  return {
    to: c.to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
