import { describe, expect, it } from 'vitest';
import { PostingList } from './posting-list.js';

interface Posting {
  slot: number;
  positions: number[];
}

const read = (list: PostingList): Posting[] => {
  const out: Posting[] = [];
  list.forEach((slot, start, end) => out.push({ slot, positions: Array.from(list.positions.data.subarray(start, end)) }));
  return out;
};

const marked = (list: PostingList, slots: number): number[] => {
  const out = new Uint8Array(slots);
  list.mark(out);
  return Array.from(out).flatMap((v, s) => (v ? [s] : []));
};

describe('PostingList', () => {
  it('gives back every slot and its positions across blocks of 65,536 slots, empty blocks and block edges included', () => {
    const postings: Posting[] = [
      { slot: 0, positions: [(1 << 2) | 3] },
      { slot: 65_535, positions: [(2 << 2) | 0, (9 << 2) | 2] },
      { slot: 65_536, positions: [] },
      { slot: 65_537, positions: [(16_383 << 2) | 1] },
      // Blocks 2 to 4 hold nothing.
      { slot: 5 * 65_536 + 17, positions: [(4 << 2) | 3, (5 << 2) | 3, (6 << 2) | 3] },
      { slot: 1_000_000, positions: [(7 << 2) | 2] },
    ];
    const list = new PostingList();
    for (const p of postings) list.push(p.slot, p.positions);
    expect(list.length).toBe(postings.length);
    expect(read(list)).toEqual(postings);
    expect(marked(list, 1_000_001)).toEqual(postings.map((p) => p.slot));
  });

  it('keeps counts of 0, 4 and more apart, interleaved with 1 to 3, and a lexeme with 255 or more positions whole (PostgreSQL keeps up to 256)', () => {
    const many = Array.from({ length: 256 }, (_, i) => ((i + 1) << 2) | (i & 3));
    const list = new PostingList();
    list.push(3, [8]);
    list.push(70_000, many);
    list.push(70_001, many.slice(0, 255));
    list.push(70_002, [12, 16]);
    list.push(70_003, []);
    list.push(70_004, [4, 8, 12]);
    list.push(70_005, [4, 8, 12, 16]);
    list.push(70_006, [20]);
    expect(read(list)).toEqual([
      { slot: 3, positions: [8] },
      { slot: 70_000, positions: many },
      { slot: 70_001, positions: many.slice(0, 255) },
      { slot: 70_002, positions: [12, 16] },
      { slot: 70_003, positions: [] },
      { slot: 70_004, positions: [4, 8, 12] },
      { slot: 70_005, positions: [4, 8, 12, 16] },
      { slot: 70_006, positions: [20] },
    ]);
  });

  it('takes new postings after it was trimmed, and holds no spare room right after', () => {
    const list = new PostingList();
    const expected: Posting[] = [];
    for (let slot = 0; slot < 200_000; slot += 7) {
      const positions = slot % 3 === 0 ? [(slot % 1000) << 2] : [(1 << 2) | 3, (2 << 2) | 3];
      list.push(slot, positions);
      expected.push({ slot, positions });
    }
    const before = list.bytes;
    list.trim();
    const n = expected.length;
    const positions = expected.reduce((k, p) => k + p.positions.length, 0);
    // Low halves and positions in 16 bits, counts (1 or 2 here) in two bits, one end per block of 65,536 slots.
    expect(list.bytes).toBe(n * 2 + Math.ceil(n / 4) + positions * 2 + 4 * 4);
    expect(list.bytes).toBeLessThan(before);
    for (const slot of [200_001, 262_144, 262_145]) {
      list.push(slot, [(3 << 2) | 1]);
      expected.push({ slot, positions: [(3 << 2) | 1] });
    }
    expect(read(list)).toEqual(expected);
  });

  it('filled at the size it was reserved for, keeps the arrays reserve allocated: nothing doubles, and the trim copies nothing', () => {
    const postings: Posting[] = [];
    for (let slot = 0; slot < 300_000; slot += 11) postings.push({ slot, positions: slot % 5 === 0 ? [8, 12] : [(slot % 4000) << 2] });
    const positions = postings.reduce((k, p) => k + p.positions.length, 0);
    const list = new PostingList();
    list.reserve(postings.length, positions);
    const allocated = list.positions.data;
    const bytes = list.bytes;
    for (const p of postings) list.push(p.slot, p.positions);
    expect(list.positions.data).toBe(allocated);
    expect(list.bytes).toBe(bytes);
    list.trim();
    expect(list.positions.data).toBe(allocated);
    // What is left is the postings themselves (and five block ends): no spare room to drop.
    expect(list.bytes).toBe(postings.length * 2 + Math.ceil(postings.length / 4) + positions * 2 + 5 * 4);
    expect(read(list)).toEqual(postings);
  });
});
