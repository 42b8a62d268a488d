import type pg from 'pg';
import type { Db, QueryResult } from '../db.js';
import { createPgPool, toResult } from '../engine/postgres-db.js';
import { logInfo } from '../../../framework/server';
import { parseLsn } from './lsn.js';

export interface ReplicaSettings {
  readonly urls: readonly string[];
  /** A replica further behind the primary than this is taken out of rotation. */
  readonly maxLagMs: number;
  /** How often each replica's state and the primary's WAL position are read. */
  readonly checkIntervalMs: number;
  /** Pool size per replica. */
  readonly maxConnections?: number;
}

export type ReplicaState = 'in' | 'down' | 'lagging' | 'not-a-replica' | 'starting';

export interface ReplicaStatus {
  /** `replica-N`, N its place in DATABASE_READ_URLS: /readyz is public, the addresses stay in the log. */
  readonly name: string;
  readonly state: ReplicaState;
  /** How far behind the primary it was at the last check; null while unknown (down, starting). */
  readonly lagMs: number | null;
  readonly error?: string;
}

export interface Replica {
  readonly name: string;
  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

interface Member extends Replica {
  /** host:port/database, for the log. */
  readonly address: string;
  readonly pool: pg.Pool;
  state: ReplicaState;
  lagMs: number | null;
  /** The last WAL position it was seen to have replayed. */
  replayLsn: bigint;
  error?: string;
}

/** Waits between the re-reads of replay positions after a change was announced. */
const CATCH_UP_POLL_MS = 5;

function addressOf(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

/**
 * The streaming replicas a process reads from, with their health: each is read every
 * `checkIntervalMs` (in recovery? replayed how far?) and the primary's WAL position sampled, so
 * lag is measured in time on the primary's own history, without comparing clocks. A replica that
 * does not answer, is not in recovery or lags more than `maxLagMs` is out of rotation until a
 * check finds it well again. `barrier` is the primary's position when a change was last announced
 * (NOTIFY): until a replica has replayed that far, caches emptied by the announcement must not
 * be refilled from it, so it serves nothing meanwhile.
 */
export class ReplicaSet {
  private readonly members: Member[];
  /** The primary's WAL position at each check, oldest first: what lag is measured against. */
  private samples: { lsn: bigint; at: number }[] = [];
  private barrier = 0n;
  private next = 0;
  private timer: NodeJS.Timeout | null = null;
  private catchingUp: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly primary: Db,
    private readonly settings: ReplicaSettings,
  ) {
    this.members = settings.urls.map((url, i) => {
      // A replica that is away must cost a page a moment, not the pool's default wait without end.
      const pool = createPgPool(url, { max: settings.maxConnections, connectionTimeoutMillis: 1_000 });
      return {
        name: `replica-${i + 1}`,
        address: addressOf(url),
        pool,
        state: 'starting' as ReplicaState,
        lagMs: null,
        replayLsn: 0n,
        query: async <T>(sql: string, params?: unknown[]) => toResult<T>(await pool.query(sql, params)),
      };
    });
  }

  /** Checks every replica once (so the first pages already use the healthy ones), then keeps checking. */
  async start(): Promise<void> {
    await this.check();
    const tick = () => {
      this.timer = setTimeout(() => void this.check().finally(() => !this.closed && tick()), this.settings.checkIntervalMs);
      this.timer.unref();
    };
    tick();
  }

  /** A replica in rotation that has replayed at least `minLsn` and the last announced change; in turn. */
  pick(minLsn: bigint): Replica | null {
    const floor = minLsn > this.barrier ? minLsn : this.barrier;
    for (let i = 0; i < this.members.length; i++) {
      const member = this.members[(this.next + i) % this.members.length]!;
      if (member.state === 'in' && member.replayLsn >= floor) {
        this.next = (this.next + i + 1) % this.members.length;
        return member;
      }
    }
    return null;
  }

  /** A statement failed for want of the server: out of rotation until a check finds it back. */
  failed(replica: Replica, error: unknown): void {
    const member = this.members.find((m) => m === replica);
    if (!member) return;
    member.lagMs = null;
    member.error = error instanceof Error ? error.message : String(error);
    this.setState(member, 'down');
  }

  private setState(member: Member, state: ReplicaState): void {
    const was = member.state;
    member.state = state;
    if (was === state) return;
    const fields = { replica: member.name, address: member.address, lagMs: member.lagMs, error: member.error };
    if (state === 'in') logInfo('read replica in rotation', fields);
    else logInfo(`read replica out of rotation (${state})`, fields);
  }

  /**
   * A change was announced at the primary's position `lsn`: replicas behind it serve nothing
   * until they replay it, which is watched closely (every few ms, up to the lag bound) so they
   * are back in a moment rather than at the next check.
   */
  raiseBarrier(lsn: bigint): void {
    if (lsn <= this.barrier) return;
    this.barrier = lsn;
    this.catchingUp ??= this.catchUp().finally(() => (this.catchingUp = null));
  }

  statuses(): ReplicaStatus[] {
    return this.members.map((m) => ({
      name: m.name,
      state: m.state,
      lagMs: m.lagMs,
      ...(m.error === undefined ? {} : { error: m.error }),
    }));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.catchingUp;
    await Promise.all(this.members.map((m) => m.pool.end().catch(() => undefined)));
  }

  private async catchUp(): Promise<void> {
    const until = Date.now() + this.settings.maxLagMs;
    while (!this.closed && Date.now() < until) {
      const behind = this.members.filter((m) => m.state === 'in' && m.replayLsn < this.barrier);
      if (behind.length === 0) return;
      await Promise.all(behind.map((m) => this.readReplay(m)));
      if (behind.some((m) => m.replayLsn < this.barrier)) await new Promise((resolve) => setTimeout(resolve, CATCH_UP_POLL_MS));
    }
  }

  private async readReplay(member: Member): Promise<void> {
    try {
      const { rows } = await member.query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn');
      if (rows[0]?.lsn) member.replayLsn = parseLsn(rows[0].lsn);
    } catch (error) {
      this.failed(member, error);
    }
  }

  private async check(): Promise<void> {
    const now = Date.now();
    try {
      const { rows } = await this.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      const lsn = parseLsn(rows[0]!.lsn);
      if (this.samples.at(-1)?.lsn !== lsn) this.samples.push({ lsn, at: now });
      // Older history than the bound (and a check) cannot change a verdict: a replica that far behind is out anyway.
      const keepAfter = now - 2 * this.settings.maxLagMs - this.settings.checkIntervalMs;
      while (this.samples.length > 1 && this.samples[1]!.at < keepAfter) this.samples.shift();
    } catch {
      // The primary is away: lag is judged against the history known so far.
    }
    await Promise.all(this.members.map((m) => this.checkOne(m, Date.now())));
  }

  private async checkOne(member: Member, now: number): Promise<void> {
    try {
      const { rows } = await member.query<{ recovery: boolean; lsn: string | null }>(
        'SELECT pg_is_in_recovery() AS recovery, pg_last_wal_replay_lsn()::text AS lsn',
      );
      const row = rows[0]!;
      if (!row.recovery || !row.lsn) {
        // Promoted (or never a standby): it no longer follows the primary this site writes to.
        Object.assign(member, { lagMs: null, error: 'not in recovery' });
        this.setState(member, 'not-a-replica');
        return;
      }
      member.replayLsn = parseLsn(row.lsn);
      // Behind since the primary first passed the position it has replayed.
      const firstAhead = this.samples.find((s) => s.lsn > member.replayLsn);
      member.lagMs = firstAhead ? Math.max(0, now - firstAhead.at) : 0;
      delete member.error;
      this.setState(member, member.lagMs > this.settings.maxLagMs ? 'lagging' : 'in');
    } catch (error) {
      this.failed(member, error);
    }
  }
}
