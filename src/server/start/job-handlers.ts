import path from 'node:path';
import { noticeJobHandler } from '../account-mail/notice-job';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import { createI18n, translatorFor } from '../i18n/i18n';
import { exportJobHandlers } from '../data-rights/export-jobs';
import { alertJobHandlers } from '../job-alerts/alert-jobs';
import { configureMailer, sendMail } from '../mail/mailer';
import type { JobHandler } from '../queue/job-queue';
import { MAIL_QUEUE, WEBHOOK_QUEUE } from '../queue/queue-specs';
import { retentionJobHandlers } from '../retention/retention-job';
import { createFileStorage } from '../storage/create-storage';
import { uploadTmpDir } from '../uploads/upload-tmp-dir';
import { webhookDeliveryHandler } from '../webhooks/deliver-job';

/** What each queue's jobs do, in a process that works the queue (it may serve no pages: it sets up what they need). */
export async function jobHandlers(config: AppConfig, db: Db): Promise<Record<string, JobHandler<never>>> {
  configureMailer(config);
  const i18n = await createI18n(path.resolve('locales'));
  const storage = createFileStorage(config.storage);
  return {
    [MAIL_QUEUE.name]: noticeJobHandler({ i18n, publicBaseUrl: config.publicBaseUrl, sessionSecrets: config.sessionSecrets, db }),
    [WEBHOOK_QUEUE.name]: webhookDeliveryHandler({ db, allowPrivateAddresses: config.webhookAllowPrivateAddresses }),
    ...alertJobHandlers(db, {
      translate: (locale) => translatorFor(i18n, locale),
      publicBaseUrl: config.publicBaseUrl,
      sessionSecrets: config.sessionSecrets,
      mailPerMinute: config.mailPerMinute,
      send: sendMail,
      roundConcurrency: config.alertRoundConcurrency,
    }),
    ...exportJobHandlers({ db, storage, translate: (locale) => translatorFor(i18n, locale) }),
    ...retentionJobHandlers({ db, storage, uploadTmpDir: uploadTmpDir(config) }),
  };
}
