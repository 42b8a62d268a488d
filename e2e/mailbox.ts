import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  return dir;
};

/** Undoes quoted-printable soft breaks and escapes so links read as sent. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export interface ReceivedMail {
  readonly file: string;
  readonly raw: string;
  readonly subject: string;
}

/** Messages the local SMTP server received for this address, oldest first. */
export function mailsTo(address: string): ReceivedMail[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => path.join(dir, name))
    .map((file) => ({ file, raw: fs.readFileSync(file, 'utf8') }))
    .filter((mail) => mail.raw.split('\r\n', 1)[0]!.split(/[ ,]/).includes(address.toLowerCase()))
    .map((mail) => ({ ...mail, subject: /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim() ?? '' }));
}

/** Waits for the `count`-th message to this address and returns the first link matching `pattern` in it. */
export async function linkFromMail(
  address: string,
  pattern: RegExp,
  count = 1,
  timeoutMs = 10_000,
): Promise<{ link: string; mail: ReceivedMail }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsTo(address)[count - 1];
    if (mail) {
      const text = decodeQuotedPrintable(mail.raw);
      const link = text.match(pattern)?.[0];
      if (!link) throw new Error(`no link matching ${pattern} in mail ${mail.file}`);
      return { link, mail };
    }
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** A received mail as a person reads it: quoted-printable and encoded headers undone. */
export function readable(raw: string): string {
  // Folded header lines are joined in the head only: in a body, a soft line break can come just before a space.
  const split = raw.indexOf('\r\n\r\n');
  const unfolded = split < 0 ? raw : raw.slice(0, split).replace(/\r\n[ \t]/g, ' ') + raw.slice(split);
  const words = unfolded.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
  return Buffer.from(decodeQuotedPrintable(words), 'latin1').toString('utf8');
}

/** Waits for a mail to `address` that reads `text` somewhere (subject or body) and returns it, readable. */
export async function mailWith(address: string, text: string, timeoutMs = 30_000): Promise<string> {
  let found = '';
  await expect
    .poll(
      () =>
        (found =
          mailsTo(address)
            .map((m) => readable(m.raw))
            .find((m) => m.includes(text)) ?? ''),
      { timeout: timeoutMs, message: `a mail to ${address} with "${text}"` },
    )
    .not.toBe('');
  return found;
}
