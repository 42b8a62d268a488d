/**
 * The live jobs' search rows held in memory, for /explore-jobs: an inverted index from each
 * lexeme of job_search_index.search_vector to the jobs holding it (with positions and
 * weights, for ranking), beside the filter, facet and sort columns of every job.
 *
 * Why: a broad keyword ("excel", ~20k of 78k jobs) makes PostgreSQL visit every match's row
 * (~1 KB each, vector inline) to rank and count them; that alone took 60–100 ms on PGlite.
 * Here the same search walks a few typed arrays. Results are the SQL search's, exactly:
 * same matches (the lexemes are PostgreSQL's own, read from the vectors and from
 * to_tsquery's output), same counts, same order (ts_rank recomputed as PostgreSQL computes
 * it, ts-rank.ts). memory-search.test.ts holds the two against each other.
 *
 * Rows are slots, appended and never moved: a changed job gets a new slot and its old one is
 * marked dead, so posting lists stay sorted by slot. Keeping it in step with the database is
 * memory-search.ts's part.
 */
import { float64s, int32s, uint8s } from './growable-array.js';
import { PostingList } from './posting-list.js';
import { PostingStage } from './posting-stage.js';
import type { FacetCountRow } from './facets.js';
import { JOBS_PAGE_SIZE, type JobSearchParams } from './search-params.js';
import type { ResolvedRefs } from './sql-search.js';
import {
  compareLexemes,
  finishAndRank,
  finishOrRank,
  rankAndEntries,
  rankAndPair,
  rankOperandOrder,
  type Positions,
  type RankEntries,
} from './ts-rank.js';
import { queryTerms, readTsVector, type QueryNode } from './ts-text.js';

/** One job_search_index row as read by the sync (times in microseconds since the epoch). */
export interface IndexRow {
  job_id: number;
  company_id: number;
  location_id: number;
  province_id: number;
  category_id: number | null;
  employment_type: string;
  work_arrangement: string;
  experience_level: string;
  salary_hi: number | null;
  salary_lo: number | null;
  salary_sort: number | null;
  posted_us: number;
  valid_us: number | null;
  vector: string;
}

export interface Label {
  slug: string;
  name_en: string;
  name_id: string;
}

interface Term {
  lexeme: string;
  postings: PostingList;
  /** Its place in `lists`. */
  id: number;
}

/** Small string sets (employment types, arrangements, levels) as codes. */
class Codes {
  private readonly byValue = new Map<string, number>();
  readonly values: string[] = [];
  code(v: string): number {
    let c = this.byValue.get(v);
    if (c === undefined) {
      c = this.values.length;
      this.values.push(v);
      this.byValue.set(v, c);
    }
    return c;
  }
  find(v: string): number | undefined {
    return this.byValue.get(v);
  }
}

export interface MemorySearchResult {
  /** The page's job ids, in order. */
  ids: number[];
  /** Total and facet counts, shaped like the SQL counts (facets.ts). */
  rows: FacetCountRow[];
}

const DAY_US = 86_400_000_000;

