/**
 * The e2e server seeds its fresh database with the default deterministic demo data
 * (src/server/seed). Seeding the same data into a throwaway in-memory database here gives
 * the tests the identifiers of jobs the site never links to (closed, expired, draft) without
 * reaching into the server's database.
 */
import { openDb } from '../src/server/db/open-db';
import { seed } from '../src/server/seed/seed';

interface SeedJobRef {
  identifier: string;
  slug: string;
  position: string;
}

/** A job whose every screening question is written in one language, and its first question. */
interface SeedJobWithQuestions extends SeedJobRef {
  prompt: string;
}

/** A job whose every screening question is in Indonesian with an English translation: its first choice question both ways. */
interface SeedJobWithTranslations extends SeedJobRef {
  prompt: string;
  translatedPrompt: string;
  option: string;
  translatedOption: string;
}

/** A company page that shows, on its first page of company reviews, one written in a language. */
interface SeedCompanyWithReview {
  slug: string;
  /** The review's headline, as written. */
  title: string;
}

/** A company whose overview is written in a language, and its first words. */
interface SeedCompanyWithOverview {
  slug: string;
  start: string;
}

export interface SeedJobs {
  closed: SeedJobRef;
  expired: SeedJobRef;
  draft: SeedJobRef;
  remote: SeedJobRef;
  withQuestions: SeedJobRef;
  withQuestionsIn: Record<'en' | 'id', SeedJobWithQuestions>;
  withTranslatedQuestions: SeedJobWithTranslations;
  /** Live jobs whose posting is written in each language (jobs.languages). */
  writtenIn: Record<'en' | 'id', SeedJobRef>;
  reviewIn: Record<'en' | 'id', SeedCompanyWithReview>;
  overviewIn: Record<'en' | 'id', SeedCompanyWithOverview>;
}

let cached: Promise<SeedJobs> | null = null;

export function seedJobs(): Promise<SeedJobs> {
  cached ??= (async () => {
    const db = await openDb({ dataDir: '', inMemory: true });
    try {
      await seed(db);
      const one = async (where: string): Promise<SeedJobRef> => {
        const { rows } = await db.query<SeedJobRef>(`SELECT identifier, slug, position FROM jobs j WHERE ${where} ORDER BY id LIMIT 1`);
        if (!rows[0]) throw new Error(`no seed job where ${where}`);
        return rows[0];
      };
      const live = `j.status = 'published' AND (j.valid_through IS NULL OR j.valid_through > now())`;
      const withQuestionsIn = async (lang: 'en' | 'id'): Promise<SeedJobWithQuestions> => {
        const job = await one(`${live} AND EXISTS (SELECT 1 FROM job_screening_questions q WHERE q.job_id = j.id)
          AND NOT EXISTS (SELECT 1 FROM job_screening_questions q WHERE q.job_id = j.id AND (q.lang IS DISTINCT FROM '${lang}' OR q.translation IS NOT NULL))`);
        const { rows } = await db.query<{ prompt: string }>(
          `SELECT q.prompt FROM job_screening_questions q JOIN jobs j ON j.id = q.job_id WHERE j.identifier = $1 ORDER BY q.sort_order, q.id LIMIT 1`,
          [job.identifier],
        );
        return { ...job, prompt: rows[0]!.prompt };
      };
      const withTranslatedQuestions = async (): Promise<SeedJobWithTranslations> => {
        const job = await one(`${live} AND EXISTS (SELECT 1 FROM job_screening_questions q WHERE q.job_id = j.id AND q.type <> 'free_text')
          AND NOT EXISTS (SELECT 1 FROM job_screening_questions q WHERE q.job_id = j.id AND (q.lang IS DISTINCT FROM 'id' OR q.translation IS NULL))`);
        const { rows } = await db.query<{ prompt: string; translated_prompt: string; option: string; translated_option: string }>(
          `SELECT q.prompt, q.translation->>'prompt' AS translated_prompt, q.options->>0 AS option, q.translation->'options'->>0 AS translated_option
           FROM job_screening_questions q JOIN jobs j ON j.id = q.job_id WHERE j.identifier = $1 AND q.type <> 'free_text' ORDER BY q.sort_order, q.id LIMIT 1`,
          [job.identifier],
        );
        const row = rows[0]!;
        return {
          ...job,
          prompt: row.prompt,
          translatedPrompt: row.translated_prompt,
          option: row.option,
          translatedOption: row.translated_option,
        };
      };
      // The seed's review and overview texts (src/server/seed) in each language, by their words.
      const reviewIn = async (title: string): Promise<SeedCompanyWithReview> => {
        const { rows } = await db.query<{ slug: string }>(
          `SELECT c.slug FROM company_reviews r JOIN companies c ON c.id = r.company_id
           WHERE r.status = 'approved' AND r.type = 'company_review' AND r.title = $1
             AND (SELECT count(*) FROM company_reviews o WHERE o.company_id = r.company_id AND o.type = 'company_review' AND o.status = 'approved') <= 5
           ORDER BY r.id LIMIT 1`,
          [title],
        );
        return { slug: rows[0]!.slug, title };
      };
      const overviewIn = async (pattern: string): Promise<SeedCompanyWithOverview> => {
        const { rows } = await db.query<{ slug: string; overview: string }>(
          `SELECT slug, overview FROM companies WHERE overview LIKE $1 ORDER BY id LIMIT 1`,
          [pattern],
        );
        return { slug: rows[0]!.slug, start: rows[0]!.overview.split(' ').slice(0, 6).join(' ') };
      };
      return {
        writtenIn: { en: await one(`${live} AND j.languages = ARRAY['en']`), id: await one(`${live} AND j.languages = ARRAY['id']`) },
        reviewIn: { en: await reviewIn('Stable company with fair benefits'), id: await reviewIn('Lingkungan kerja kekeluargaan') },
        overviewIn: {
          en: await overviewIn('% is a % company headquartered in %'),
          id: await overviewIn('% adalah perusahaan di bidang %'),
        },
        // Closed before its end date: the page must not say it is open until then.
        closed: await one(`j.status = 'closed' AND j.valid_through > now()`),
        expired: await one(`j.status = 'published' AND j.valid_through < now()`),
        draft: await one(`j.status = 'draft'`),
        remote: await one(`${live} AND j.work_arrangement = 'remote' AND j.salary_visible`),
        withQuestions: await one(
          `${live} AND EXISTS (SELECT 1 FROM job_screening_questions q WHERE q.job_id = j.id AND q.type <> 'free_text')`,
        ),
        withQuestionsIn: { en: await withQuestionsIn('en'), id: await withQuestionsIn('id') },
        withTranslatedQuestions: await withTranslatedQuestions(),
      };
    } finally {
      await db.close();
    }
  })();
  return cached;
}
