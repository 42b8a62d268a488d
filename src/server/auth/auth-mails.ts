/** The account mails (verification, password reset), in the language the user is using. */
import type { Translate } from '../i18n/i18n';
import { escapeHtml, sendMail, type MailMessage } from '../mail/mailer';

export type AccountMailKind = 'verify' | 'reset';

export function accountMail(
  kind: AccountMailKind,
  input: { t: Translate; to: string; name: string; link: string; siteName?: string },
): MailMessage {
  const { t, link } = input;
  const siteName = input.siteName ?? t('common:siteName');
  const hours = kind === 'verify' ? VERIFY_TTL_HOURS : RESET_TTL_HOURS;
  const subject = t(`mail:${kind}.subject`, { siteName });
  const greeting = t('mail:greeting', { name: input.name });
  const intro = t(`mail:${kind}.intro`, { siteName });
  const action = t(`mail:${kind}.action`);
  const expiry = t(`mail:${kind}.expiry`, { count: hours });
  const ignore = t(`mail:${kind}.ignore`);
  const signature = t('mail:signature', { siteName });
  const text = [greeting, '', intro, '', `${action}: ${link}`, '', expiry, ignore, '', signature, ''].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>${e(greeting)}</p>
<p>${e(intro)}</p>
<p><a href="${e(link)}" style="display:inline-block;padding:10px 18px;background:#015f92;color:#ffffff;text-decoration:none;border-radius:4px">${e(action)}</a></p>
<p style="font-size:13px;color:#52606d">${e(link)}</p>
<p>${e(expiry)} ${e(ignore)}</p>
<p>${e(signature)}</p>
</body></html>
`;
  return { to: input.to, subject, text, html };
}

export const VERIFY_TTL_HOURS = 48;
export const RESET_TTL_HOURS = 1;

export async function sendAccountMail(kind: AccountMailKind, input: Parameters<typeof accountMail>[1]): Promise<void> {
  await sendMail(accountMail(kind, input));
}