export class JobSearchMemoryIndex {
  private readonly terms = new Map<string, Term>();
  /** Every term's postings, by Term.id (what the stage appends to). */
  private readonly lists: PostingList[] = [];
  /** The postings of the rows being put, appended to their lists once they are all read. */
  private readonly stage = new PostingStage();
  /** Lexemes in code-unit order, for prefix ranges; sorted on first use, then kept sorted as terms come. */
  private sortedLexemes: string[] | null = null;
  /**
   * Slots [0, sortedSlots) hold ascending job ids, as a load puts them (job_id order): a job's
   * slot there is found by binary search in jobId. A Map of every job cost ~40 bytes a job of JS
   * heap (~30 MB at 775,000 live jobs); only jobs put out of that order (changes after the load)
   * are in laterSlots.
   */
  private sortedSlots = 0;
  private readonly laterSlots = new Map<number, number>();
  private liveCount = 0;
  /** The slot put() is filling, for addPosting. */
  private putting = 0;
  private readonly dead = uint8s();
  private readonly jobId = float64s();
  private readonly company = float64s();
  private readonly location = int32s();
  private readonly province = int32s();
  private readonly category = int32s();
  private readonly type = uint8s();
  private readonly arrangement = uint8s();
  private readonly level = uint8s();
  private readonly salaryHi = float64s();
  private readonly salaryLo = float64s();
  private readonly salarySort = float64s();
  private readonly posted = float64s();
  private readonly valid = float64s();
  private readonly types = new Codes();
  private readonly arrangements = new Codes();
  private readonly levels = new Codes();
  private deadCount = 0;
  /**
   * Per-slot scratch arrays, reused: a search runs synchronously from start to end. Fresh ones
   * were ~1 MB of typed arrays per search, and under load that external memory made V8
   * collect far more often.
   */
  private readonly spareBitsets: Uint8Array[] = [];
  /** Sorted slot lists (a term's postings, the hits), sized to what they held, not to every slot. */
  private readonly spareLists: Int32Array[] = [];
  /** Ranks by hit (the index in the hits' list), and each hit's positions per operand of a two-word "and". */
  private rankBuffer = new Float64Array(0);
  private spanBuffer = new Int32Array(0);
  private readonly rankEntries: RankEntries = {
    head: new Int32Array(0),
    next: new Int32Array(0),
    source: [],
    start: new Int32Array(0),
    end: new Int32Array(0),
  };
  private rankTails = new Int32Array(0);
  /** Bumped by every put and remove. */
  private version = 0;
  /** The counts without any filter, until a write or the first of their jobs expires. */
  private unfilteredCounts: { version: number; untilUs: number; rows: FacetCountRow[] } | null = null;
  private maxLocationId = 0;
  private maxCategoryId = 0;
  /** sortedBy's orders; a new slot is inserted in them (a dead one is merely skipped). */
  private readonly orders = new Map<'newest' | 'salary', Int32Array>();
  /** A row named a place or category the labels do not hold (added since they were read). */
  missingLabels = false;

  constructor(
    readonly locations: Map<number, Label>,
    readonly categories: Map<number, Label>,
  ) {}

  get size(): number {
    return this.liveCount;
  }

  /** Room for `rows` jobs in every column, allocated once (a load knows how many rows it will read). */
  reserve(rows: number): void {
    for (const column of [this.dead, this.jobId, this.company, this.location, this.province, this.category, this.type])
      column.reserve(rows);
    for (const column of [this.arrangement, this.level, this.salaryHi, this.salaryLo, this.salarySort, this.posted, this.valid])
      column.reserve(rows);
  }

  /** The live slot of a job, if it has one. */
  private slotOf(jobId: number): number | undefined {
    const later = this.laterSlots.get(jobId);
    if (later !== undefined) return later;
    const ids = this.jobId.data;
    let lo = 0;
    let hi = this.sortedSlots;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((ids[mid] as number) < jobId) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.sortedSlots && ids[lo] === jobId && this.dead.data[lo] === 0 ? lo : undefined;
  }

  /** Slots no longer in use; the sync rebuilds the index when they pile up. */
  get wasted(): number {
    return this.deadCount;
  }

  /** Drops the arrays' spare capacity; the sync calls it once a load is done (see Growable.trim). */
  trim(): void {
    for (const column of [this.dead, this.jobId, this.company, this.location, this.province, this.category, this.type]) column.trim();
    for (const column of [this.arrangement, this.level, this.salaryHi, this.salaryLo, this.salarySort, this.posted, this.valid])
      column.trim();
    for (const term of this.terms.values()) term.postings.trim();
  }

  /** Adds or replaces a job's row. */
  put(row: IndexRow): void {
    this.putRow(row);
    this.stage.flush(this.lists);
  }

  /** Adds or replaces rows, in this order; a load's path, appending their postings list by list (see PostingStage). */
  putMany(rows: readonly IndexRow[]): void {
    for (const row of rows) this.putRow(row);
    this.stage.flush(this.lists);
  }

