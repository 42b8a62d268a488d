import { logInfo } from '../../framework/server';

/**
 * The demo seed's progress as log lines (a first `npm start` spends most of its time here, and a
 * silent minute looks like a hang): one when a step is done, and for the jobs, a line at each
 * quarter. The seed's own 'done' is left to the caller's "demo data ready".
 */
export function seedProgressLog(log: (message: string, fields: Record<string, unknown>) => void = logInfo, now: () => number = Date.now) {
  const started = now();
  let lastPhase = '';
  let lastQuarter = -1;
  return (phase: string, done: number, total: number): void => {
    if (phase === 'done') return;
    const quarter = total > 0 ? Math.floor((Math.min(done, total) / total) * 4) : 4;
    if (phase === lastPhase && quarter <= lastQuarter) return;
    if (phase !== lastPhase) lastQuarter = -1;
    lastPhase = phase;
    lastQuarter = quarter;
    if (quarter === 0) return;
    log('seeding demo data', { step: phase, done, total, elapsedMs: now() - started });
  };
}
