/**
 * What a candidate's export holds: every row the site keeps about them, area by area, and the
 * stored files behind them. Rows are exported as stored (column names and all) so nothing is
 * lost in translation; only secrets that are no data of theirs (password and token hashes) are
 * left out.
 */
import type { Db } from '../db/db';

export interface ExportFile {
  /** Path inside the ZIP. */
  readonly name: string;
  readonly storageKey: string;
}

export interface ExportContents {
  /** Area name → the JSON written to `<area>.json`. */
  readonly areas: Readonly<Record<string, unknown>>;
  readonly files: readonly ExportFile[];
}

export const EXPORT_AREAS = [
  'account',
  'profile',
  'applications',
  'interviews',
  'bookmarks',
  'job-alerts',
  'reviews',
  'assessments',
  'notifications',
  'consents',
  'sign-ins',
] as const;

async function rows(db: Db, sql: string, userId: number): Promise<Record<string, unknown>[]> {
  return (await db.query<Record<string, unknown>>(sql, [userId])).rows;
}

const PROFILE_LISTS = {
  preferred_cities: `SELECT c.location_id, l.name_en, l.name_id FROM candidate_preferred_cities c LEFT JOIN locations l ON l.id = c.location_id WHERE c.user_id = $1 ORDER BY l.name_en`,
  work_experiences: 'SELECT * FROM candidate_work_experiences WHERE user_id = $1 ORDER BY id',
  organization_experiences: 'SELECT * FROM candidate_organization_experiences WHERE user_id = $1 ORDER BY id',
  educations: 'SELECT * FROM candidate_educations WHERE user_id = $1 ORDER BY id',
  skills: 'SELECT * FROM candidate_skills WHERE user_id = $1 ORDER BY sort_order, name',
  awards: 'SELECT * FROM candidate_awards WHERE user_id = $1 ORDER BY id',
  social_links: 'SELECT * FROM candidate_social_links WHERE user_id = $1 ORDER BY network',
} as const;

function extensionOf(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
}