  private putRow(row: IndexRow): void {
    this.remove(row.job_id);
    const slot = this.jobId.length;
    this.version += 1;
    if (slot === this.sortedSlots && (slot === 0 || row.job_id > (this.jobId.data[slot - 1] as number))) this.sortedSlots += 1;
    else this.laterSlots.set(row.job_id, slot);
    this.liveCount += 1;
    // Each column written here rather than through Growable.push: see Growable.room.
    for (const column of [this.dead, this.jobId, this.company, this.location, this.province, this.category, this.type]) column.room(1);
    for (const column of [this.arrangement, this.level, this.salaryHi, this.salaryLo, this.salarySort, this.posted, this.valid])
      column.room(1);
    this.dead.data[slot] = 0;
    this.jobId.data[slot] = row.job_id;
    this.company.data[slot] = row.company_id;
    this.location.data[slot] = row.location_id;
    this.province.data[slot] = row.province_id;
    this.category.data[slot] = row.category_id ?? -1;
    this.maxLocationId = Math.max(this.maxLocationId, row.location_id);
    this.maxCategoryId = Math.max(this.maxCategoryId, row.category_id ?? 0);
    if (!this.locations.has(row.location_id) || (row.category_id !== null && !this.categories.has(row.category_id)))
      this.missingLabels = true;
    this.type.data[slot] = this.types.code(row.employment_type);
    this.arrangement.data[slot] = this.arrangements.code(row.work_arrangement);
    this.level.data[slot] = this.levels.code(row.experience_level);
    this.salaryHi.data[slot] = row.salary_hi ?? Number.NaN;
    this.salaryLo.data[slot] = row.salary_lo ?? Number.NaN;
    this.salarySort.data[slot] = row.salary_sort ?? Number.NaN;
    this.posted.data[slot] = row.posted_us;
    this.valid.data[slot] = row.valid_us ?? Number.POSITIVE_INFINITY;
    for (const column of [this.dead, this.jobId, this.company, this.location, this.province, this.category, this.type])
      column.length = slot + 1;
    for (const column of [this.arrangement, this.level, this.salaryHi, this.salaryLo, this.salarySort, this.posted, this.valid])
      column.length = slot + 1;
    this.putting = slot;
    readTsVector(row.vector, this.addPosting);
    // A write keeps the sorted orders (a full sort of 100k slots stalled the next search ~50 ms).
    for (const [kind, order] of this.orders) this.orders.set(kind, insertSlot(order, slot, this.comparator(kind)));
  }

  private readonly addPosting = (lexeme: string, positions: Uint16Array, count: number): void => {
    this.stage.add((this.terms.get(lexeme) ?? this.addTerm(lexeme)).id, this.putting, positions, count);
  };

  private addTerm(lexeme: string): Term {
    // A copy of its own: the slice would keep the whole vector's text alive as long as the term.
    const own = Buffer.from(lexeme, 'utf8').toString('utf8');
    const term = { lexeme: own, postings: new PostingList(), id: this.lists.length };
    this.lists.push(term.postings);
    this.terms.set(own, term);
    if (this.sortedLexemes) insertSorted(this.sortedLexemes, own);
    return term;
  }

  /**
   * Room in each lexeme's posting list for the postings and positions a load will put there
   * (counted by the database: memory-search.ts), so that the lists are allocated once at their
   * final size instead of doubling while the rows come. Lists already begun are moved once.
   */
  reservePostings(counts: Iterable<{ lexeme: string; postings: number; positions: number }>): void {
    for (const c of counts) (this.terms.get(c.lexeme) ?? this.addTerm(c.lexeme)).postings.reserve(c.postings, c.positions);
  }

  remove(jobId: number): void {
    const slot = this.slotOf(jobId);
    if (slot === undefined) return;
    this.version += 1;
    this.dead.data[slot] = 1;
    this.deadCount += 1;
    this.liveCount -= 1;
    this.laterSlots.delete(jobId);
  }

  /**
   * The search (`query` null: no keyword), or null when this query is one the index does
   * not answer (the caller runs the SQL search): phrase or negation operators, or an operand
   * given both as a word and as a prefix.
   */
  search(query: QueryNode | null, p: JobSearchParams, refs: ResolvedRefs, nowUs: number): MemorySearchResult | null {
    if (!query && unfiltered(p, refs)) return this.searchUnfiltered(p, nowUs);
    const rankOperands = query ? rankOperandOrder(queryTerms(query)) : [];
    if (!rankOperands) return null;
    // A keyword's hits are taken from its posting lists, not from a pass over every slot: "excel"
    // holds a quarter of the jobs, a narrower keyword far fewer. Without one, a single pass over
    // the slots applies the first equality filter with the liveness test.
    const { list, n } = query ? this.liveMatches(query, nowUs) : this.liveWhere(refs, nowUs);
    const hits = this.filter(list.subarray(0, n), p, refs, nowUs, !query);
    const ids = this.page(hits, p, query, rankOperands);
    const rows = this.counts(hits);
    this.spareLists.push(list);
    return { ids, rows };
  }

