'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { createLoadingBar, LOADING_BAR_HEIGHT_PX, type LoadingBarState } from '../loading-bar-state';
import { onNavigation } from '../../framework/client/index';

function subscribeOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

const BACK_ONLINE_NOTICE_MS = 3000;

/** The navigation loading bar and the offline/online notice, present on every page. */
export function NavigationChrome({
  offlineText,
  onlineText,
  loadingLabel,
}: {
  offlineText: string;
  onlineText: string;
  loadingLabel: string;
}) {
  const [bar, setBar] = useState<LoadingBarState>({ status: 'hidden', percent: 0, color: '' });
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [backOnline, setBackOnline] = useState(false);
  const [wasOffline, setWasOffline] = useState(false);

  useEffect(() => {
    const loadingBar = createLoadingBar({
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      onChange: setBar,
    });
    const stop = onNavigation((event) => {
      if (event === 'start') loadingBar.start();
      else if (event === 'end') loadingBar.finish();
      else loadingBar.fail();
    });
    return () => {
      stop();
      loadingBar.dispose();
    };
  }, []);

  useEffect(() => {
    document.documentElement.dataset.online = online ? 'true' : 'false';
    if (!online) return setWasOffline(true);
    if (!wasOffline) return;
    setBackOnline(true);
    const timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [online, wasOffline]);

  return (
    <>
      <div
        className="loading-bar"
        data-status={bar.status}
        role="progressbar"
        aria-label={loadingLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bar.percent}
        aria-hidden={bar.status === 'hidden'}
        style={{
          height: LOADING_BAR_HEIGHT_PX,
          width: `${bar.percent}%`,
          backgroundColor: bar.color || undefined,
          opacity: bar.status === 'hidden' ? 0 : 1,
        }}
      />
      <div className="connection-status" role="status" aria-live="polite">
        {!online ? <p className="connection-status__offline">{offlineText}</p> : null}
        {online && backOnline ? <p className="connection-status__online">{onlineText}</p> : null}
      </div>
    </>
  );
}
