import cluster from 'node:cluster';
import type { CachedEncoding, PageCache } from './page-cache';

/**
 * One page cache per worker would render every popular page once per worker (and again
 * per worker after each expiry or invalidation). Workers therefore pass each page they
 * store, and each compressed copy they make, to the others through the cluster primary;
 * a receiving worker keeps them as if it had rendered them itself.
 *
 * A page whose render began before the receiving worker last emptied its cache (a write
 * was notified in between) is refused there as it would be locally (PageCache.set).
 */
const KEY = 'karir:page-cache';

type SharedMessage =
  | {
      op: 'stored';
      key: string;
      body: Uint8Array;
      nonce: string;
      contentType: string;
      routeName: string;
      headers: Record<string, string>;
      renderStartedAt?: number;
    }
  | { op: 'encoded'; key: string; etag: string; encoding: CachedEncoding; body: Uint8Array };

/** How a worker reaches its peers: the cluster IPC channel, or a stand-in in tests. */
export interface PeerChannel {
  send(message: object): void;
  onMessage(listener: (message: unknown) => void): () => void;
}

// Structured clone delivers a Buffer as a plain Uint8Array; wrap it without copying.
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function sharedMessage(message: unknown): SharedMessage | null {
  if (!message || typeof message !== 'object' || !(KEY in message)) return null;
  return (message as Record<string, SharedMessage>)[KEY] ?? null;
}

/** Connects a worker's cache to its peers; returns the function that disconnects it. */
export function sharePageCache(cache: PageCache, channel: PeerChannel): () => void {
  const send = (message: SharedMessage) => {
    try {
      channel.send({ [KEY]: message });
    } catch {
      // The channel closes while the worker shuts down; the peers simply render the page.
    }
  };
  cache.observe({
    stored(entry, renderStartedAt) {
      const { key, body, nonce, contentType, routeName, headers } = entry;
      send({ op: 'stored', key, body, nonce, contentType, routeName, headers, ...(renderStartedAt !== undefined ? { renderStartedAt } : {}) });
    },
    encoded(entry, encoding, body) {
      send({ op: 'encoded', key: entry.key, etag: entry.etag, encoding, body });
    },
  });
  const stop = channel.onMessage((raw) => {
    const message = sharedMessage(raw);
    if (message?.op === 'stored') {
      const { key, body, nonce, contentType, routeName, headers, renderStartedAt } = message;
      cache.set(key, asBuffer(body), nonce, { contentType, routeName, headers, renderStartedAt }, { fromPeer: true });
    } else if (message?.op === 'encoded') {
      cache.adoptEncoded(message.key, message.etag, message.encoding, asBuffer(message.body));
    }
  });
  return () => {
    cache.observe(null);
    stop();
  };
}

/** The worker side of the cluster IPC channel. */
export function clusterPeerChannel(): PeerChannel {
  return {
    send: (message) => void process.send?.(message),
    onMessage(listener) {
      process.on('message', listener);
      return () => void process.off('message', listener);
    },
  };
}

/** In the cluster primary: every page-cache message from one worker goes to all the others. */
export function relayPageCaches(): void {
  cluster.on('message', (from, message: unknown) => {
    if (!sharedMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message as object);
    }
  });
}