  /**
   * The landing search and its pages, and every "other choices" list: counts kept between
   * writes (SQL has job_search_counts for the same reason), the page taken from the sort's
   * order directly.
   */
  private searchUnfiltered(p: JobSearchParams, nowUs: number): MemorySearchResult {
    let memo = this.unfilteredCounts;
    if (!memo || memo.version !== this.version || nowUs >= memo.untilUs) {
      const { list, n } = this.liveWhere({}, nowUs);
      const hits = list.subarray(0, n);
      const valid = this.valid.data;
      let untilUs = Number.POSITIVE_INFINITY;
      for (const s of hits) untilUs = Math.min(untilUs, valid[s] as number);
      memo = { version: this.version, untilUs, rows: this.counts(hits) };
      this.unfilteredCounts = memo;
      this.spareLists.push(list);
    }
    const [dead, valid] = [this.dead.data, this.valid.data];
    return { ids: this.pageInOrder(p, (s) => dead[s] === 0 && (valid[s] as number) > nowUs), rows: memo.rows };
  }

  /** The page's job ids: the slots `taken` in the sort's order (newest, or salary), kept between writes. */
  private pageInOrder(p: JobSearchParams, taken: (slot: number) => boolean): number[] {
    const offset = (p.page - 1) * JOBS_PAGE_SIZE;
    const want = offset + JOBS_PAGE_SIZE;
    const id = this.jobId.data;
    const slots: number[] = [];
    for (const s of this.sortedBy(p.sort === 'salary' ? 'salary' : 'newest')) {
      if (!taken(s)) continue;
      slots.push(s);
      if (slots.length === want) break;
    }
    return slots.slice(offset).map((s) => id[s] as number);
  }

  private termsFor(lexeme: string, prefix: boolean): Term[] {
    if (!prefix) {
      const t = this.terms.get(lexeme);
      return t ? [t] : [];
    }
    const sorted = (this.sortedLexemes ??= [...this.terms.keys()].sort());
    const found: Term[] = [];
    for (let i = lowerBound(sorted, lexeme); i < sorted.length && (sorted[i] as string).startsWith(lexeme); i++)
      found.push(this.terms.get(sorted[i] as string) as Term);
    // Code-unit order is PostgreSQL's byte order unless a lexeme holds a surrogate pair.
    if (found.some((t) => /[\uD800-\uDFFF]/.test(t.lexeme))) found.sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
    return found;
  }

  /** The slots whose lexemes satisfy the query, ascending (dead slots included). */
  private matches(node: QueryNode): SlotList {
    if (node.kind === 'term') {
      const terms = this.termsFor(node.lexeme, node.prefix);
      const only = terms.length === 1 ? terms[0] : undefined;
      if (only || terms.length === 0) {
        const list = this.slotList(only?.postings.length ?? 0);
        return { list, n: only ? only.postings.slotsInto(list) : 0 };
      }
      // A prefix's lexemes: a job may hold several of them, so their union is taken in a bitset.
      const marks = this.bitset();
      let most = 0;
      for (const t of terms) {
        t.postings.mark(marks);
        most += t.postings.length;
      }
      const slotCount = this.jobId.length;
      const list = this.slotList(Math.min(most, slotCount));
      let n = 0;
      for (let s = 0; s < slotCount; s++) {
        list[n] = s;
        n += marks[s] as number;
      }
      this.spareBitsets.push(marks);
      return { list, n };
    }
    const a = this.matches(node.left);
    const b = this.matches(node.right);
    if (node.kind === 'and') {
      const n = intersectInto(a.list, a.n, b.list, b.n);
      this.spareLists.push(b.list);
      return { list: a.list, n };
    }
    const list = this.slotList(a.n + b.n);
    const n = unionInto(a.list, a.n, b.list, b.n, list);
    this.spareLists.push(a.list, b.list);
    return { list, n };
  }

