import { LIVE_EVENTS_PATH, LIVE_STATE_EVENT, type LiveStateEvent } from '../../../shared/live-updates';

type OnState = (state: LiveStateEvent) => void;
type Message = { readonly kind: 'state'; readonly state: LiveStateEvent } | { readonly kind: 'hello' };

/** After the stream is refused or closed for good (429, a logout elsewhere), try again this late, then later. */
const RETRY_FIRST_MS = 30_000;
const RETRY_LAST_MS = 5 * 60_000;
const SHARED = 'karir-live-updates';

/**
 * The account's live updates for this page. One tab of the browser holds the stream (a Web
 * Lock elects it) and passes each state to the others (BroadcastChannel): over HTTP/1.1 a
 * browser opens at most six connections to a site, and a stream per tab would use them up.
 * When that tab closes, another takes the lock and opens its own. Without either API, each tab
 * has its own stream. `since`: the state this page shows, the stream's starting point.
 */
export function subscribeLive(since: () => string, onState: OnState): () => void {
  if (typeof BroadcastChannel === 'undefined' || !navigator.locks) return openStream(since, onState);
  const channel = new BroadcastChannel(SHARED);
  const stopped = new AbortController();
  let leading = false;
  let latest: LiveStateEvent | null = null;
  channel.onmessage = (event: MessageEvent<Message>) => {
    if (event.data.kind === 'state') onState(event.data.state);
    // A tab that just opened may have been rendered before the last change: it hears it again.
    else if (leading && latest) channel.postMessage({ kind: 'state', state: latest } satisfies Message);
  };
  navigator.locks
    .request(SHARED, { signal: stopped.signal }, () => {
      leading = true;
      const stop = openStream(since, (state) => {
        latest = state;
        channel.postMessage({ kind: 'state', state } satisfies Message);
        onState(state);
      });
      // Held until this page goes (or the island unmounts at logout); then another tab takes over.
      return new Promise<void>((release) => stopped.signal.addEventListener('abort', () => (stop(), release())));
    })
    .catch(() => undefined); // Aborted while waiting for the lock: nothing to undo.
  channel.postMessage({ kind: 'hello' } satisfies Message);
  return () => {
    stopped.abort();
    channel.close();
  };
}

/**
 * One EventSource. The browser reconnects by itself after a drop, with Last-Event-ID; an answer
 * that is no stream (401, 429, 5xx) closes it for good, so it is opened again later.
 */
function openStream(since: () => string, onState: OnState): () => void {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RETRY_FIRST_MS;
  let stopped = false;
  const connect = () => {
    const current = new EventSource(`${LIVE_EVENTS_PATH}?since=${encodeURIComponent(since())}`);
    source = current;
    current.addEventListener(LIVE_STATE_EVENT, (event) => {
      retryMs = RETRY_FIRST_MS;
      onState(JSON.parse((event as MessageEvent<string>).data) as LiveStateEvent);
    });
    current.addEventListener('error', () => {
      if (stopped || current.readyState !== EventSource.CLOSED) return;
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_LAST_MS);
    });
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}
