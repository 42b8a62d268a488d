/** Structured one-line logs on stderr; stack traces stay in the log, never in a response. */
export function logError(message: string, error: unknown, fields: Record<string, unknown> = {}): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  const detail = error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
  process.stderr.write(`${JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...fields, ...detail })}\n`);
}

export function logInfo(message: string, fields: Record<string, unknown> = {}): void {
  if (process.env.LOG_LEVEL === 'silent' || process.env.LOG_LEVEL === 'error') return;
  process.stdout.write(`${JSON.stringify({ level: 'info', time: new Date().toISOString(), message, ...fields })}\n`);
}
