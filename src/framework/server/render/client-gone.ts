/** A visitor who left (a cancelled prefetch, a closed tab) is not a server error worth logging. */
export function isClientGone(error: unknown): boolean {
  return error instanceof Error && /destination stream closed early|aborted/i.test(error.message);
}
