/** Notifies the firm's inbox of a contact-form message (plain text and HTML, reply goes to the visitor). */
import type { Translate } from '../i18n/i18n';
import { escapeHtml, sendMail } from './mailer';

export interface ContactMailInput {
  readonly to: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
}

export async function sendContactMail(t: Translate, input: ContactMailInput): Promise<void> {
  const subject = t('mail:contact.subject', { name: input.name });
  const lines: [string, string][] = [
    [t('mail:contact.name'), input.name],
    [t('mail:contact.email'), input.email],
    [t('mail:contact.phone'), input.phone],
  ];
  const text = `${t('mail:contact.intro')}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${input.message}\n`;
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>${escapeHtml(t('mail:contact.intro'))}</p>
<table>${lines.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>
</body></html>
`;
  await sendMail({ to: input.to, replyTo: input.email, subject, text, html });
}
