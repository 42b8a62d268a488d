/**
 * POST /jobs/batch: up to 500 items, each answered on its own (created, updated, unchanged, or
 * its errors), so one bad job never refuses the others. Items are written one transaction
 * each: a long transaction over the whole batch would hold the job rows (and, on the embedded
 * database, the one connection every search needs) for its whole length.
 */
import type { Db } from '../db/db';
import { employerMessage, externalIdSchema } from '../../shared/validation/employer-job-schema';
import type { ErrorsMap } from '../../shared/validation/to-errors-map';
import { checkJob, loadReferences, saveJob, type SaveOutcome } from './save-job';

export type BatchItemResult =
  | { index: number; externalId: string | null; outcome: SaveOutcome }
  | { index: number; externalId: string | null; outcome: 'error'; errors: ErrorsMap };

function prefixed(errors: ErrorsMap, prefix: string): ErrorsMap {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [`${prefix}.${field}`, messages]));
}

export async function saveJobBatch(db: Db, companyId: number, items: readonly unknown[]): Promise<BatchItemResult[]> {
  const refs = await loadReferences(db);
  const seen = new Set<string>();
  const results: BatchItemResult[] = [];
  for (const [index, item] of items.entries()) {
    const record = item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    const id = externalIdSchema.safeParse(record.externalId);
    const externalId = id.success ? id.data : null;
    const errors: ErrorsMap = {};
    if (!id.success) errors.externalId = [employerMessage('employer:errors.externalId')];
    else if (seen.has(id.data)) errors.externalId = [employerMessage('employer:errors.duplicateInBatch')];
    if (externalId) seen.add(externalId);
    const checked = checkJob(record.job, refs);
    if (!checked.ok) Object.assign(errors, prefixed(checked.errors, 'job'));
    if (Object.keys(errors).length > 0 || !checked.ok || !externalId) {
      results.push({ index, externalId, outcome: 'error', errors });
      continue;
    }
    const saved = await saveJob(db, companyId, externalId, checked);
    results.push(saved.ok ? { index, externalId, outcome: saved.outcome } : { index, externalId, outcome: 'error', errors: prefixed(saved.errors, 'job') });
  }
  return results;
}
