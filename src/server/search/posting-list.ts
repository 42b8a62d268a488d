/**
 * One lexeme's postings in the in-memory search index (memory-index.ts): the slots of the jobs
 * holding it, ascending, each with its positions (PostgreSQL's packed pos << 2 | weight).
 *
 * Why this shape: at a million jobs the index holds ~60 postings per job, and a plain Int32 slot
 * plus an Int32 end offset per posting came to ~10 bytes each, ~800 MB per process with the
 * arrays' spare room. Here a posting costs ~4.8 bytes: the slot's low 16 bits (the high bits are
 * implied by per-block end offsets, a block being 65,536 slots), the number of positions in two
 * bits (1, 2 or 3; anything else, ~4% of postings, in `otherCounts`), and the positions
 * themselves (1.3 per posting on the seed's jobs: 79% hold one). Every reader walks a list from
 * its start, so all of it decodes with running counters. Slots only ever grow (a changed job gets a new slot), which is
 * what lets the blocks be implied.
 */
import { int32s, uint16s, uint8s } from './growable-array.js';
import { OR_FIGURE_BASE, OR_FIGURES, orFigure } from './ts-rank.js';

const f = Math.fround;

const BLOCK_BITS = 16;
const LOW_MASK = (1 << BLOCK_BITS) - 1;
/** A two-bit count of this value means "the next entry of `otherCounts`" (0 positions, or 4 and more). */
const COUNT_OTHER = 0;

export class PostingList {
  private readonly lows = uint16s();
  /** blockEnds[b]: how many postings have a slot below (b + 1) << 16. */
  private readonly blockEnds = int32s();
  /** Four postings' counts per byte, two bits each: 1, 2, 3, or COUNT_OTHER. */
  private readonly counts = uint8s();
  /** The counts of the COUNT_OTHER postings, in posting order (PostgreSQL keeps up to 256 positions). */
  private readonly otherCounts = uint16s();
  /** Every position, posting after posting. */
  readonly positions = uint16s();

  get length(): number {
    return this.lows.length;
  }

  /**
   * Appends a posting: `count` of `positions` from `from` (all by default); `slot` must be above
   * every slot already in the list.
   */
  push(slot: number, positions: ArrayLike<number>, count = positions.length, from = 0): void {
    const block = slot >>> BLOCK_BITS;
    const lows = this.lows;
    const i = lows.length;
    while (this.blockEnds.length <= block) this.blockEnds.push(i);
    // Written here rather than through Growable.push: see Growable.room.
    lows.room(1);
    lows.data[lows.length++] = slot & LOW_MASK;
    this.blockEnds.data[block] = i + 1;
    const code = count >= 1 && count <= 3 ? count : COUNT_OTHER;
    if (code === COUNT_OTHER) this.otherCounts.push(count);
    const counts = this.counts;
    if ((i & 3) === 0) {
      counts.room(1);
      counts.data[counts.length++] = code;
    } else counts.data[i >> 2] = (counts.data[i >> 2] as number) | (code << ((i & 3) << 1));
    const out = this.positions;
    out.room(count);
    const data = out.data;
    let at = out.length;
    for (let k = from; k < from + count; k++) data[at++] = positions[k] as number;
    out.length = at;
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
    const others = this.otherCounts.data;
    const n = this.lows.length;
    let i = 0;
    let start = 0;
    let other = 0;
    for (let b = 0; b < this.blockEnds.length; b++) {
      const base = b << BLOCK_BITS;
      const blockEnd = ends[b] as number;
      for (; i < blockEnd && i < n; i++) {
        let count = ((counts[i >> 2] as number) >> ((i & 3) << 1)) & 3;
        if (count === COUNT_OTHER) count = others[other++] as number;
        visit(base | (lows[i] as number), start, start + count);
        start += count;
      }
    }
  }

  /** Writes every posting's slot, ascending, from `out[at]` on (room for `length` more); returns the index after the last. */
  slotsInto(out: Int32Array, at = 0): number {
    const lows = this.lows.data;
    const ends = this.blockEnds.data;
    const n = this.lows.length;
    let i = 0;
    let k = at;
    for (let b = 0; b < this.blockEnds.length; b++) {
      const base = b << BLOCK_BITS;
      const end = ends[b] as number;
      for (; i < end && i < n; i++) out[k++] = base | (lows[i] as number);
    }
    return k;
  }

