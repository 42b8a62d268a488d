import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureMailer, sendMail } from './mailer';

describe('outbox', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps every message to one address sent within the same millisecond', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailer-test-'));
    configureMailer({ smtpUrl: undefined, mailFrom: 'site@example.com', dataDir });
    // Only the clock stands still: an alert and a password notice can leave in the same millisecond.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T10:00:00.000Z') });
    const subjects = ['First', 'Second', 'Third'];
    const sent = await Promise.all(
      subjects.map((subject) => sendMail({ to: 'ayu@example.com', subject, text: subject, html: `<p>${subject}</p>` })),
    );

    expect(new Set(sent.map((mail) => mail.file)).size).toBe(3);
    const outbox = path.join(dataDir, 'outbox');
    const bodies = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
    for (const subject of subjects) expect(bodies.filter((body) => body.includes(`Subject: ${subject}`))).toHaveLength(1);
    // Names still sort by the time they were written, as readers of the outbox expect.
    expect(fs.readdirSync(outbox).every((file) => file.startsWith('2026-11-29T10-00-00-000Z-'))).toBe(true);
  });
});
