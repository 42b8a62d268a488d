'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isChromeLike } from './chrome-like';

export interface VideoRecorderTexts {
  readonly open: string;
  readonly start: string;
  readonly stop: string;
  readonly again: string;
  readonly upload: string;
  readonly uploading: string;
  readonly cancel: string;
  readonly recording: string;
  readonly preview: string;
  readonly chromeHint: string;
  readonly noCamera: string;
  readonly denied: string;
  readonly unsupported: string;
  readonly failed: string;
}

const loadSession = () => import('./video-recorder-session');
const VideoRecorderSession = lazy(loadSession);

/**
 * Records the profile video in the browser: camera preview, a visible countdown, a stop by
 * itself at one minute, playback of the take, record again, upload. The page's plain upload
 * form stays beside it for browsers without a camera or without JavaScript; the server
 * measures the file whatever this says. Until the candidate asks for the camera this is one
 * button: the recorder's code (video-recorder-session.tsx) loads when it is pointed at or
 * focused, not with the profile editor every candidate lands on.
 */
export function VideoRecorder({ texts, uploadUrl, savedUrl }: { texts: VideoRecorderTexts; uploadUrl: string; savedUrl: string }) {
  const [chrome, setChrome] = useState(true);
  // Rendered only once it can work: without JavaScript the page's upload form is the way.
  const [ready, setReady] = useState(false);
  const [started, setStarted] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  // Closing the recorder gives focus back to the button that opened it, once that is back.
  const refocus = useRef(false);

  useEffect(() => {
    if (started || !refocus.current) return;
    refocus.current = false;
    openButton.current?.focus();
  }, [started]);

  useEffect(() => {
    const brands = (navigator as Navigator & { userAgentData?: { brands: { brand: string }[] } }).userAgentData?.brands;
    setChrome(isChromeLike(navigator.userAgent, brands));
    setReady(true);
  }, []);

  if (!ready) return null;
  const idle = (
    <div className="video-recorder" data-phase={started ? 'starting' : 'idle'}>
      {!chrome ? <p className="text-small text-muted video-recorder__hint">{texts.chromeHint}</p> : null}
      <div className="button-row">
        <button
          ref={openButton}
          type="button"
          className="button button--primary"
          disabled={started}
          onPointerEnter={() => void loadSession()}
          onFocus={() => void loadSession()}
          onClick={() => setStarted(true)}
        >
          {texts.open}
        </button>
      </div>
    </div>
  );
  if (!started) return idle;
  return (
    <Suspense fallback={idle}>
      <VideoRecorderSession
        texts={texts}
        uploadUrl={uploadUrl}
        savedUrl={savedUrl}
        chrome={chrome}
        onClose={() => {
          refocus.current = true;
          setStarted(false);
        }}
      />
    </Suspense>
  );
}
