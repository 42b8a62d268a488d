/**
 * Every queue the site has, with how its jobs are retried. pg-boss stores these settings on
 * the queue (createQueue), so a job sent by any process, inside any transaction, gets them.
 */
export interface QueueSpec {
  readonly name: string;
  /** Attempts after the first. */
  readonly retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long (back-off, jittered). */
  readonly retryDelay: number;
  /** An attempt still running after this long counts as failed (its process probably died) and is retried. */
  readonly expireInSeconds: number;
  /** Jobs one process works at once (a worker each); 1 unless said. */
  readonly workers?: number;
}

/**
 * Mail: 8 retries from 30 s doubling reach about two hours in all, long enough to ride out an
 * SMTP server's restart or a short outage; a stuck send is given up after 2 minutes.
 */
export const MAIL_QUEUE: QueueSpec = { name: 'mail', retryLimit: 8, retryDelay: 30, expireInSeconds: 120 };

/**
 * Webhook deliveries: each job is one attempt, and the delivery's own schedule (about a day of
 * back-off, src/server/webhooks/retry-schedule.ts) queues the next one, so every attempt's next
 * retry is known when it is recorded. These retries are only for an attempt that could not even
 * be recorded (the database away) or whose process died: an attempt times out after 10 s, so
 * one still active after a minute was cut off.
 */
export const WEBHOOK_QUEUE: QueueSpec = { name: 'webhook-delivery', retryLimit: 5, retryDelay: 30, expireInSeconds: 60 };

/**
 * Job alerts (src/server/job-alerts): a round per frequency, fired by the cron schedules, puts
 * one digest job per alert with new jobs; a round that dies is run again, and what it had done
 * is recognised (one digest per alert and period). Digest mails retry like other mail.
 */
/** pg-boss keeps one schedule per queue name: a queue per frequency. */
const round = (frequency: string): QueueSpec => ({
  name: `job-alerts-${frequency}`,
  retryLimit: 5,
  retryDelay: 60,
  expireInSeconds: 15 * 60,
});
export const ALERT_ROUND_QUEUES = { instant: round('instant'), daily: round('daily'), weekly: round('weekly') } as const;
/** A digest mail mostly waits (SMTP, a few queries): four at once keep a 100,000-alert morning short. */
export const ALERT_MAIL_QUEUE: QueueSpec = { name: 'job-alert-mail', retryLimit: 8, retryDelay: 30, expireInSeconds: 120, workers: 4 };

/**
 * "Download my data" (src/server/data-rights): preparing an export reads every area and copies
 * the candidate's files (a video may be large), so an attempt gets 15 minutes; its deletion is a
 * job delayed by the export's 24 hours.
 */
export const DATA_EXPORT_QUEUE: QueueSpec = { name: 'data-export', retryLimit: 5, retryDelay: 60, expireInSeconds: 15 * 60 };
export const DATA_EXPORT_DELETE_QUEUE: QueueSpec = { name: 'data-export-delete', retryLimit: 8, retryDelay: 60, expireInSeconds: 5 * 60 };

/**
 * Retention (src/server/retention): an hourly run of the clean-up tasks. A run that fails is
 * tried again a few times; the next hour's run starts over anyway.
 */
export const RETENTION_QUEUE: QueueSpec = { name: 'retention', retryLimit: 2, retryDelay: 300, expireInSeconds: 30 * 60 };

export const QUEUE_SPECS: readonly QueueSpec[] = [
  MAIL_QUEUE,
  WEBHOOK_QUEUE,
  ...Object.values(ALERT_ROUND_QUEUES),
  ALERT_MAIL_QUEUE,
  DATA_EXPORT_QUEUE,
  DATA_EXPORT_DELETE_QUEUE,
  RETENTION_QUEUE,
];
