import { db } from '../context/app-services';
import { requestContext } from '../context/request-context';
import { definePage } from '../page-contract/page-module';

/**
 * Test harness (test builds only): what the employer side would write for the signed-in
 * candidate, two unread notifications, so a fresh account can open them.
 */
export const notifyCheckPage = definePage({
  prepare: async () => {
    const { user } = requestContext();
    if (!user) return { kind: 'not-found' };
    await db().query(
      `INSERT INTO notifications (user_id, type, payload) VALUES ($1, 'interview.invited', '{}'), ($1, 'profile.reminder', '{}')`,
      [user.id],
    );
    return { kind: 'ok', data: {} };
  },
  meta: () => ({ title: 'Notify check', description: 'Test page', noindex: true }),
  Page: () => (
    <section className="container page-section">
      <h1>Notified</h1>
    </section>
  ),
});