  /** The query's matches in use and live at `nowUs`. */
  private liveMatches(query: QueryNode, nowUs: number): SlotList {
    const { list, n } = this.matches(query);
    const dead = this.dead.data;
    const valid = this.valid.data;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const s = list[i] as number;
      list[k] = s;
      k += +(dead[s] === 0) & +((valid[s] as number) > nowUs);
    }
    return { list, n: k };
  }

  /** A scratch list of at least `size` slots, the smallest spare that fits (give it back to spareLists when done). */
  private slotList(size: number): Int32Array {
    const spares = this.spareLists;
    let fit = -1;
    for (let i = 0; i < spares.length; i++) {
      const length = (spares[i] as Int32Array).length;
      if (length >= size && (fit === -1 || length < (spares[fit] as Int32Array).length)) fit = i;
    }
    if (fit !== -1) {
      const spare = spares[fit] as Int32Array;
      spares[fit] = spares[spares.length - 1] as Int32Array;
      spares.pop();
      return spare;
    }
    // Some room over the size, so that a slightly larger search next does not allocate again.
    return new Int32Array(Math.max(1024, Math.ceil(size * 1.25)));
  }

  /** A zeroed byte per slot (give it back to spareBitsets when done). */
  private bitset(): Uint8Array {
    const n = this.jobId.length;
    const spare = this.spareBitsets.pop();
    if (spare && spare.length >= n) return spare.fill(0, 0, n);
    return new Uint8Array(this.jobId.data.length);
  }

  /** Slots in use, live at `nowUs` and passing the first of the location, category and company filters (see filter). */
  private liveWhere(refs: ResolvedRefs, nowUs: number): SlotList {
    const slotCount = this.jobId.length;
    const list = this.slotList(slotCount);
    const dead = this.dead.data;
    const valid = this.valid.data;
    let n = 0;
    const first = this.firstEqualFilter(refs);
    if (first) n = liveEqual(list, dead, valid, nowUs, first.column, first.value, slotCount);
    else
      for (let s = 0; s < slotCount; s++) {
        list[n] = s;
        n += +(dead[s] === 0) & +((valid[s] as number) > nowUs);
      }
    return { list, n };
  }

  private firstEqualFilter(refs: ResolvedRefs): { column: Int32Array | Float64Array; value: number } | null {
    if (refs.location) return { column: refs.location.kind === 'city' ? this.location.data : this.province.data, value: refs.location.id };
    if (refs.categoryId !== undefined) return { column: this.category.data, value: refs.categoryId };
    if (refs.companyId !== undefined) return { column: this.company.data, value: refs.companyId };
    return null;
  }

  /**
   * The rest of the SQL filter of sql-search.ts (buildFilter), one pass per filter
   * applied, compacting `slots` in place (a scratch list). `firstDone`: liveWhere applied the
   * first equality filter already.
   */
  private filter(slots: Int32Array, p: JobSearchParams, refs: ResolvedRefs, nowUs: number, firstDone: boolean): Int32Array {
    let n = slots.length;
    let skip = firstDone;
    const equal = (column: Int32Array | Float64Array | Uint8Array, value: number) => {
      if (skip) skip = false;
      else n = keepEqual(slots, n, column, value);
    };
    if (refs.location) equal(refs.location.kind === 'city' ? this.location.data : this.province.data, refs.location.id);
    if (refs.categoryId !== undefined) equal(this.category.data, refs.categoryId);
    if (refs.companyId !== undefined) equal(this.company.data, refs.companyId);
    skip = false;
    const wanted = (list: readonly string[], codes: Codes) => {
      const yes = new Uint8Array(256);
      for (const v of list) {
        const c = codes.find(v);
        if (c !== undefined) yes[c] = 1;
      }
      return yes;
    };
    if (p.type.length) n = keepIn(slots, n, this.type.data, wanted(p.type, this.types));
    if (p.arrangement.length) n = keepIn(slots, n, this.arrangement.data, wanted(p.arrangement, this.arrangements));
    if (p.level) n = keepEqual(slots, n, this.level.data, this.levels.find(p.level) ?? -1);
    // NaN (no salary) fails both comparisons, as NULL does in SQL.
    if (p.salaryMin !== undefined) n = keepAtLeast(slots, n, this.salaryHi.data, p.salaryMin);
    if (p.salaryMax !== undefined) n = keepAtMost(slots, n, this.salaryLo.data, p.salaryMax);
    if (p.posted !== undefined) n = keepAtLeast(slots, n, this.posted.data, nowUs - p.posted * DAY_US);
    return slots.subarray(0, n);
  }

  private page(hits: Int32Array, p: JobSearchParams, query: QueryNode | null, operands: { lexeme: string; prefix: boolean }[]): number[] {
    const offset = (p.page - 1) * JOBS_PAGE_SIZE;
    if (offset >= hits.length) return [];
    if (p.sort !== 'relevance' || !query) {
      // The sort's order meets a hit every slotCount / hits slots: for a broad search the page
      // is a few dozen slots away, each looked up in the (sorted) hits, rather than a byte per
      // slot cleared and a mark per hit (~250,000 for a broad place at a million jobs).
      const walk = ((offset + JOBS_PAGE_SIZE) * this.jobId.length) / hits.length;
      if (walk * Math.log2(hits.length + 1) < hits.length / 4) return this.pageInOrder(p, (s) => includes(hits, s));
      const isHit = this.bitset();
      for (const s of hits) isHit[s] = 1;
      const ids = this.pageInOrder(p, (s) => isHit[s] === 1);
      this.spareBitsets.push(isHit);
      return ids;
    }
    const rank = this.ranks(hits, query, operands);
    const [posted, id] = [this.posted.data, this.jobId.data];
    const best = topK(
      hits.length,
      offset + JOBS_PAGE_SIZE,
      (a, b) =>
        (rank[b] as number) - (rank[a] as number) ||
        (posted[hits[b] as number] as number) - (posted[hits[a] as number] as number) ||
        (id[hits[b] as number] as number) - (id[hits[a] as number] as number),
      rank,
    );
    return best.slice(offset).map((m) => id[hits[m] as number] as number);
  }

  /** Every slot in a sort's order: newest (posted_at DESC, job_id DESC) or salary (salary_sort DESC NULLS LAST, job_id DESC). */
  private sortedBy(kind: 'newest' | 'salary'): Int32Array {
    const known = this.orders.get(kind);
    if (known) return known;
    const order = new Int32Array(this.jobId.length).map((_, i) => i);
    order.sort(this.comparator(kind));
    this.orders.set(kind, order);
    return order;
  }

  private comparator(kind: 'newest' | 'salary'): (a: number, b: number) => number {
    const id = this.jobId.data;
    const key = kind === 'salary' ? this.salarySort.data : this.posted.data;
    return (a, b) => {
      const x = key[a] as number;
      const y = key[b] as number;
      const xNull = Number.isNaN(x);
      const yNull = Number.isNaN(y);
      if (xNull !== yNull) return xNull ? 1 : -1;
      return (xNull || x === y ? 0 : y - x) || (id[b] as number) - (id[a] as number);
    };
  }

  /** ts_rank of every hit against the query's operands, by hit (rank[m] is hits[m]'s). */
  private ranks(hits: Int32Array, query: QueryNode, operands: { lexeme: string; prefix: boolean }[]): Float64Array {
    const n = hits.length;
    if (this.rankBuffer.length < n) this.rankBuffer = new Float64Array(Math.ceil(n * 1.25));
    const rank = this.rankBuffer;
    const found = operands.map((op) => this.termsFor(op.lexeme, op.prefix));
    if (query.kind !== 'and' || operands.length < 2) {
      // ts_rank's "or" form adds one figure per matching lexeme, in the vector's order (the
      // operands' order, then the lexemes' within a prefix): summed as they stream by.
      rank.fill(0, 0, n);
      for (const terms of found) for (const t of terms) t.postings.addOrRanks(hits, n, rank);
      for (let m = 0; m < n; m++) rank[m] = finishOrRank(rank[m] as number, operands.length);
      return rank;
    }
    const [first, second] = found;
    if (found.length === 2 && first && second && first.length <= 1 && second.length <= 1) {
      // Two words (the commonest "and"): one entry each, so each hit's rank is its two position
      // lists' pairs alone, without the linked lists below.
      if (this.spanBuffer.length < 4 * n) this.spanBuffer = new Int32Array(Math.ceil(5 * n));
      const span = this.spanBuffer;
      const [a0, a1, b0, b1] = [span.subarray(0, n), span.subarray(n, 2 * n), span.subarray(2 * n, 3 * n), span.subarray(3 * n, 4 * n)];
      a0.fill(-1);
      b0.fill(-1);
      first[0]?.postings.spansInto(hits, n, a0, a1);
      second[0]?.postings.spansInto(hits, n, b0, b1);
      const a = first[0]?.postings.positions.data ?? new Uint16Array(0);
      const b = second[0]?.postings.positions.data ?? new Uint16Array(0);
      for (let m = 0; m < n; m++)
        rank[m] = finishAndRank(rankAndPair(a, a0[m] as number, a1[m] as number, b, b0[m] as number, b1[m] as number));
      return rank;
    }
    // Each hit's entries per operand, in the vector's order, as linked lists (see RankEntries).
    const k = operands.length;
    const e = this.rankEntries;
    const heads = n * k;
    if (e.head.length < heads) e.head = new Int32Array(heads * 2);
    const tail = (this.rankTails = this.rankTails.length < heads ? new Int32Array(heads * 2) : this.rankTails);
    e.head.fill(-1, 0, heads);
    let count = 0;
    found.forEach((terms, o) => {
      for (const t of terms) {
        const positions = t.postings.positions.data;
        t.postings.forEachHit(hits, n, (m, start, end) => {
          if (count === e.next.length) {
            const grow = (x: Int32Array) => {
              const y = new Int32Array(Math.max(1024, x.length * 2));
              y.set(x);
              return y;
            };
            [e.next, e.start, e.end] = [grow(e.next), grow(e.start), grow(e.end)];
          }
          e.source[count] = positions;
          e.start[count] = start;
          e.end[count] = end;
          e.next[count] = -1;
          const at = m * k + o;
          if (e.head[at] === -1) e.head[at] = count;
          else e.next[tail[at] as number] = count;
          tail[at] = count;
          count += 1;
        });
      }
    });
    const last = new Int32Array(k);
    for (let m = 0; m < n; m++) rank[m] = finishAndRank(rankAndEntries(k, m * k, e, last));
    e.source.fill(undefined as unknown as Positions, 0, count);
    return rank;
  }

  private counts(hits: Int32Array): FacetCountRow[] {
    const location = this.location.data;
    const category = this.category.data;
    const type = this.type.data;
    const arrangement = this.arrangement.data;
    const byLocation = new Int32Array(this.maxLocationId + 1);
    // No category is -1, counted at 0.
    const byCategory = new Int32Array(this.maxCategoryId + 2);
    const byType = new Int32Array(this.types.values.length);
    const byArrangement = new Int32Array(this.arrangements.values.length);
    const n = hits.length;
    for (let i = 0; i < n; i++) {
      const s = hits[i] as number;
      const l = location[s] as number;
      const c = (category[s] as number) + 1;
      const t = type[s] as number;
      const a = arrangement[s] as number;
      byLocation[l] = (byLocation[l] as number) + 1;
      byCategory[c] = (byCategory[c] as number) + 1;
      byType[t] = (byType[t] as number) + 1;
      byArrangement[a] = (byArrangement[a] as number) + 1;
    }
    const rows: FacetCountRow[] = [{ facet: 'total', value: null, label_en: null, label_id: null, n: hits.length }];
    const labelled = (facet: 'location' | 'category', labels: Map<number, Label>, counts: Int32Array, shift: number) => {
      counts.forEach((n, k) => {
        if (n === 0) return;
        const l = labels.get(k - shift);
        rows.push({ facet, value: l?.slug ?? null, label_en: l?.name_en ?? null, label_id: l?.name_id ?? null, n });
      });
    };
    labelled('location', this.locations, byLocation, 0);
    labelled('category', this.categories, byCategory, 1);
    byType.forEach((n, k) => {
      if (n > 0) rows.push({ facet: 'type', value: this.types.values[k] ?? null, label_en: null, label_id: null, n });
    });
    byArrangement.forEach((n, k) => {
      if (n > 0) rows.push({ facet: 'arrangement', value: this.arrangements.values[k] ?? null, label_en: null, label_id: null, n });
    });
    return rows;
  }
}

