/**
 * A one-line progress bar on stderr (stdout stays clean for scripting). Without a TTY (CI,
 * logs) it prints a plain line every 10% instead of redrawing.
 */
export function progressBar(stream: NodeJS.WriteStream = process.stderr) {
  let lastDraw = 0;
  let lastPhase = '';
  let lastDecile = -1;
  return (phase: string, done: number, total: number) => {
    const now = Date.now();
    const finished = done >= total;
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    if (!stream.isTTY) {
      const decile = Math.floor(ratio * 10);
      if (phase !== lastPhase) lastDecile = -1;
      lastPhase = phase;
      if (decile > lastDecile) {
        lastDecile = decile;
        stream.write(`${phase}: ${done}/${total}\n`);
      }
      return;
    }
    if (!finished && phase === lastPhase && now - lastDraw < 100) return;
    lastDraw = now;
    lastPhase = phase;
    const width = 30;
    const filled = Math.round(ratio * width);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
    stream.write(`\r${phase.padEnd(10)} ${bar} ${String(Math.round(ratio * 100)).padStart(3)}% ${done}/${total}`);
    if (finished) stream.write('\n');
  };
}