/** Everything exported for the user; null when the account is gone. */
export async function collectExport(db: Db, userId: number): Promise<ExportContents | null> {
  const [account] = await rows(
    db,
    `SELECT u.id, u.email, u.name, u.role, u.email_verified_at, u.preferred_locale, u.created_at, u.updated_at,
            (u.password_hash IS NOT NULL) AS has_password
     FROM users u WHERE u.id = $1`,
    userId,
  );
  if (!account) return null;
  const [emailSettings] = await rows(
    db,
    'SELECT application_sent, application_withdrawn, application_updates, updated_at FROM account_email_settings WHERE user_id = $1',
    userId,
  );
  const socialIdentities = await rows(
    db,
    'SELECT provider, email, created_at FROM social_identities WHERE user_id = $1 ORDER BY id',
    userId,
  );

  const [profile] = await rows(db, 'SELECT * FROM candidate_profiles WHERE user_id = $1', userId);
  const lists: Record<string, unknown> = {};
  for (const [name, sql] of Object.entries(PROFILE_LISTS)) lists[name] = await rows(db, sql, userId);
  const [assessmentSettings] = await rows(
    db,
    'SELECT show_on_profile, updated_at FROM assessment_profile_settings WHERE user_id = $1',
    userId,
  );

  const applications = await rows(
    db,
    `SELECT a.*, j.position AS job_position, c.name AS company_name,
       COALESCE((SELECT jsonb_agg(jsonb_build_object('question_id', q.id, 'question', q.prompt, 'answer', aa.answer) ORDER BY q.id)
                 FROM application_answers aa LEFT JOIN job_screening_questions q ON q.id = aa.question_id WHERE aa.application_id = a.id), '[]') AS answers,
       COALESCE((SELECT jsonb_agg(jsonb_build_object('from_status', h.from_status, 'to_status', h.to_status, 'actor', h.actor, 'note', h.note, 'changed_at', h.changed_at) ORDER BY h.changed_at, h.id)
                 FROM application_status_history h WHERE h.application_id = a.id), '[]') AS status_history,
       COALESCE((SELECT jsonb_agg(jsonb_build_object('company', xc.name, 'key_id', x.key_id, 'kind', x.kind, 'at', x.at) ORDER BY x.at, x.kind)
                 FROM application_accesses x JOIN companies xc ON xc.id = x.company_id WHERE x.application_id = a.id), '[]') AS employer_accesses
     FROM applications a JOIN jobs j ON j.id = a.job_id LEFT JOIN companies c ON c.id = j.company_id
     WHERE a.candidate_id = $1 ORDER BY a.created_at, a.id`,
    userId,
  );
  const interviews = await rows(
    db,
    `SELECT i.*, j.position AS job_position,
       COALESCE((SELECT jsonb_agg(p.starts_at ORDER BY p.starts_at) FROM interview_proposed_times p WHERE p.invitation_id = i.id), '[]') AS proposed_times
     FROM interview_invitations i JOIN applications a ON a.id = i.application_id JOIN jobs j ON j.id = a.job_id
     WHERE a.candidate_id = $1 ORDER BY i.created_at, i.id`,
    userId,
  );
  const bookmarks = await rows(
    db,
    'SELECT b.job_id, j.position AS job_position, b.created_at FROM bookmarks b JOIN jobs j ON j.id = b.job_id WHERE b.user_id = $1 ORDER BY b.created_at',
    userId,
  );
  const alerts = await rows(
    db,
    'SELECT id, name, params, frequency, locale, paused, confirmed_at, last_notified_at, active_from, created_at FROM saved_searches WHERE user_id = $1 ORDER BY id',
    userId,
  );
  const reviews = await rows(
    db,
    'SELECT r.*, c.name AS company_name FROM company_reviews r JOIN companies c ON c.id = r.company_id WHERE r.user_id = $1 ORDER BY r.id',
    userId,
  );
  const attempts = await rows(
    db,
    `SELECT t.*,
       COALESCE((SELECT jsonb_agg(jsonb_build_object('position', i.position, 'item_key', i.item_key, 'answer_key', i.answer_key, 'answered_at', i.answered_at) ORDER BY i.position)
                 FROM assessment_attempt_items i WHERE i.attempt_id = t.id), '[]') AS items
     FROM assessment_attempts t WHERE t.user_id = $1 ORDER BY t.started_at, t.id`,
    userId,
  );
  const results = await rows(db, 'SELECT * FROM assessment_results WHERE user_id = $1 ORDER BY tested_at, id', userId);
  const notifications = await rows(
    db,
    'SELECT id, type, payload, read_at, created_at FROM notifications WHERE user_id = $1 ORDER BY created_at, id',
    userId,
  );
  const consents = await rows(
    db,
    'SELECT purpose, granted, text_version, source, recorded_at FROM consents WHERE user_id = $1 ORDER BY recorded_at, id',
    userId,
  );
  // The site records no sign-in log for the website's cookie sessions; the API's bearer sign-ins are rows.
  const apiSignIns = await rows(
    db,
    'SELECT created_at, last_used_at, expires_at, revoked_at FROM api_tokens WHERE user_id = $1 ORDER BY created_at',
    userId,
  );

  const files: ExportFile[] = [];
  const addFile = (name: string, key: unknown) => {
    if (typeof key === 'string' && key) files.push({ name: `${name}.${extensionOf(key)}`, storageKey: key });
  };
  if (profile) {
    addFile('files/resume', profile.resume_storage_key);
    addFile('files/avatar', profile.avatar_storage_key);
    addFile('files/video', profile.video_storage_key);
  }
  for (const application of applications) addFile(`files/applications/${String(application.id)}-resume`, application.resume_storage_key);
  for (const review of reviews) {
    const details = (review.details ?? {}) as Record<string, unknown>;
    addFile(`files/workplace-photos/review-${String(review.id)}`, details.photo_key);
  }

  return {
    areas: {
      account: { ...account, email_settings: emailSettings ?? null, social_sign_in: socialIdentities },
      profile: profile ? { ...profile, ...lists, assessment_settings: assessmentSettings ?? null } : null,
      applications,
      interviews,
      bookmarks,
      'job-alerts': alerts,
      reviews,
      assessments: { results, attempts },
      notifications,
      consents,
      'sign-ins': { website: null, api: apiSignIns },
    },
    files,
  };
}
