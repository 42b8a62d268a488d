import type { LiveState } from '../../shared/live-updates';
import type { Db } from '../db/db';
import { findSessionAccount } from '../db/repos/accounts-repo';
import { logError } from '../../framework/server';
import { parseAccountChange } from './account-events';
import { readLiveState } from './live-state';

/** Where a stream's events go (the HTTP layer writes them as server-sent events). */
export interface LiveSink {
  /** False when the client has stopped reading (its buffer is full): the hub then ends the stream. */
  send(state: LiveState): boolean;
  heartbeat(): boolean;
  end(): void;
}

export interface LiveLimits {
  /** Open streams one account may have on this process (each open tab is one). */
  readonly perAccount: number;
  /** Open streams on this process, all accounts together. */
  readonly perProcess: number;
  /** A comment this often keeps proxies from closing a quiet stream, and finds dead clients. */
  readonly heartbeatMs: number;
}

export interface LiveViewer {
  readonly userId: number;
  /** The session's version: when the account's moves on (logout, password reset), its streams end. */
  readonly sessionVersion: number;
}

export type LiveOpen = { readonly ok: true; close(): void } | { readonly ok: false; readonly reason: 'account' | 'process' };

export interface LiveHub {
  /** `lastSeen`: the token the browser already shows; the stream starts with the state unless it is that. */
  open(viewer: LiveViewer, lastSeen: string | null, sink: LiveSink): LiveOpen;
  /** A payload from the account channel (one LISTEN per process feeds every stream of the process). */
  hear(payload: string): void;
  size(): number;
  /** At shutdown: a server does not close while streams hold their connections open. */
  closeAll(): void;
}

interface Stream {
  readonly viewer: LiveViewer;
  readonly sink: LiveSink;
  lastToken: string | null;
  ended: boolean;
}

export function createLiveHub(db: Db, limits: LiveLimits): LiveHub {
  const byAccount = new Map<number, Set<Stream>>();
  let total = 0;
  const running = new Set<number>();
  const again = new Set<number>();

  const end = (stream: Stream) => {
    if (stream.ended) return;
    stream.ended = true;
    total -= 1;
    const set = byAccount.get(stream.viewer.userId);
    set?.delete(stream);
    if (set?.size === 0) byAccount.delete(stream.viewer.userId);
    stream.sink.end();
  };

  const deliver = (userId: number, state: LiveState) => {
    for (const stream of [...(byAccount.get(userId) ?? [])]) {
      if (stream.lastToken === state.token) continue;
      stream.lastToken = state.token;
      if (!stream.sink.send(state)) end(stream);
    }
  };

  /**
   * One read per account however many tabs it has open; a change heard while a read runs
   * is read again after it, since that read may have started before the change committed.
   */
  const refresh = (userId: number) => {
    if (running.has(userId)) return void again.add(userId);
    running.add(userId);
    void (async () => {
      try {
        do {
          again.delete(userId);
          if (!byAccount.has(userId)) return;
          deliver(userId, await readLiveState(db, userId));
        } while (again.has(userId));
      } catch (error) {
        // The next change, or the browser's next reconnect, tries again.
        logError('live update could not be read', error, { userId });
      } finally {
        running.delete(userId);
      }
    })();
  };

  const checkSessions = async (userId: number) => {
    if (!byAccount.has(userId)) return;
    try {
      const account = await findSessionAccount(db, userId);
      for (const stream of [...(byAccount.get(userId) ?? [])]) {
        if (account?.sessionVersion !== stream.viewer.sessionVersion) end(stream);
      }
    } catch (error) {
      logError('live stream session check failed', error, { userId });
    }
  };

  const heartbeat = setInterval(() => {
    for (const set of [...byAccount.values()]) for (const stream of [...set]) if (!stream.sink.heartbeat()) end(stream);
  }, limits.heartbeatMs);
  heartbeat.unref();

  return {
    open(viewer, lastSeen, sink) {
      if (total >= limits.perProcess) return { ok: false, reason: 'process' };
      const set = byAccount.get(viewer.userId) ?? new Set<Stream>();
      if (set.size >= limits.perAccount) return { ok: false, reason: 'account' };
      const stream: Stream = { viewer, sink, lastToken: lastSeen, ended: false };
      set.add(stream);
      byAccount.set(viewer.userId, set);
      total += 1;
      // Registered before the first read, so a change committed meanwhile is not missed.
      refresh(viewer.userId);
      return { ok: true, close: () => end(stream) };
    },
    hear(payload) {
      const change = parseAccountChange(payload);
      if (!change) return;
      if (change.kind === 'state') return refresh(change.userId);
      if (change.kind === 'session') return void checkSessions(change.userId);
      for (const userId of [...byAccount.keys()]) {
        refresh(userId);
        void checkSessions(userId);
      }
    },
    size: () => total,
    closeAll() {
      clearInterval(heartbeat);
      for (const set of [...byAccount.values()]) for (const stream of [...set]) end(stream);
    },
  };
}
