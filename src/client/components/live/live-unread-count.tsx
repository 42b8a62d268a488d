'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { liveUnread } from '../../stores/live-unread';

/**
 * The header bell's count. Rendered by the server like any text (so it is there without
 * JavaScript); once hydrated, whichever came last wins: the page the server rendered, or the
 * live stream's report (see live-updates.tsx).
 */
export function LiveUnreadCount({ unread, label }: { unread: number; label: string }) {
  const [shown, setShown] = useState({ unread, label });
  const reported = useSyncExternalStore(liveUnread.subscribe, liveUnread.get, () => null);
  useEffect(() => setShown({ unread, label }), [unread, label]);
  useEffect(() => {
    if (reported) setShown(reported);
  }, [reported]);
  return (
    <>
      <span className="visually-hidden">{shown.label}</span>
      {shown.unread > 0 ? (
        <span className="header-notifications__count" aria-hidden="true">
          {shown.unread > 99 ? '99+' : shown.unread}
        </span>
      ) : null}
    </>
  );
}
