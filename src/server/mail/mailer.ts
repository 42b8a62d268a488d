/**
 * Outgoing mail for every feature (accounts, contact form). With an SMTP URL configured,
 * messages go through nodemailer's SMTP transport; without one (the `npm start` default)
 * they are written as .eml files to `<DATA_DIR>/outbox` and their links are logged, so a
 * local user can still verify an address or reset a password.
 *
 * Configured once at start (`configureMailer`); the state lives on globalThis because the
 * react-server and SSR layers each bundle their own copy of this file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { logInfo } from '../../framework/server';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  /** Plain-text body; always sent alongside the HTML. */
  readonly text: string;
  readonly html: string;
  readonly replyTo?: string;
  /** Extra header lines (List-Unsubscribe on alert mails). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface MailSettings {
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** The outbox is `<dataDir>/outbox`. */
  readonly dataDir: string;
}

export interface SentMail {
  readonly messageId: string;
  /** Set when the message went to the outbox instead of an SMTP server. */
  readonly file?: string;
}

interface MailerState {
  settings: MailSettings;
  transport: Transporter;
}

const KEY = Symbol.for('karir.mailer');
const slot = globalThis as unknown as Record<symbol, MailerState | undefined>;

export function configureMailer(settings: MailSettings): void {
  const transport = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl, { from: settings.mailFrom })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  slot[KEY] = { settings, transport };
}

export function outboxDir(settings: Pick<MailSettings, 'dataDir'>): string {
  return path.join(settings.dataDir, 'outbox');
}

let outboxSequence = 0;

const LINK = /https?:\/\/[^\s<>"]+/g;

/** Sends one message; rejects when the SMTP server refuses it (callers decide whether that matters). */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const state = slot[KEY];
  if (!state) throw new Error('sendMail() called before configureMailer()');
  const { settings, transport } = state;
  const info = (await transport.sendMail({ from: settings.mailFrom, ...message })) as { messageId: string; message?: Buffer };
  if (settings.smtpUrl) return { messageId: info.messageId };
  const dir = outboxDir(settings);
  await fs.mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const recipient = message.to.replace(/[^A-Za-z0-9@._-]/g, '_');
  // Two messages to one address can leave in the same millisecond, from one worker or several:
  // the process id and a counter keep both, and the names still sort by time first.
  outboxSequence += 1;
  const file = path.join(dir, `${stamp}-${process.pid}-${String(outboxSequence).padStart(6, '0')}-${recipient}.eml`);
  await fs.writeFile(file, info.message ?? '', { mode: 0o600, flag: 'wx' });
  logInfo('mail written to outbox', { to: message.to, subject: message.subject, file, links: message.text.match(LINK) ?? [] });
  return { messageId: info.messageId, file };
}

/** Minimal HTML escaping for values placed into mail bodies. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
