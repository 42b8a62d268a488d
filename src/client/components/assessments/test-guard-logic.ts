/** "mm:ss" (or "h:mm:ss") for the milliseconds left, rounded up so 0:00 means the time is over. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * When the island sends the page by itself: a few seconds before the deadline (the answers
 * on screen are stored in time), and a second after it (the server, past the deadline, scores
 * the attempt and shows the result). Returns the steps due at `remaining` ms.
 */
export function guardPlan(remaining: number): ('save' | 'close')[] {
  const due: ('save' | 'close')[] = [];
  if (remaining <= 4000 && remaining > 0) due.push('save');
  if (remaining <= -1000) due.push('close');
  return due;
}