// Filters over the first n slots, compacting in place; each returns the new n. One loop per
// kind of test, with no callback, so that V8 keeps them tight. Every slot is written and the
// count moved by the test's 0 or 1 rather than branched on: a test that passes about a third of
// the time mispredicts often, and the branch-free loop took 1.3-1.5 ms against 3.6 ms over
// 775,000 slots (the location filter's pass).
function keepEqual(slots: Int32Array, n: number, column: Int32Array | Uint8Array | Float64Array, value: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) {
    const s = slots[i] as number;
    slots[k] = s;
    k += +(column[s] === value);
  }
  return k;
}

function keepIn(slots: Int32Array, n: number, column: Uint8Array, yes: Uint8Array): number {
  let k = 0;
  for (let i = 0; i < n; i++) {
    const s = slots[i] as number;
    slots[k] = s;
    k += yes[column[s] as number] as number;
  }
  return k;
}

function keepAtLeast(slots: Int32Array, n: number, column: Float64Array, min: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) {
    const s = slots[i] as number;
    slots[k] = s;
    k += +((column[s] as number) >= min);
  }
  return k;
}

function keepAtMost(slots: Int32Array, n: number, column: Float64Array, max: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) {
    const s = slots[i] as number;
    slots[k] = s;
    k += +((column[s] as number) <= max);
  }
  return k;
}

