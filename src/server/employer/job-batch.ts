/**
 * POST /jobs/batch: up to 500 items, each answered on its own (created, updated, unchanged, or
 * its errors), so one bad job never refuses the others. Checked items are written a hundred at
 * a time: new jobs in one statement per table (the search document and change-notification
 * triggers run per statement), changed ones one by one. A transaction per hundred keeps each
 * short: a whole batch in one would hold its rows (and, on the embedded database, the one
 * connection every search needs) for its whole length.
 */
import type { Db } from '../db/db';
import { insertEmployerJobs, lockEmployerJobs, updateEmployerJob, type EmployerJobFields } from '../db/repos/employer-jobs-repo';
import { employerMessage, externalIdSchema } from '../../shared/validation/employer-job-schema';
import type { ErrorsMap } from '../../shared/validation/to-errors-map';
import { checkJob, loadReferences, saveJob, type CheckedJob, type SaveOutcome } from './save-job';

export type BatchItemResult =
  | { index: number; externalId: string | null; outcome: SaveOutcome }
  | { index: number; externalId: string | null; outcome: 'error'; errors: ErrorsMap };

const CHUNK = 100;
const YIELD_EVERY = 10;
const PAST_VALID_THROUGH: ErrorsMap = { 'job.validThrough': [employerMessage('employer:errors.pastDate')] };

type Checked = Extract<CheckedJob, { ok: true }>;
interface Pending {
  readonly index: number;
  readonly externalId: string;
  readonly checked: Checked;
}

function prefixed(errors: ErrorsMap, prefix: string): ErrorsMap {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [`${prefix}.${field}`, messages]));
}

/** One chunk in one transaction; the items a concurrent request created first are returned to be saved on their own. */
async function saveChunk(db: Db, companyId: number, chunk: readonly Pending[], results: BatchItemResult[]): Promise<Pending[]> {
  return db.transaction(async (tx) => {
    const existing = await lockEmployerJobs(
      tx,
      companyId,
      chunk.map((item) => item.externalId),
    );
    const inserts: { externalId: string; fields: EmployerJobFields }[] = [];
    for (const { index, externalId, checked } of chunk) {
      const stored = existing.get(externalId);
      if (stored && stored.bodyHash === checked.fields.bodyHash && stored.status === 'published') {
        results[index] = { index, externalId, outcome: 'unchanged' };
      } else if (checked.validThroughPassed) {
        results[index] = { index, externalId, outcome: 'error', errors: PAST_VALID_THROUGH };
      } else if (stored) {
        await updateEmployerJob(tx, stored.id, checked.fields, stored.status === 'closed');
        results[index] = { index, externalId, outcome: 'updated' };
      } else {
        inserts.push({ externalId, fields: checked.fields });
      }
    }
    const created = await insertEmployerJobs(tx, companyId, inserts);
    const raced: Pending[] = [];
    for (const item of chunk) {
      if (created.has(item.externalId)) results[item.index] = { index: item.index, externalId: item.externalId, outcome: 'created' };
      else if (!results[item.index]) raced.push(item);
    }
    return raced;
  });
}

export async function saveJobBatch(db: Db, companyId: number, items: readonly unknown[]): Promise<BatchItemResult[]> {
  const refs = await loadReferences(db);
  const seen = new Set<string>();
  const results: BatchItemResult[] = [];
  const pending: Pending[] = [];
  for (const [index, item] of items.entries()) {
    // Checking and sanitising 500 descriptions is a few hundred milliseconds of CPU: other
    // requests (searches) get their turn between every few items.
    if (index % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
    const record = item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    const id = externalIdSchema.safeParse(record.externalId);
    const externalId = id.success ? id.data : null;
    const errors: ErrorsMap = {};
    if (!id.success) errors.externalId = [employerMessage('employer:errors.externalId')];
    else if (seen.has(id.data)) errors.externalId = [employerMessage('employer:errors.duplicateInBatch')];
    if (externalId) seen.add(externalId);
    const checked = checkJob(record.job, refs);
    if (!checked.ok) Object.assign(errors, prefixed(checked.errors, 'job'));
    if (Object.keys(errors).length > 0 || !checked.ok || !externalId) results[index] = { index, externalId, outcome: 'error', errors };
    else pending.push({ index, externalId, checked });
  }
  for (let start = 0; start < pending.length; start += CHUNK) {
    for (const { index, externalId, checked } of await saveChunk(db, companyId, pending.slice(start, start + CHUNK), results)) {
      const saved = await saveJob(db, companyId, externalId, checked);
      results[index] = saved.ok
        ? { index, externalId, outcome: saved.outcome }
        : { index, externalId, outcome: 'error', errors: prefixed(saved.errors, 'job') };
    }
  }
  return results;
}
