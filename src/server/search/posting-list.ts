/**
 * One lexeme's postings in the in-memory search index (memory-index.ts): the slots of the jobs
 * holding it, ascending, each with its positions (PostgreSQL's packed pos << 2 | weight).
 *
 * Why this shape: at a million jobs the index holds ~60 postings per job, and a plain Int32 slot
 * plus an Int32 end offset per posting came to ~10 bytes each, ~800 MB per process with the
 * arrays' spare room. Here a posting costs ~5.5 bytes: the slot's low 16 bits (the high bits are
 * implied by per-block end offsets, a block being 65,536 slots), the number of positions in a
 * byte, and the positions themselves. Every reader walks a list from its start, so both
 * decode with running counters. Slots only ever grow (a changed job gets a new slot), which is
 * what lets the blocks be implied.
 */
import { int32s, uint16s, uint8s } from './growable-array.js';

const BLOCK_BITS = 16;
const LOW_MASK = (1 << BLOCK_BITS) - 1;
/** A count byte of this value means "look in `overflow`" (PostgreSQL allows 256 positions per lexeme). */
const COUNT_ESCAPE = 255;

export class PostingList {
  private readonly lows = uint16s();
  /** blockEnds[b]: how many postings have a slot below (b + 1) << 16. */
  private readonly blockEnds = int32s();
  private readonly counts = uint8s();
  /** Every position, posting after posting. */
  readonly positions = uint16s();
  private overflow: Map<number, number> | null = null;

  get length(): number {
    return this.lows.length;
  }

  /** Appends a posting; `slot` must be above every slot already in the list. */
  push(slot: number, positions: readonly number[]): void {
    const block = slot >>> BLOCK_BITS;
    const i = this.lows.length;
    while (this.blockEnds.length <= block) this.blockEnds.push(i);
    this.lows.push(slot & LOW_MASK);
    this.blockEnds.data[block] = i + 1;
    if (positions.length >= COUNT_ESCAPE) (this.overflow ??= new Map()).set(i, positions.length);
    this.counts.push(Math.min(positions.length, COUNT_ESCAPE));
    for (const p of positions) this.positions.push(p);
  }

  /** Sets `out[slot]` to 1 for every posting. */
  mark(out: Uint8Array): void {
    const lows = this.lows.data;
    const ends = this.blockEnds.data;
    const n = this.lows.length;
    let i = 0;
    for (let b = 0; b < this.blockEnds.length; b++) {
      const base = b << BLOCK_BITS;
      const end = ends[b] as number;
      for (; i < end && i < n; i++) out[base | (lows[i] as number)] = 1;
    }
  }

  /**
   * Calls `visit(slot, start, end)` for every posting in slot order, its positions being
   * `positions.data[start, end)` (start = end: stored without positions).
   */
  forEach(visit: (slot: number, start: number, end: number) => void): void {
    const lows = this.lows.data;
    const ends = this.blockEnds.data;
    const counts = this.counts.data;
    const n = this.lows.length;
    let i = 0;
    let start = 0;
    for (let b = 0; b < this.blockEnds.length; b++) {
      const base = b << BLOCK_BITS;
      const blockEnd = ends[b] as number;
      for (; i < blockEnd && i < n; i++) {
        let count = counts[i] as number;
        if (count === COUNT_ESCAPE) count = this.overflow?.get(i) ?? count;
        visit(base | (lows[i] as number), start, start + count);
        start += count;
      }
    }
  }

  /** Drops spare capacity (see Growable.trim). */
  trim(): void {
    this.lows.trim();
    this.blockEnds.trim();
    this.counts.trim();
    this.positions.trim();
  }

  /** Bytes held by the arrays (capacity, not length), for the memory figures. */
  get bytes(): number {
    return this.lows.data.byteLength + this.blockEnds.data.byteLength + this.counts.data.byteLength + this.positions.data.byteLength;
  }
}
