/**
 * The mails that tell a user what happened to their account, queued in the transaction of the
 * change they report (so a rolled-back change mails nothing, and a committed one is mailed
 * even if the server dies right after) and sent by the queue's worker, not the request.
 */
import type { ApplicationStatus } from '../../shared/application-status';
import type { Locale } from '../../shared/locales';
import type { Db } from '../db/db';
import { findSessionAccount } from '../db/repos/accounts-repo';
import { getEmailSettings, type EmailSettings } from '../db/repos/email-settings-repo';
import { enqueue } from '../queue/job-queue';
import { MAIL_QUEUE } from '../queue/queue-specs';

export type NoticeFacts =
  /** Sent to the old address, with a link that puts it back (restore-link.ts). */
  | {
      readonly kind: 'email-changed';
      readonly userId: number;
      readonly newEmail: string;
      readonly oldVerified: boolean;
      readonly changedAt: string;
    }
  | { readonly kind: 'password-changed'; readonly via: 'settings' | 'reset' }
  | {
      readonly kind: 'application-sent';
      readonly job: string;
      readonly company: string;
      readonly jobPath: string;
      readonly coverLetter: boolean;
      readonly resume: string | null;
      readonly answers: number;
    }
  | { readonly kind: 'application-withdrawn'; readonly job: string; readonly company: string; readonly jobPath: string }
  /** The employer moved the application (through the API), perhaps with a message. */
  | {
      readonly kind: 'application-status';
      readonly job: string;
      readonly company: string;
      readonly jobPath: string;
      readonly status: ApplicationStatus;
      readonly message: string | null;
    }
  /** The employer proposed interview times; the candidate answers on /account/interview-action. */
  | {
      readonly kind: 'interview-invited';
      readonly job: string;
      readonly company: string;
      readonly jobPath: string;
      /** ISO instants, shown in Jakarta time. */
      readonly times: readonly string[];
      readonly durationMinutes: number;
      readonly mode: 'onsite' | 'online' | 'phone';
      readonly place: string | null;
      readonly meetingUrl: string | null;
      readonly note: string | null;
    }
  /** The candidate's "Download my data" ZIP is ready (src/server/data-rights); the link needs their sign-in. */
  | { readonly kind: 'data-export-ready'; readonly downloadPath: string; readonly expiresAt: string };

type NoticeKind = NoticeFacts['kind'];

/** A queued notice: whom it goes to, in which language, and what it says. */
export type AccountNotice = NoticeFacts & {
  readonly to: string;
  readonly name: string;
  readonly locale: Locale;
  /** Whose notice it is, so the sender can look at their settings again (absent on notices queued before it was added). */
  readonly userId?: number;
};

/** The notices a user can turn off; the security ones (email, password) always go. */
const OPTIONAL: Partial<Record<NoticeKind, keyof EmailSettings>> = {
  'application-sent': 'applicationSent',
  'application-withdrawn': 'applicationWithdrawn',
  'application-status': 'applicationUpdates',
  'interview-invited': 'applicationUpdates',
};

export const NOTICE_JOB = MAIL_QUEUE.name;

/**
 * Queues a notice to the user (to `to` instead of their address, for the old one after a
 * change), in `locale` or else the language they chose last; nothing when they turned this
 * kind off. Pass the transaction of the change. Answers whether one was queued.
 */
export async function queueAccountNotice(
  db: Db,
  userId: number,
  facts: NoticeFacts,
  options: { readonly locale?: Locale; readonly to?: string } = {},
): Promise<boolean> {
  const account = await findSessionAccount(db, userId);
  if (!account) return false;
  const setting = OPTIONAL[facts.kind];
  if (setting && !(await getEmailSettings(db, userId))[setting]) return false;
  const notice: AccountNotice = {
    ...facts,
    to: options.to ?? account.email,
    name: account.name,
    locale: options.locale ?? account.preferredLocale,
    userId,
  };
  await enqueue(db, NOTICE_JOB, { notice });
  return true;
}

/**
 * Asked again when the queued notice is about to be sent: an email the user turned off, or
 * whose consent they withdrew (which turns them all off), since it was queued is not sent.
 */
export async function noticeStillWanted(db: Db, notice: AccountNotice): Promise<boolean> {
  const setting = OPTIONAL[notice.kind];
  if (!setting || notice.userId === undefined) return true;
  return (await getEmailSettings(db, notice.userId))[setting];
}
