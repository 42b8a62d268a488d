import type { Db } from '../db/db';
import { CONSENT_TEXT_VERSIONS } from '../db/repos/consents-repo';

/**
 * The consent history the seeded candidates would have made on the site (consents, 0086): the
 * terms and application emails when they registered, a public profile when it was made, the
 * application agreement with each application. Written once the candidates and their
 * applications exist, with their own times.
 */
export async function seedConsents(db: Db): Promise<void> {
  const v = CONSENT_TEXT_VERSIONS;
  await db.query(
    `INSERT INTO consents (user_id, purpose, granted, text_version, source, recorded_at)
     SELECT id, 'terms', true, $1, 'registration', created_at FROM users
     UNION ALL
     SELECT id, 'application-emails', true, $2, 'registration', created_at FROM users WHERE role = 'candidate'
     UNION ALL
     SELECT user_id, 'public-profile', true, $3, 'profile', created_at FROM candidate_profiles WHERE visibility = 'public'
     UNION ALL
     SELECT candidate_id, 'application-agreement', true, $4, 'apply', agreed_at FROM applications`,
    [v.terms, v['application-emails'], v['public-profile'], v['application-agreement']],
  );
}