/** `order` with `slot` inserted where `compare` puts it. */
function insertSlot(order: Int32Array, slot: number, compare: (a: number, b: number) => number): Int32Array {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compare(order[mid] as number, slot) <= 0) lo = mid + 1;
    else hi = mid;
  }
  const next = new Int32Array(order.length + 1);
  next.set(order.subarray(0, lo));
  next[lo] = slot;
  next.set(order.subarray(lo), lo + 1);
  return next;
}

/** The first index of a code-unit-sorted list whose string is not below `s`. */
function lowerBound(list: readonly string[], s: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as string) < s) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Adds `lexeme` to a code-unit-sorted list, in place. */
function insertSorted(list: string[], lexeme: string): void {
  list.splice(lowerBound(list, lexeme), 0, lexeme);
}

function unfiltered(p: JobSearchParams, refs: ResolvedRefs): boolean {
  return (
    !refs.location &&
    refs.categoryId === undefined &&
    refs.companyId === undefined &&
    p.type.length === 0 &&
    p.arrangement.length === 0 &&
    p.level === undefined &&
    p.salaryMin === undefined &&
    p.salaryMax === undefined &&
    p.posted === undefined
  );
}

/**
 * The first `k` of the items 0 … n - 1 in `order`, sorted: a bounded insertion for the first
 * pages, a full sort for deep ones. `key`, when given, is what `order` sorts on first,
 * descending: an item whose key is below the k-th best's cannot enter, and is passed over
 * without calling `order` (most of 200,000 hits of a broad keyword).
 */
