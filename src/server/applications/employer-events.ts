/**
 * The one place where what happens to an application is told to the employer's systems
 * (webhooks, issue 33). Called inside the transaction of the change, so an event exists exactly
 * when the change does.
 */
import type { Db } from '../db/db';
import { publishEmployerEvent, type EmployerEvent } from '../webhooks/publish-event';

/** Records the event and queues its webhook deliveries (src/server/webhooks). */
export async function emitEmployerEvent(db: Db, event: EmployerEvent): Promise<void> {
  await publishEmployerEvent(db, event);
}
