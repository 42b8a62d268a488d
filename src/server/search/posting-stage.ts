/**
 * Postings gathered row by row and appended to their lists a lexeme at a time (memory-index.ts).
 *
 * Why: a row's ~60 postings go to ~60 different lists, each append touching its list's objects and
 * the tails of three arrays; over ~1,400 lists that is more than the caches hold, and at a million
 * jobs those appends were most of the load's own time. Appended together, a list's postings of
 * several rows share those cache lines. Rows come in slot order and the grouping is stable, so
 * each list still receives its slots ascending.
 */
import { int32s, uint16s } from './growable-array.js';
import type { PostingList } from './posting-list.js';

export class PostingStage {
  private readonly term = int32s();
  private readonly slot = int32s();
  private readonly count = int32s();
  private readonly positions = uint16s();
  /** Per term: how many staged postings it has, then where its group starts. */
  private perTerm = new Int32Array(0);
  private order = new Int32Array(0);
  private start = new Int32Array(0);

  /** Stages a posting of term number `term`: the first `count` of `positions`. */
  add(term: number, slot: number, positions: Uint16Array, count: number): void {
    const i = this.term.length;
    this.term.room(1);
    this.slot.room(1);
    this.count.room(1);
    this.term.data[i] = term;
    this.slot.data[i] = slot;
    this.count.data[i] = count;
    this.term.length = this.slot.length = this.count.length = i + 1;
    const out = this.positions;
    out.room(count);
    const data = out.data;
    let at = out.length;
    for (let k = 0; k < count; k++) data[at++] = positions[k] as number;
    out.length = at;
  }

  /** Appends every staged posting to `lists[term]`, grouped by term (a counting sort), and empties the stage. */
  flush(lists: readonly PostingList[]): void {
    const n = this.term.length;
    if (n === 0) return;
    const terms = this.term.data;
    const counts = this.count.data;
    if (this.perTerm.length < lists.length) this.perTerm = new Int32Array(Math.max(lists.length, this.perTerm.length * 2));
    if (this.order.length < n) {
      this.order = new Int32Array(Math.max(n, this.order.length * 2));
      this.start = new Int32Array(this.order.length);
    }
    const perTerm = this.perTerm;
    const order = this.order;
    const start = this.start;
    perTerm.fill(0, 0, lists.length);
    let at = 0;
    for (let i = 0; i < n; i++) {
      const t = terms[i] as number;
      perTerm[t] = (perTerm[t] as number) + 1;
      start[i] = at;
      at += counts[i] as number;
    }
    let sum = 0;
    for (let t = 0; t < lists.length; t++) {
      const c = perTerm[t] as number;
      perTerm[t] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const t = terms[i] as number;
      const k = perTerm[t] as number;
      order[k] = i;
      perTerm[t] = k + 1;
    }
    const slots = this.slot.data;
    const positions = this.positions.data;
    for (let k = 0; k < n; k++) {
      const i = order[k] as number;
      (lists[terms[i] as number] as PostingList).push(slots[i] as number, positions, counts[i], start[i]);
    }
    this.term.length = this.slot.length = this.count.length = this.positions.length = 0;
  }
}
