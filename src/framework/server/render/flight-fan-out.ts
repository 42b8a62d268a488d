import { EventEmitter } from 'node:events';

/** React's renders write bytes, and long strings as they are: the readers take Buffers. */
export function asBuffer(chunk: Uint8Array | string): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * What a flight copy's reader listens to: `data` (Buffers), `end` and `error`, as on a
 * Readable. The injector and React's decoder (createFromNodeStream) only ever listen.
 */
export interface FlightCopy {
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * A copy that keeps what arrives until its reader listens: the HTML render's decoder starts
 * only once React renders the page's root, after the payload has begun. Like a Readable, it
 * hands over what it kept on the next tick after the reader's first `data` listener.
 */
class KeptCopy extends EventEmitter implements FlightCopy {
  private kept: ({ chunk: Buffer } | { end: true } | { error: Error })[] | null = [];

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- EventEmitter's own signature
  override on(event: string | symbol, listener: (...args: any[]) => void): this {
    super.on(event, listener);
    if (event === 'data' && this.kept) process.nextTick(() => this.replay());
    return this;
  }

  send(item: { chunk: Buffer } | { end: true } | { error: Error }): void {
    if (this.kept) this.kept.push(item);
    else this.deliver(item);
  }

  private replay(): void {
    const kept = this.kept ?? [];
    this.kept = null;
    for (const item of kept) this.deliver(item);
  }

  private deliver(item: { chunk: Buffer } | { end: true } | { error: Error }): void {
    if ('chunk' in item) this.emit('data', item.chunk);
    else if ('end' in item) this.emit('end');
    else if (this.listenerCount('error') > 0) this.emit('error', item.error);
  }
}

/**
 * The writable side React's flight render pipes into (it calls write, end and destroy, and
 * listens for drain, error and close, none of which this ever emits: it takes every chunk
 * at once, as the two copies did; the whole payload is kept for the page cache anyway), handing every chunk to two readers at once: the
 * injector, which inlines the payload in the HTML as it comes, and the HTML render's decoder.
 * Two PassThrough streams did this before, at two stream hops per chunk.
 */
export class FlightFanOut extends EventEmitter {
  /** The injector's copy: it listens before the payload starts, so nothing is kept for it. */
  readonly forInjector = new EventEmitter() as EventEmitter & FlightCopy;
  readonly forHtml: FlightCopy = new KeptCopy();
  private done = false;

  write(chunk: Uint8Array | string): boolean {
    if (this.done) return false;
    const bytes = asBuffer(chunk);
    this.forInjector.emit('data', bytes);
    (this.forHtml as KeptCopy).send({ chunk: bytes });
    return true;
  }

  end(): void {
    if (this.done) return;
    this.done = true;
    this.forInjector.emit('end');
    (this.forHtml as KeptCopy).send({ end: true });
  }

  destroy(error?: Error): void {
    if (this.done) return;
    this.done = true;
    const failure = error ?? new Error('The flight stream was destroyed');
    if (this.forInjector.listenerCount('error') > 0) this.forInjector.emit('error', failure);
    (this.forHtml as KeptCopy).send({ error: failure });
  }
}
