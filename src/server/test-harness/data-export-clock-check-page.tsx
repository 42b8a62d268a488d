import { db, fileStorage } from '../context/app-services';
import { requestContext } from '../context/request-context';
import { deleteExpiredExport } from '../data-rights/export-jobs';
import { definePage } from '../page-contract/page-module';

/**
 * Test harness (test builds only): a day passes for the signed-in candidate's data exports
 * (asked and expired 25 hours ago), and the deletion job's work runs now instead of in 24 hours.
 */
export const dataExportClockCheckPage = definePage<{ readonly deleted: number }>({
  prepare: async () => {
    const { user } = requestContext();
    if (!user) return { kind: 'not-found' };
    const { rows } = await db().query<{ id: string }>(
      `UPDATE data_exports SET requested_at = requested_at - interval '25 hours', ready_at = ready_at - interval '25 hours',
         expires_at = expires_at - interval '25 hours' WHERE user_id = $1 RETURNING id`,
      [user.id],
    );
    let deleted = 0;
    for (const row of rows) if (await deleteExpiredExport({ db: db(), storage: fileStorage() }, Number(row.id))) deleted += 1;
    return { kind: 'ok', data: { deleted } };
  },
  meta: () => ({ title: 'Data export clock check', description: 'Test page', noindex: true }),
  Page: ({ data }) => (
    <section className="container page-section">
      <h1 data-testid="exports-deleted">{data.deleted}</h1>
    </section>
  ),
});