function topK(n: number, k: number, order: (a: number, b: number) => number, key?: Float64Array): number[] {
  if (k > 100 || n <= k * 4)
    return Array.from({ length: n }, (_, i) => i)
      .sort(order)
      .slice(0, k);
  const best: number[] = [];
  let floor = Number.NEGATIVE_INFINITY;
  for (let x = 0; x < n; x++) {
    if (best.length < k) {
      best.push(x);
      if (best.length === k) {
        best.sort(order);
        if (key) floor = key[best[k - 1] as number] as number;
      }
      continue;
    }
    if (key && (key[x] as number) < floor) continue;
    if (order(x, best[k - 1] as number) >= 0) continue;
    let i = k - 1;
    while (i > 0 && order(x, best[i - 1] as number) < 0) i--;
    best.splice(i, 0, x);
    best.pop();
    if (key) floor = key[best[k - 1] as number] as number;
  }
  return best;
}

/** Whether the ascending `slots` hold `slot`. */
function includes(slots: Int32Array, slot: number): boolean {
  let lo = 0;
  let hi = slots.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((slots[mid] as number) < slot) lo = mid + 1;
    else hi = mid;
  }
  return lo < slots.length && slots[lo] === slot;
}

/** A scratch list's first `n` slots. */
interface SlotList {
  list: Int32Array;
  n: number;
}

/** The slots in both ascending lists, into `a` (in place: the result is never longer than `a`); returns how many. */
function intersectInto(a: Int32Array, an: number, b: Int32Array, bn: number): number {
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < an && j < bn) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x < y) i++;
    else if (x > y) j++;
    else {
      a[k++] = x;
      i++;
      j++;
    }
  }
  return k;
}

/** The slots in either ascending list, ascending, into `out` (room for an + bn); returns how many. */
function unionInto(a: Int32Array, an: number, b: Int32Array, bn: number, out: Int32Array): number {
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < an && j < bn) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x <= y) {
      out[k++] = x;
      i++;
      if (x === y) j++;
    } else {
      out[k++] = y;
      j++;
    }
  }
  while (i < an) out[k++] = a[i++] as number;
  while (j < bn) out[k++] = b[j++] as number;
  return k;
}

/** The slots below `slotCount` in use, live at `nowUs` and whose `column` holds `value`, into `out`; returns how many. */
function liveEqual(
  out: Int32Array,
  dead: Uint8Array,
  valid: Float64Array,
  nowUs: number,
  column: Int32Array | Float64Array,
  value: number,
  slotCount: number,
): number {
  let n = 0;
  for (let s = 0; s < slotCount; s++) {
    out[n] = s;
    n += +(column[s] === value) & +(dead[s] === 0) & +((valid[s] as number) > nowUs);
  }
  return n;
}
