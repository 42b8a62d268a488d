const GLOBAL = '__FLIGHT_DATA';

type FlightQueue = (string | null)[] & { push: (...items: (string | null)[]) => number };

/**
 * The flight payload the server inlined into the HTML, as a stream: pieces already pushed
 * are replayed, later ones arrive as their scripts run; `null` marks the end.
 */
export function inlineFlightStream(): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const scope = self as unknown as Record<string, FlightQueue | undefined>;
  const queue = (scope[GLOBAL] ??= [] as unknown as FlightQueue);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const take = (piece: string | null) => {
        if (closed) return;
        if (piece === null) {
          closed = true;
          controller.close();
        } else controller.enqueue(encoder.encode(piece));
      };
      queue.forEach(take);
      queue.length = 0;
      queue.push = (...pieces) => {
        pieces.forEach(take);
        return 0;
      };
      // If the document finished parsing without an end marker (a cut-off response), stop waiting.
      const finish = () => setTimeout(() => take(null), 0);
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', finish, { once: true });
      else finish();
    },
  });
}
