/** Append-only typed arrays for the in-memory search index: compact, and no per-element objects. */
type TypedArray = Int32Array | Uint16Array | Float64Array | Uint8Array;

class Growable<T extends TypedArray> {
  length = 0;
  /** Capacity multiplier when full: doubling while loading, a quarter once trimmed (see trim). */
  private growth = 2;
  constructor(
    private readonly make: (n: number) => T,
    public data: T = make(8),
  ) {}

  push(v: number): void {
    if (this.length === this.data.length) this.grow(this.length + 1);
    this.data[this.length++] = v;
  }

  /**
   * Makes room for `n` more elements, for a caller that writes `data` itself on a hot path: one
   * store site per kind of array there, where push's one site for every kind made V8's store
   * polymorphic (~1 µs a posting while loading, most of a million-job load).
   */
  room(n: number): void {
    if (this.length + n > this.data.length) this.grow(this.length + n);
  }

  /** Room for `n` elements in all, allocated once (a load that knows its size skips the doublings and the trim's copy). */
  reserve(n: number): void {
    if (n <= this.data.length) return;
    const next = this.make(n);
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }

  /**
   * Drops the spare capacity (after a load, up to half of every array), and grows by a quarter from
   * then on: a loaded index takes few writes, and doubling a large posting list for one more job
   * would bring the spare room back. Still amortised O(1) per push.
   */
  trim(): void {
    if (this.data.length > this.length) this.data = this.data.slice(0, this.length) as T;
    this.growth = 1.25;
  }

  /** Room for `n` elements in all (capacity grows by `growth`, so pushes stay amortised O(1)). */
  private grow(n: number): void {
    if (n <= this.data.length) return;
    const next = this.make(Math.max(n, Math.ceil(this.data.length * this.growth), 8));
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
}

export const int32s = () => new Growable((n) => new Int32Array(n));
export const uint16s = () => new Growable((n) => new Uint16Array(n));
export const float64s = () => new Growable((n) => new Float64Array(n));
export const uint8s = () => new Growable((n) => new Uint8Array(n));
