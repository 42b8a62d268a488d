/**
 * The period a digest belongs to: a 5-minute slot for instant alerts, a day or an ISO week for
 * the others, as the calendar reads in Jakarta (UTC+7, no daylight saving). One digest per
 * alert and period is what the database's unique key allows.
 */
import type { AlertFrequency } from '../../shared/validation/job-alert-schema';

const JAKARTA_OFFSET_MS = 7 * 3600 * 1000;
const INSTANT_SLOT_MINUTES = 5;

/** The queue's cron schedules (Asia/Jakarta): a round per frequency. */
export const ALERT_SCHEDULES: Readonly<Record<AlertFrequency, string>> = {
  instant: `*/${INSTANT_SLOT_MINUTES} * * * *`,
  daily: '0 7 * * *',
  weekly: '0 7 * * 1',
};

function isoWeek(local: Date): string {
  // The ISO week is the one holding its Thursday.
  const day = (local.getUTCDay() + 6) % 7;
  const thursday = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - day + 3));
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / (7 * 24 * 3600 * 1000));
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export function periodOf(frequency: AlertFrequency, at: Date): string {
  const local = new Date(at.getTime() + JAKARTA_OFFSET_MS);
  const date = local.toISOString().slice(0, 10);
  if (frequency === 'daily') return `daily:${date}`;
  if (frequency === 'weekly') return `weekly:${isoWeek(local)}`;
  const minutes = Math.floor(local.getUTCMinutes() / INSTANT_SLOT_MINUTES) * INSTANT_SLOT_MINUTES;
  return `instant:${date}T${String(local.getUTCHours()).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
