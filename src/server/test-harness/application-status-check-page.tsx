import { db } from '../context/app-services';
import { requestContext } from '../context/request-context';
import { definePage } from '../page-contract/page-module';

const STATUSES = ['applied', 'viewed', 'shortlisted', 'assessment', 'interview', 'offered', 'hired', 'not_selected'];

/**
 * Test harness (test builds only): what the employer side does to the signed-in candidate,
 * from outside the candidate's open pages. Without an application yet, one is made for a
 * published job; with `?status=`, the newest application moves to it.
 */
export const applicationStatusCheckPage = definePage<{ status: string }>({
  prepare: async () => {
    const { user, search } = requestContext();
    if (!user) return { kind: 'not-found' };
    const status = new URLSearchParams(search).get('status') ?? '';
    const newest = await db().query<{ id: number; status: string }>(
      'SELECT id, status FROM applications WHERE candidate_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
      [user.id],
    );
    if (!newest.rows[0]) {
      await db().query(
        `INSERT INTO applications (candidate_id, job_id, agreed_at)
         SELECT $1, id, now() FROM jobs WHERE status = 'published' ORDER BY id LIMIT 1`,
        [user.id],
      );
    } else if (STATUSES.includes(status)) {
      await db().query('UPDATE applications SET status = $2 WHERE id = $1', [newest.rows[0].id, status]);
    }
    return { kind: 'ok', data: { status } };
  },
  meta: () => ({ title: 'Application status check', description: 'Test page', noindex: true }),
  Page: () => (
    <section className="container page-section">
      <h1>Application changed</h1>
    </section>
  ),
});
