import { useCallback, useEffect, useRef, useState, type PointerEvent, type TouchEvent } from 'react';
import { keyAction, openAt, step, swipeAction, type LightboxAction, type LightboxState } from './lightbox-nav';
import type { LightboxItem, LightboxTexts } from './lightbox-gallery';

const FOCUSABLE = 'a[href], button:not([disabled]), iframe, video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * The full-screen lightbox of a gallery (lightbox-gallery.tsx loads it when a thumbnail is
 * pointed at, focused or opened): a modal <dialog> (the rest of the page is inert), focus kept
 * inside, Escape closes, arrows and a horizontal swipe navigate, both ends wrap. `onClose`
 * runs once it has closed; the gallery then hands focus back to the thumbnail.
 */
export default function LightboxDialog({
  items,
  texts,
  start,
  onClose,
}: {
  items: readonly LightboxItem[];
  texts: LightboxTexts;
  start: number;
  onClose: () => void;
}) {
  const count = items.length;
  const [state, setState] = useState<LightboxState>(() => openAt(start, count));
  const [playing, setPlaying] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const act = useCallback(
    (action: LightboxAction) => {
      setPlaying(false);
      setState((current) => step(current, action, count));
    },
    [count],
  );

  // Show the native dialog while open; closed, it is gone and the gallery takes focus back.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (state.open && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!state.open) {
      if (dialog.open) dialog.close();
      onClose();
    }
  }, [state, onClose]);

  // Keys are read on the document while open: when the focused control goes away (the play
  // button turns into the player), focus falls back to <body> and the dialog would miss them.
  useEffect(() => {
    if (!state.open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Tab') return trapTab(dialogRef.current, event);
      const action = keyAction(event.key);
      if (!action) return;
      // Arrow keys inside a playing <video> seek; leave them to it.
      if (action !== 'close' && event.target instanceof HTMLVideoElement) return;
      event.preventDefault();
      act(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state.open, act]);

  const endSwipe = (x: number, y: number) => {
    const begun = swipeStart.current;
    swipeStart.current = null;
    if (!begun) return;
    const action = swipeAction(begun, { x, y });
    if (action) act(action);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => endSwipe(event.clientX, event.clientY);
  // Touch events only where pointer events are missing (old WebKit); otherwise each swipe would count twice.
  const touchFallback = !('PointerEvent' in window);
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.changedTouches[0];
    if (touchFallback && touch) swipeStart.current = { x: touch.clientX, y: touch.clientY };
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.changedTouches[0];
    if (touchFallback && touch) endSwipe(touch.clientX, touch.clientY);
  };

  const current = state.open ? items[state.index] : undefined;

  return (
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-label={texts.dialogLabel}
      onCancel={(event) => {
        // Escape: close through our state so focus goes back to the thumbnail.
        event.preventDefault();
        act('close');
      }}
    >
      {state.open && current ? (
        <>
          <p className="lightbox__counter" aria-live="polite">
            {texts.counter.replace('{{current}}', String(state.index + 1)).replace('{{total}}', String(count))}
          </p>
          <div
            className="lightbox__stage"
            data-index={state.index}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          >
            <LightboxMediaView key={state.index} item={current} playing={playing} onPlay={() => setPlaying(true)} texts={texts} />
            {current.description ? <p className="lightbox__caption">{current.description}</p> : null}
          </div>
          {count > 1 ? (
            <>
              <button type="button" className="lightbox__prev" aria-label={texts.previous} onClick={() => act('previous')} />
              <button type="button" className="lightbox__next" aria-label={texts.next} onClick={() => act('next')} />
            </>
          ) : null}
          <button ref={closeRef} type="button" className="lightbox__close" aria-label={texts.close} onClick={() => act('close')} />
        </>
      ) : null}
    </dialog>
  );
}

function LightboxMediaView({
  item,
  playing,
  onPlay,
  texts,
}: {
  item: LightboxItem;
  playing: boolean;
  onPlay: () => void;
  texts: LightboxTexts;
}) {
  const media = item.media;
  if (media.kind === 'file') {
    return (
      <video
        src={item.src}
        controls={item.controls}
        autoPlay={item.autoplay}
        // Browsers only autoplay muted video; the viewer can unmute with the controls.
        muted={item.autoplay}
        playsInline
        preload="metadata"
        poster={item.thumbnail}
        aria-label={item.alt}
      >
        <source src={item.src} type={media.mime} />
      </video>
    );
  }
  if (media.kind === 'embed') {
    // Nothing is loaded from the provider until the viewer asks (or the item autoplays).
    if (playing || item.autoplay) {
      return (
        <iframe
          // "Play video" turns into the player: focus goes to the dialog rather than to <body>, not into
          // the provider's frame, where the arrow keys, Escape and Tab would no longer reach the lightbox.
          ref={playing ? focusDialogOnMount : undefined}
          src={media.embedUrl}
          title={item.alt}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      );
    }
    return (
      <button type="button" className="lightbox__play" onClick={onPlay}>
        <img src={item.thumbnail} alt="" draggable={false} />
        <span className="lightbox__play-label">
          <span aria-hidden="true">▶</span> {texts.play}: {item.alt}
        </span>
      </button>
    );
  }
  return <img src={item.src} alt={item.alt} draggable={false} />;
}

function focusDialogOnMount(element: HTMLElement | null): void {
  const dialog = element?.closest('dialog');
  if (!dialog) return;
  if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
  dialog.focus({ preventScroll: true });
}

/** Keeps Tab and Shift+Tab inside the open dialog, wrapping at both ends. */
function trapTab(dialog: HTMLElement | null, event: globalThis.KeyboardEvent): void {
  if (!dialog) return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
