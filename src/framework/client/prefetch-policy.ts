/**
 * Link prefetch policy: prefetching costs data, so it is skipped for users on
 * slow 2g/2g or with data saver on. Unknown connection info (Safari, Firefox) allows it.
 */

/** How long prefetch waits for an idle callback before it runs anyway. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

/** Shape of `navigator.connection` (Network Information API), which not every browser has. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export function canPrefetch(connection?: ConnectionInfo | null): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType !== undefined && SLOW_CONNECTIONS.has(connection.effectiveType));
}
