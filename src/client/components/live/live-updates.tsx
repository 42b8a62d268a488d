'use client';

import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../shared/locales';
import type { LiveState, LiveStateEvent } from '../../../shared/live-updates';
import { subscribeLive } from './live-stream';
// Through page-updates, not the router itself: the router reads `location` as it loads, and this runs on the server too.
import { pageUpdates } from '../../../framework/client/index';
import { liveUnread } from '../../stores/live-unread';

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
 * they happen (server-sent events from /api/live/events, one stream shared by the browser's
 * tabs: runtime/live-stream.ts): the header's count follows, the applications, interviews and
 * notifications pages re-render in place, and a polite status message says what changed.
 */
export function LiveUpdates({ initial, locale, refreshOn, texts }: LiveUpdatesProps) {
  const [announcement, setAnnouncement] = useState({ text: '', serial: 0 });
  const known = useRef(initial);
  const latest = useRef({ refreshOn, texts, locale });

  // A page rendered since (a navigation, an in-place refresh) shows this state already.
  useEffect(() => {
    known.current = initial;
  }, [initial]);
  useEffect(() => {
    latest.current = { refreshOn, texts, locale };
  }, [refreshOn, texts, locale]);

  useEffect(() => {
    const onState = (state: LiveStateEvent) => {
      const previous = known.current;
      if (state.token === previous.token) return;
      known.current = state;
      const { refreshOn: here, texts: said, locale: language } = latest.current;
      liveUnread.replace({ unread: state.unread, label: state.unreadLabels[language] });
      const applicationsChanged = state.applications !== previous.applications;
      const notificationsChanged = state.notifications !== previous.notifications || state.unread !== previous.unread;
      const newNotification = Number(state.notifications) > Number(previous.notifications);
      if (applicationsChanged || newNotification) {
        const text = applicationsChanged ? said.applicationsUpdated : said.newNotification;
        setAnnouncement((current) => ({ text, serial: current.serial + 1 }));
      }
      if ((applicationsChanged && here.applications) || (notificationsChanged && here.notifications)) void pageUpdates().refresh();
    };
    const stop = subscribeLive(() => known.current.token, onState);
    return () => {
      stop();
      liveUnread.replace(null);
    };
  }, []);

  return (
    <div className="visually-hidden" role="status" data-testid="live-announcement">
      {announcement.text ? <span key={announcement.serial}>{announcement.text}</span> : null}
    </div>
  );
}
