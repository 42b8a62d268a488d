import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { asBuffer } from './flight-fan-out';
import type { FlightInterleaver, PageSink } from './flight-injector';

/**
 * The page as the interleaver releases it, written to the response: each release's pieces
 * (HTML, the payload's script, the trailer) in one corked write rather than one each.
 */
export function responseSink(res: ServerResponse, onFail: () => void): PageSink {
  return {
    write(pieces) {
      res.cork();
      for (const piece of pieces) res.write(piece);
      res.uncork();
    },
    end: () => void res.end(),
    // A payload that fails before the shell fails the HTML render too, which answers an error
    // page; once the page has begun, the response can only stop.
    fail(error) {
      if (!res.headersSent) return;
      onFail();
      res.destroy(error);
    },
  };
}

/**
 * What React's HTML render pipes into (it calls write and end, and listens for drain, error
 * and close): each chunk straight to the interleaver, which writes to the response. A
 * Transform stream between them cost a stream hop per chunk, and the pipe to the response
 * another. React holds back its next chunks while the response's buffer is full, as it did
 * with the stream.
 */
export class HtmlDestination extends EventEmitter {
  constructor(
    private readonly interleaver: FlightInterleaver,
    private readonly res: ServerResponse,
  ) {
    super();
    res.on('drain', () => this.emit('drain'));
  }

  write(chunk: Uint8Array | string): boolean {
    this.interleaver.writeHtml(asBuffer(chunk));
    return !this.res.writableNeedDrain;
  }

  end(): void {
    this.interleaver.endHtml(() => {});
  }

  destroy(error?: Error): void {
    this.res.destroy(error);
  }
}
