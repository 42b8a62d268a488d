/** Contact form submissions (name, email, phone, message). */
import type { Db } from '../db.js';
import type { Locale } from '../../../shared/locales';

export interface NewContactMessage {
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  locale?: Locale;
}

/** Input is expected to be validated by the form's zod schema; the table's CHECKs back it up. */
export async function insertContactMessage(db: Db, msg: NewContactMessage): Promise<{ id: number; createdAt: Date }> {
  const { rows } = await db.query<{ id: number; created_at: Date }>(
    `INSERT INTO contact_messages (name, email, phone, message, locale) VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at`,
    [msg.name.trim(), msg.email.trim(), msg.phone?.trim() || null, msg.message.trim(), msg.locale ?? 'en-US'],
  );
  const r = rows[0];
  if (!r) throw new Error('contact message insert returned no row');
  return { id: r.id, createdAt: r.created_at };
}
