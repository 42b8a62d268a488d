/**
 * The one place where what happens to an application is told to the employer's systems
 * (webhooks, issue 33). Called inside the transaction of the change, so an event exists exactly
 * when the change does.
 */
import type { Db } from '../db/db';

export type EmployerEventType = 'application.status_changed' | 'interview.responded';

export interface EmployerEvent {
  readonly companyId: number;
  readonly type: EmployerEventType;
  readonly data: Record<string, unknown>;
}

/**
 * Webhook delivery is built on its own branch (src/server/webhooks, publishEmployerEvent); until
 * it is merged, events have no receiver and this does nothing.
 */
export async function emitEmployerEvent(_db: Db, _event: EmployerEvent): Promise<void> {}
