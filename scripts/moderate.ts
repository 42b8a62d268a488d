/**
 * The operator's moderation command, no admin site needed:
 *   npm run moderate -- list
 *   npm run moderate -- approve ID
 *   npm run moderate -- reject ID "reason shown to the author"
 * Target: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./data). The author is
 * notified; the company page refreshes through the table's change notification.
 */
import { openDb } from '../src/server/db/open-db.js';
import { approveReview, listPendingReviews, rejectReview } from '../src/server/db/repos/review-moderation-repo.js';

const USAGE = 'usage: npm run moderate -- list | approve ID | reject ID "reason"';

async function main(argv: string[]): Promise<number> {
  const [command, rawId, ...rest] = argv;
  const id = rawId !== undefined && /^\d{1,15}$/.test(rawId) ? Number(rawId) : null;
  if (command !== 'list' && (id === null || (command !== 'approve' && command !== 'reject'))) {
    console.error(USAGE);
    return 2;
  }
  const reason = rest.join(' ').trim();
  if (command === 'reject' && !reason) {
    console.error('A rejection needs a reason (the author reads it).');
    return 2;
  }
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || './data' });
  try {
    if (command === 'list') {
      const pending = await listPendingReviews(db);
      if (pending.length === 0) console.log('Nothing is waiting.');
      for (const review of pending) {
        const text = review.text.replace(/\s+/g, ' ').slice(0, 120);
        console.log(
          `${review.id}\t${review.type}\t${review.company}\t${review.reports ? `${review.reports} reports\t` : ''}${review.title ?? ''}\t${text}`,
        );
      }
      return 0;
    }
    const done = command === 'approve' ? await approveReview(db, id!) : await rejectReview(db, id!, reason);
    if (!done) {
      console.error(`No review ${id}.`);
      return 1;
    }
    console.log(`Review ${id} ${command === 'approve' ? 'approved' : 'rejected'}.`);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
