/** The mail queue's worker side: renders a queued notice in its language and sends it. */
import { localizePath } from '../../shared/locales';
import { translatorFor, type createI18n } from '../i18n/i18n';
import { sendMail } from '../mail/mailer';
import type { Db } from '../db/db';
import { noticeStillWanted, type AccountNotice } from './account-notices';
import { noticeMail } from './notice-mail';
import { RESTORE_TTL_DAYS, signRestoreClaim } from './restore-link';

type I18n = Awaited<ReturnType<typeof createI18n>>;

export interface NoticeJobSettings {
  readonly i18n: I18n;
  readonly publicBaseUrl: string;
  /** The first signs restore links. */
  readonly sessionSecrets: readonly string[];
  /** Where the user's email settings are read again at send time. */
  readonly db: Db;
}

/** A failed send throws, so the queue tries again later (the SMTP server may be back by then). */
export function noticeJobHandler(settings: NoticeJobSettings): (data: { notice: AccountNotice }) => Promise<void> {
  return async ({ notice }) => {
    if (!(await noticeStillWanted(settings.db, notice))) return;
    const t = translatorFor(settings.i18n, notice.locale);
    let restore: string | undefined;
    if (notice.kind === 'email-changed') {
      const expires = Math.floor(Date.parse(notice.changedAt) / 1000) + RESTORE_TTL_DAYS * 24 * 3600;
      const token = signRestoreClaim(
        { userId: notice.userId, oldEmail: notice.to, newEmail: notice.newEmail, oldVerified: notice.oldVerified, expires },
        settings.sessionSecrets[0]!,
      );
      restore = `${settings.publicBaseUrl}${localizePath('/auth/restore-email', notice.locale)}?token=${token}`;
    }
    await sendMail(noticeMail(notice, t, { baseUrl: settings.publicBaseUrl, restore }));
  };
}
