import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../config';

/**
 * The test build's per-request switch for frozen parts (components/frozen-part.tsx).
 * e2e/frozen-parts-off-on.spec.ts asks one server for each page with `X-Frozen-Parts: on` (kept
 * HTML reused, as configured) and `off` (every part rendered anew, as with FROZEN_PARTS=off),
 * so both renders read the same data a moment apart, and compares the HTML. A request naming
 * a mode is a render to compare: it is neither answered from nor stored in the page cache.
 * Any other build ignores the header (`testPages` is false there).
 */
export const FROZEN_PARTS_HEADER = 'x-frozen-parts';

export function frozenPartsModeOf(req: IncomingMessage, testPages: boolean): 'on' | 'off' | null {
  if (!testPages) return null;
  const mode = req.headers[FROZEN_PARTS_HEADER];
  return mode === 'on' || mode === 'off' ? mode : null;
}

/** Whether the request's frozen parts may reuse HTML kept from earlier requests. */
export function keepsFrozenParts(config: Pick<AppConfig, 'frozenParts'>, req: IncomingMessage, testPages: boolean): boolean {
  return config.frozenParts && frozenPartsModeOf(req, testPages) !== 'off';
}
