import path from 'node:path';
import { noticeJobHandler } from '../account-mail/notice-job';
import type { AppConfig } from '../config';
import { createI18n } from '../i18n/i18n';
import { configureMailer } from '../mail/mailer';
import type { JobHandler } from '../queue/job-queue';
import { MAIL_QUEUE } from '../queue/queue-specs';

/** What each queue's jobs do, in a process that works the queue (it may serve no pages: it sets up what they need). */
export async function jobHandlers(config: AppConfig): Promise<Record<string, JobHandler<never>>> {
  configureMailer(config);
  const i18n = await createI18n(path.resolve('locales'));
  return {
    [MAIL_QUEUE.name]: noticeJobHandler({ i18n, publicBaseUrl: config.publicBaseUrl, sessionSecrets: config.sessionSecrets }),
  };
}