  /**
   * Calls `visit(m, start, end)` for every posting whose slot is `hits[m]` (`hits`: the first
   * `n`, ascending), its positions being `positions.data[start, end)`. Both lists are walked
   * together: no per-slot scratch array to fill and clear (~1 MB at a million jobs).
   */
  forEachHit(hits: Int32Array, n: number, visit: (m: number, start: number, end: number) => void): void {
    const lows = this.lows.data;
    const ends = this.blockEnds.data;
    const counts = this.counts.data;
    const others = this.otherCounts.data;
    const total = this.lows.length;
    let i = 0;
    let start = 0;
    let other = 0;
    let m = 0;
    for (let b = 0; b < this.blockEnds.length && m < n; b++) {
      const base = b << BLOCK_BITS;
      const blockEnd = ends[b] as number;
      for (; i < blockEnd && i < total; i++) {
        let count = ((counts[i >> 2] as number) >> ((i & 3) << 1)) & 3;
        if (count === COUNT_OTHER) count = others[other++] as number;
        const slot = base | (lows[i] as number);
        while (m < n && (hits[m] as number) < slot) m++;
        if (m < n && hits[m] === slot) visit(m, start, start + count);
        start += count;
      }
    }
  }

  /**
   * For every posting whose slot is `hits[m]` (`hits`: the first `n`, ascending), its positions'
   * range `positions.data[start[m], end[m])`; other entries are left as they were.
   */
  spansInto(hits: Int32Array, n: number, start: Int32Array, end: Int32Array): void {
    const lows = this.lows.data;
    const ends = this.blockEnds.data;
    const counts = this.counts.data;
    const others = this.otherCounts.data;
    const total = this.lows.length;
    let i = 0;
    let at = 0;
    let other = 0;
    let m = 0;
    for (let b = 0; b < this.blockEnds.length && m < n; b++) {
      const base = b << BLOCK_BITS;
      const blockEnd = ends[b] as number;
      for (; i < blockEnd && i < total; i++) {
        let count = ((counts[i >> 2] as number) >> ((i & 3) << 1)) & 3;
        if (count === COUNT_OTHER) count = others[other++] as number;
        const slot = base | (lows[i] as number);
        while (m < n && (hits[m] as number) < slot) m++;
        if (m < n && hits[m] === slot) {
          start[m] = at;
          end[m] = at + count;
        }
        at += count;
      }
    }
  }

  /**
   * ts_rank's "or" form, one lexeme's part: adds each posting's figure (ts-rank.ts, orRankStep) to
   * `rank[m]` for the postings at `hits[m]` (`hits`: the first `n`, ascending). forEach's callback
   * per posting was most of a broad keyword's search (~200,000 postings for "excel" at a million jobs).
   */
  addOrRanks(hits: Int32Array, n: number, rank: Float64Array): void {
    const lows = this.lows.data;
    const ends = this.blockEnds.data;
    const counts = this.counts.data;
    const others = this.otherCounts.data;
    const positions = this.positions.data;
    const total = this.lows.length;
    let i = 0;
    let start = 0;
    let other = 0;
    let m = 0;
    for (let b = 0; b < this.blockEnds.length && m < n; b++) {
      const base = b << BLOCK_BITS;
      const blockEnd = ends[b] as number;
      for (; i < blockEnd && i < total; i++) {
        let count = ((counts[i >> 2] as number) >> ((i & 3) << 1)) & 3;
        if (count === COUNT_OTHER) count = others[other++] as number;
        const slot = base | (lows[i] as number);
        while (m < n && (hits[m] as number) < slot) m++;
        if (m < n && hits[m] === slot) {
          let figure: number;
          if (count === 1) figure = OR_FIGURES[(positions[start] as number) & 3] as number;
          else if (count === 2)
            figure = OR_FIGURES[
              OR_FIGURE_BASE[2] + (((positions[start] as number) & 3) | (((positions[start + 1] as number) & 3) << 2))
            ] as number;
          else if (count === 3)
            figure = OR_FIGURES[
              OR_FIGURE_BASE[3] +
                (((positions[start] as number) & 3) |
                  (((positions[start + 1] as number) & 3) << 2) |
                  (((positions[start + 2] as number) & 3) << 4))
            ] as number;
          else figure = orFigure(positions, start, start + count);
          rank[m] = f((rank[m] as number) + figure);
        }
        start += count;
      }
    }
  }

  /**
   * Room for `postings` postings holding `positions` positions in all, allocated once: a load
   * that counted them first (memory-search.ts) fills each array without doubling it, so no
   * outgrown copies are left for the collector and the trim has nothing to copy.
   */
  reserve(postings: number, positions: number): void {
    this.lows.reserve(postings);
    this.counts.reserve(Math.ceil(postings / 4));
    this.positions.reserve(positions);
  }

  /** Drops spare capacity (see Growable.trim). */
  trim(): void {
    this.lows.trim();
    this.blockEnds.trim();
    this.counts.trim();
    this.otherCounts.trim();
    this.positions.trim();
  }

  /** Bytes held by the arrays (capacity, not length), for the memory figures. */
  get bytes(): number {
    return (
      this.lows.data.byteLength +
      this.blockEnds.data.byteLength +
      this.counts.data.byteLength +
      this.otherCounts.data.byteLength +
      this.positions.data.byteLength
    );
  }
}
