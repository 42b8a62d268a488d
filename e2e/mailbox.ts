import fs from 'node:fs';
import path from 'node:path';

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
export async function linkFromMail(address: string, pattern: RegExp, count = 1, timeoutMs = 10_000): Promise<{ link: string; mail: ReceivedMail }> {
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
