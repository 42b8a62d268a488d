import type { Db } from '../db';
import { recordConsentChange } from './consents-repo';

/** The account emails a user may turn off (account settings, "Emails"). */
export interface EmailSettings {
  readonly applicationSent: boolean;
  readonly applicationWithdrawn: boolean;
  /** What the employer did: status moves, their messages, interview invitations (0077). */
  readonly applicationUpdates: boolean;
}

export const ALL_EMAILS_ON: EmailSettings = { applicationSent: true, applicationWithdrawn: true, applicationUpdates: true };

export async function getEmailSettings(db: Db, userId: number): Promise<EmailSettings> {
  const { rows } = await db.query<{ application_sent: boolean; application_withdrawn: boolean; application_updates: boolean }>(
    'SELECT application_sent, application_withdrawn, application_updates FROM account_email_settings WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  return row
    ? {
        applicationSent: row.application_sent,
        applicationWithdrawn: row.application_withdrawn,
        applicationUpdates: row.application_updates,
      }
    : ALL_EMAILS_ON;
}

/**
 * Saves the choice and keeps the consent record (0086) in step: any application email on is
 * consent to them, all off a withdrawal, recorded only when that changes.
 */
export async function saveEmailSettings(
  db: Db,
  userId: number,
  settings: EmailSettings,
  source: 'settings' | 'api' = 'settings',
): Promise<void> {
  await db.transaction(async (tx) => {
    await writeEmailSettings(tx, userId, settings);
    await recordConsentChange(
      tx,
      userId,
      'application-emails',
      settings.applicationSent || settings.applicationWithdrawn || settings.applicationUpdates,
      source,
    );
  });
}

async function writeEmailSettings(db: Db, userId: number, settings: EmailSettings): Promise<void> {
  await db.query(
    `INSERT INTO account_email_settings (user_id, application_sent, application_withdrawn, application_updates) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET application_sent = $2, application_withdrawn = $3, application_updates = $4, updated_at = now()`,
    [userId, settings.applicationSent, settings.applicationWithdrawn, settings.applicationUpdates],
  );
}
