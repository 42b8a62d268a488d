/** The double opt-in mail of an alert made for an address alone: nothing is sent before its link is followed. */
import { localizePath, type Locale } from '../../shared/locales';
import type { Translate } from '../i18n/i18n';
import { escapeHtml as e, type MailMessage } from '../mail/mailer';

export interface ConfirmMailInput {
  readonly to: string;
  readonly locale: Locale;
  readonly search: string;
  readonly token: string;
  readonly baseUrl: string;
}

export function confirmMail(input: ConfirmMailInput, t: Translate): MailMessage {
  const siteName = t('common:siteName');
  const link = `${input.baseUrl}${localizePath('/job-alerts/confirm', input.locale)}?token=${input.token}`;
  const hello = t('mail:jobAlert.hello');
  const intro = t('mail:jobAlert.confirm.intro', { search: input.search });
  const action = t('mail:jobAlert.confirm.action');
  const ignore = t('mail:jobAlert.confirm.ignore');
  const signature = t('mail:signature', { siteName });
  return {
    to: input.to,
    subject: t('mail:jobAlert.confirm.subject', { siteName }),
    text: [hello, '', intro, '', `${action}: ${link}`, '', ignore, '', signature, ''].join('\n'),
    html: `<!doctype html>
<html lang="${input.locale === 'id-ID' ? 'id' : 'en'}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>${e(hello)}</p>
<p>${e(intro)}</p>
<p><a href="${e(link)}" style="display:inline-block;padding:10px 18px;background:#015f92;color:#ffffff;text-decoration:none;border-radius:4px">${e(action)}</a></p>
<p style="font-size:13px;color:#52606d">${e(link)}</p>
<p style="font-size:13px;color:#52606d">${e(ignore)}</p>
<p>${e(signature).replace(/\n/g, '<br>')}</p>
</body></html>
`,
  };
}
