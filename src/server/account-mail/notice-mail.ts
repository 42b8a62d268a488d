/** The account notices as mails, in the notice's language. */
import { formatDateTime } from '../../shared/format';
import { localizePath } from '../../shared/locales';
import type { Translate } from '../i18n/i18n';
import { escapeHtml as e, type MailMessage } from '../mail/mailer';
import type { AccountNotice } from './account-notices';
import { RESTORE_TTL_DAYS } from './restore-link';

/** Interview times are proposed and shown in Jakarta time (the site's). */
const JAKARTA = 'Asia/Jakarta';

export interface NoticeLinks {
  readonly baseUrl: string;
  /** Only for 'email-changed': puts the old address back. */
  readonly restore?: string;
}

interface Parts {
  readonly subject: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
  readonly action?: { readonly label: string; readonly href: string };
  readonly after?: readonly string[];
}

export function noticeMail(notice: AccountNotice, t: Translate, links: NoticeLinks): MailMessage {
  const siteName = t('common:siteName');
  const url = (path: string) => `${links.baseUrl}${localizePath(path, notice.locale)}`;
  const settingsHint = t('mail:settingsHint', { link: url('/account/edit') });
  const parts = ((): Parts => {
    switch (notice.kind) {
      case 'email-changed':
        return {
          subject: t('mail:emailChanged.subject', { siteName }),
          paragraphs: [
            t('mail:emailChanged.intro', { siteName, oldEmail: notice.to, newEmail: notice.newEmail }),
            t('mail:emailChanged.ifYou'),
            t('mail:emailChanged.ifNot', { count: RESTORE_TTL_DAYS }),
          ],
          action: links.restore ? { label: t('mail:emailChanged.action'), href: links.restore } : undefined,
        };
      case 'password-changed':
        return {
          subject: t('mail:passwordChanged.subject', { siteName }),
          paragraphs: [t(`mail:passwordChanged.intro_${notice.via}`, { siteName }), t('mail:passwordChanged.ifNot')],
          action: { label: t('mail:passwordChanged.action'), href: url('/auth/forgot-password') },
        };
      case 'application-sent':
        return {
          subject: t('mail:applicationSent.subject', { job: notice.job, company: notice.company }),
          paragraphs: [t('mail:applicationSent.intro', { job: notice.job, company: notice.company }), t('mail:applicationSent.sent')],
          list: [
            t('mail:applicationSent.coverLetter', { context: notice.coverLetter ? 'yes' : 'no' }),
            notice.resume ? t('mail:applicationSent.resume', { file: notice.resume }) : t('mail:applicationSent.noResume'),
            t('mail:applicationSent.answers', { count: notice.answers }),
          ],
          action: { label: t('mail:applicationSent.action'), href: url(notice.jobPath) },
          after: [t('mail:applicationSent.follow', { link: url('/account/job-applications') }), settingsHint],
        };
      case 'application-withdrawn':
        return {
          subject: t('mail:applicationWithdrawn.subject', { job: notice.job, company: notice.company }),
          paragraphs: [t('mail:applicationWithdrawn.intro', { job: notice.job, company: notice.company })],
          action: { label: t('mail:applicationWithdrawn.action'), href: url(notice.jobPath) },
          after: [settingsHint],
        };
      case 'application-status':
        return {
          subject: t('mail:applicationStatus.subject', { job: notice.job, status: t(`jobs:applications.status.${notice.status}`) }),
          paragraphs: [
            t('mail:applicationStatus.intro', {
              job: notice.job,
              company: notice.company,
              status: t(`jobs:applications.status.${notice.status}`),
            }),
            ...(notice.message ? [t('mail:applicationStatus.message', { company: notice.company }), notice.message] : []),
          ],
          action: { label: t('mail:applicationStatus.action'), href: url('/account/job-applications') },
          after: [settingsHint],
        };
      case 'interview-invited':
        return {
          subject: t('mail:interviewInvited.subject', { job: notice.job, company: notice.company }),
          paragraphs: [
            t('mail:interviewInvited.intro', { job: notice.job, company: notice.company, count: notice.times.length }),
            t(`mail:interviewInvited.mode_${notice.mode}`, {
              place: notice.place ?? '',
              link: notice.meetingUrl ?? '',
              minutes: notice.durationMinutes,
            }),
            ...(notice.note ? [notice.note] : []),
          ],
          list: notice.times.map((time) => `${formatDateTime(time, notice.locale, JAKARTA)} WIB`),
          action: { label: t('mail:interviewInvited.action'), href: url('/account/interview-action') },
          after: [settingsHint],
        };
      case 'data-export-ready':
        return {
          subject: t('mail:dataExportReady.subject', { siteName }),
          paragraphs: [
            t('mail:dataExportReady.intro', { siteName }),
            t('mail:dataExportReady.until', { time: `${formatDateTime(notice.expiresAt, notice.locale, JAKARTA)} WIB` }),
          ],
          action: { label: t('mail:dataExportReady.action'), href: url(notice.downloadPath) },
          after: [t('mail:dataExportReady.ifNot')],
        };
    }
  })();
  const greeting = t('mail:greeting', { name: notice.name });
  const signature = t('mail:signature', { siteName });
  const text = [
    greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.list ? [...parts.list.map((item) => `- ${item}`), ''] : []),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.href}`, ''] : []),
    ...(parts.after ?? []).flatMap((p) => [p, '']),
    signature,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${notice.locale === 'id-ID' ? 'id' : 'en'}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>${e(greeting)}</p>
${parts.paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n')}
${parts.list ? `<ul>${parts.list.map((item) => `<li>${e(item)}</li>`).join('')}</ul>` : ''}
${parts.action ? `<p><a href="${e(parts.action.href)}" style="display:inline-block;padding:10px 18px;background:#015f92;color:#ffffff;text-decoration:none;border-radius:4px">${e(parts.action.label)}</a></p>\n<p style="font-size:13px;color:#52606d">${e(parts.action.href)}</p>` : ''}
${(parts.after ?? []).map((p) => `<p style="font-size:13px;color:#52606d">${e(p)}</p>`).join('\n')}
<p>${e(signature).replace(/\n/g, '<br>')}</p>
</body></html>
`;
  return { to: notice.to, subject: parts.subject, text, html };
}
