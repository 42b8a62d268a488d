'use client';

import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../shared/locales';
import { LIVE_EVENTS_PATH, LIVE_STATE_EVENT, type LiveState, type LiveStateEvent } from '../../../shared/live-updates';
// Through page-updates, not the router itself: the router reads `location` as it loads, and this runs on the server too.
import { pageUpdates } from '../../runtime/page-updates';
import { liveUnread } from '../../stores/live-unread';

/** After the stream is refused or closed for good (429, a logout elsewhere), try again this late, then later. */
const RETRY_FIRST_MS = 30_000;
const RETRY_LAST_MS = 5 * 60_000;

export interface LiveUpdatesProps {
  /** The state the page was rendered with (readLiveState). */
  readonly initial: LiveState;
  readonly locale: Locale;
  /** What the current page shows: it is re-rendered in place when that changes. */
  readonly refreshOn: { readonly applications: boolean; readonly notifications: boolean };
  readonly texts: { readonly newNotification: string; readonly applicationsUpdated: string };
}

/**
 * A signed-in candidate's open page hears of new notifications and application changes as
 * they happen (server-sent events from /api/live/events): the header's count follows, the
 * applications, interviews and notifications pages re-render in place, and a polite status
 * message says what changed. The browser reconnects on its own after a drop, saying which
 * state it saw last (the event id), and the server answers with the state if it moved on.
 */
export function LiveUpdates({ initial, locale, refreshOn, texts }: LiveUpdatesProps) {
  const [announcement, setAnnouncement] = useState({ text: '', serial: 0 });
  const known = useRef(initial);
  const latest = useRef({ refreshOn, texts });

  // A page rendered since (a navigation, an in-place refresh) shows this state already.
  useEffect(() => {
    known.current = initial;
  }, [initial]);
  useEffect(() => {
    latest.current = { refreshOn, texts };
  }, [refreshOn, texts]);

  useEffect(() => {
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = RETRY_FIRST_MS;
    let stopped = false;

    const onState = (state: LiveStateEvent) => {
      const previous = known.current;
      known.current = state;
      liveUnread.replace({ unread: state.unread, label: state.unreadLabel });
      const applicationsChanged = state.applications !== previous.applications;
      const notificationsChanged = state.notifications !== previous.notifications || state.unread !== previous.unread;
      const newNotification = Number(state.notifications) > Number(previous.notifications);
      const { refreshOn: here, texts: said } = latest.current;
      if (applicationsChanged || newNotification) {
        const text = applicationsChanged ? said.applicationsUpdated : said.newNotification;
        setAnnouncement((current) => ({ text, serial: current.serial + 1 }));
      }
      if ((applicationsChanged && here.applications) || (notificationsChanged && here.notifications)) void pageUpdates().refresh();
    };

    const connect = () => {
      const url = `${LIVE_EVENTS_PATH}?locale=${encodeURIComponent(locale)}&since=${encodeURIComponent(known.current.token)}`;
      const current = new EventSource(url);
      source = current;
      current.addEventListener(LIVE_STATE_EVENT, (event) => {
        retryMs = RETRY_FIRST_MS;
        onState(JSON.parse((event as MessageEvent<string>).data) as LiveStateEvent);
      });
      current.addEventListener('error', () => {
        // A dropped connection is retried by the browser itself (readyState CONNECTING); an
        // answer other than a stream (401, 429, 5xx) closes it for good, so we come back later.
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
      liveUnread.replace(null);
    };
  }, [locale]);

  return (
    <div className="visually-hidden" role="status" data-testid="live-announcement">
      {announcement.text ? <span key={announcement.serial}>{announcement.text}</span> : null}
    </div>
  );
}
