import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { countdownText, MAX_RECORDING_SECONDS, recordingType } from './recording-clock';
import type { VideoRecorderTexts } from './video-recorder';

type Phase = 'idle' | 'starting' | 'live' | 'recording' | 'recorded' | 'uploading';

/**
 * The recorder once the candidate asked for the camera (video-recorder.tsx loads it then):
 * camera preview, a visible countdown, a stop by itself at one minute, playback of the take,
 * record again, upload. It opens the camera as it mounts and takes the focus, so a keyboard or
 * screen reader user is where the recorder is; Escape (or Cancel) closes it, the take and the
 * camera dropped, and `onClose` gives the focus back to the button that opened it.
 */
export default function VideoRecorderSession({
  texts,
  uploadUrl,
  savedUrl,
  chrome,
  onClose,
}: {
  texts: VideoRecorderTexts;
  uploadUrl: string;
  savedUrl: string;
  chrome: boolean;
  onClose: () => void;
}) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [take, setTake] = useState<{ blob: Blob; url: string; extension: string } | null>(null);
  const live = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timers = useRef<{ tick?: number; limit?: number }>({});
  const root = useRef<HTMLDivElement>(null);

  // Mounted by the candidate's click on "open camera": the camera opens at once.
  useEffect(() => {
    root.current?.focus();
    void openCamera();
    return () => stopCamera();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: openCamera is recreated every render
  }, []);

  useEffect(
    () => () => {
      if (take) URL.revokeObjectURL(take.url);
    },
    [take],
  );

  // Each step swaps the buttons: when the focused one goes (Start becomes Stop), the focus stays
  // in the recorder rather than falling to the page, so the keyboard and Escape still reach it.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) root.current?.focus();
  }, [phase]);

  function stopCamera() {
    window.clearInterval(timers.current.tick);
    window.clearTimeout(timers.current.limit);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }

  async function openCamera() {
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') return setProblem(texts.unsupported);
    setPhase('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: true,
      });
    } catch (error) {
      setPhase('idle');
      const name = (error as DOMException).name;
      return setProblem(name === 'NotAllowedError' || name === 'SecurityError' ? texts.denied : texts.noCamera);
    }
    setPhase('live');
    if (live.current) {
      live.current.srcObject = stream.current;
      void live.current.play().catch(() => {});
    }
  }

  function startRecording() {
    const media = stream.current;
    const type = recordingType((candidate) => MediaRecorder.isTypeSupported(candidate));
    if (!media || !type) return setProblem(texts.unsupported);
    const chunks: Blob[] = [];
    const rec = new MediaRecorder(media, { mimeType: type.mimeType });
    rec.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    rec.onstop = () => {
      window.clearInterval(timers.current.tick);
      window.clearTimeout(timers.current.limit);
      const blob = new Blob(chunks, { type: type.mimeType.split(';')[0] });
      setTake({ blob, url: URL.createObjectURL(blob), extension: type.extension });
      setPhase('recorded');
      stopCamera();
    };
    recorder.current = rec;
    const started = performance.now();
    setElapsedMs(0);
    rec.start(1000);
    setPhase('recording');
    timers.current.tick = window.setInterval(() => setElapsedMs(performance.now() - started), 250);
    // Stops a little before the minute: the container's own rounding must not pass it.
    timers.current.limit = window.setTimeout(() => rec.state === 'recording' && rec.stop(), MAX_RECORDING_SECONDS * 1000 - 300);
  }

  function stopRecording() {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }

  function recordAgain() {
    setTake(null);
    void openCamera();
  }

  function close() {
    if (recorder.current?.state === 'recording') {
      // The take being recorded is dropped, not shown: the recorder is closing.
      recorder.current.onstop = null;
      recorder.current.stop();
    }
    stopCamera();
    setTake(null);
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // An upload under way finishes (or fails) first: closing would not stop it.
    if (event.key !== 'Escape' || phase === 'uploading') return;
    event.preventDefault();
    close();
  }

  async function upload() {
    if (!take) return;
    setPhase('uploading');
    setProblem(null);
    const body = new FormData();
    body.append('file', take.blob, `profile-video.${take.extension}`);
    try {
      const response = await fetch(uploadUrl, { method: 'POST', body, credentials: 'same-origin' });
      if (response.ok) return window.location.assign(savedUrl);
      const answer = (await response.json().catch(() => null)) as { message?: string } | null;
      setProblem(answer?.message ?? texts.failed);
    } catch {
      setProblem(texts.failed);
    }
    setPhase('recorded');
  }

  return (
    <div ref={root} className="video-recorder" data-phase={phase} role="group" aria-label={texts.open} tabIndex={-1} onKeyDown={onKeyDown}>
      {!chrome ? <p className="text-small text-muted video-recorder__hint">{texts.chromeHint}</p> : null}
      {problem ? (
        <p className="alert alert--danger" role="alert" data-testid="video-recorder-problem">
          {problem}
        </p>
      ) : null}
      {phase === 'live' || phase === 'recording' || phase === 'starting' ? (
        <div className="video-recorder__stage">
          <video ref={live} className="video-recorder__screen" muted playsInline aria-label={texts.preview} />
          {phase === 'recording' ? (
            <p className="video-recorder__clock" role="timer" aria-live="off" aria-label={texts.recording}>
              <span className="video-recorder__dot" aria-hidden="true" /> {countdownText(elapsedMs)}
            </p>
          ) : null}
        </div>
      ) : null}
      {take && (phase === 'recorded' || phase === 'uploading') ? (
        <video className="video-recorder__screen" src={take.url} controls playsInline aria-label={texts.preview} data-testid="video-take" />
      ) : null}
      <div className="button-row">
        {phase === 'idle' ? (
          <button type="button" className="button button--primary" onClick={() => void openCamera()}>
            {texts.open}
          </button>
        ) : null}
        {phase === 'live' ? (
          <button type="button" className="button button--primary" onClick={startRecording}>
            {texts.start}
          </button>
        ) : null}
        {phase === 'recording' ? (
          <button type="button" className="button button--danger" onClick={stopRecording}>
            {texts.stop}
          </button>
        ) : null}
        {phase === 'recorded' || phase === 'uploading' ? (
          <>
            <button type="button" className="button button--primary" onClick={() => void upload()} disabled={phase === 'uploading'}>
              {phase === 'uploading' ? texts.uploading : texts.upload}
            </button>
            <button type="button" className="button button--ghost" onClick={recordAgain} disabled={phase === 'uploading'}>
              {texts.again}
            </button>
          </>
        ) : null}
        {phase === 'live' || phase === 'recorded' ? (
          <button type="button" className="button button--ghost" onClick={close}>
            {texts.cancel}
          </button>
        ) : null}
      </div>
    </div>
  );
}
